import Foundation
import Graft
import GtkBridge
import Testing

@Suite("Size classes, locale, layout direction and the other system environment values on GTK", .serialized)
@MainActor
struct SystemEnvironmentGtkTests {
    struct Report: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.locale) var locale
        @Environment(\.layoutDirection) var direction
        @Environment(\.legibilityWeight) var weight
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\.accessibilitySwitchControlEnabled) var switchControl
        var body: some View {
            VStack {
                Text("size \(horizontal.map { "\($0)" } ?? "nil") \(vertical.map { "\($0)" } ?? "nil")")
                Text("locale \(locale.identifier) \(direction) \(weight.map { "\($0)" } ?? "nil")")
                Text("voiceOver \(voiceOver) switch \(switchControl)")
            }
        }
    }

    @Test(
        "A narrow window is compact, a wide and low one regular and compact; locale and direction come from the process and GTK"
    )
    func sizeClasses() throws {
        let host = try GtkTest.show(width: 360, height: 640) { Report() }
        defer { host.close() }
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.first == "size compact regular" },
            "\(host.root.labelTexts)")
        let wide = try GtkTest.show(width: 900, height: 400) { Report() }
        defer { wide.close() }
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { wide.root.labelTexts.first == "size regular compact" },
            "\(wide.root.labelTexts)")
        #expect(host.root.labelTexts[1] == "locale \(Locale.current.identifier) leftToRight regular")
        #expect(host.root.labelTexts[2] == "voiceOver \(Settings.isScreenReaderEnabled) switch false")
    }

    @Test(".environment(\\.locale, …) reaches the views below")
    func localeOverride() throws {
        let host = try GtkTest.show { Report().environment(\.locale, Locale(identifier: "fr_FR")) }
        defer { host.close() }
        #expect(host.root.labelTexts[1].hasPrefix("locale fr_FR"))
    }
}
