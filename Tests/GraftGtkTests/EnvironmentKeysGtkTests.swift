import Foundation
import Graft
import GtkBridge
import Testing

@Suite("Accessibility environment keys and openURL on GTK", .serialized)
@MainActor
struct EnvironmentKeysGtkTests {
    struct Report: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.colorSchemeContrast) var contrast
        @Environment(\.accessibilityReduceTransparency) var reduceTransparency
        @Environment(\.accessibilityDifferentiateWithoutColor) var differentiate
        @Environment(\.accessibilityInvertColors) var invert
        @Environment(\.accessibilityEnabled) var enabled
        var body: some View {
            Text(
                "motion \(reduceMotion) contrast \(contrast) transparency \(reduceTransparency) "
                    + "colour \(differentiate) invert \(invert) enabled \(enabled)")
        }
    }

    @Test("Reduce motion follows gtk-enable-animations, contrast the high-contrast theme, live")
    func settings() throws {
        try GtkRuntime.initialize()
        let settings = try #require(Settings.default)
        let animations = settings.enableAnimations
        let theme = settings.themeName
        defer {
            settings.enableAnimations = animations
            settings.themeName = theme
        }
        settings.enableAnimations = true
        settings.themeName = "Adwaita"
        let host = try GtkTest.show { Report() }
        defer { host.close() }
        #expect(
            host.root.labelTexts == [
                "motion false contrast standard transparency false colour false invert false enabled false"
            ])
        settings.enableAnimations = false
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                host.root.labelTexts.first?.hasPrefix("motion true contrast standard") == true
            })
        settings.themeName = "HighContrast"
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                host.root.labelTexts.first?.hasPrefix("motion true contrast increased transparency true") == true
            }, "\(host.root.labelTexts)")
    }

    @Test(
        "openURL goes to a view's own action; .systemAction falls through to the desktop, which reports failure for a scheme nothing opens"
    )
    func openURL() throws {
        final class Log {
            var opened: [String] = []
            var results: [Bool] = []
        }
        struct Opener: View {
            let url: URL
            let log: Log
            @Environment(\.openURL) var openURL
            var body: some View { Button("open \(url.scheme ?? "")") { openURL(url) { log.results.append($0) } } }
        }
        let log = Log()
        let host = try GtkTest.show {
            VStack {
                Opener(url: URL(string: "https://example.invalid/help")!, log: log)
                    .environment(
                        \.openURL,
                        OpenURLAction { url in
                            log.opened.append(url.absoluteString)
                            return .handled
                        })
                Opener(url: URL(string: "graft-nothing-opens-this:x")!, log: log)
                    .environment(
                        \.openURL,
                        OpenURLAction { url in
                            log.opened.append(url.absoluteString)
                            return .systemAction
                        })
                Opener(url: URL(string: "mailto:x@example.invalid")!, log: log)
                    .environment(\.openURL, OpenURLAction { _ in .discarded })
            }
        }
        defer { host.close() }
        let buttons = host.root.all("GtkButton")
        #expect(buttons.count == 3)
        buttons[0].emit("clicked")
        #expect(log.opened == ["https://example.invalid/help"] && log.results == [true])
        buttons[1].emit("clicked")
        #expect(log.opened.last == "graft-nothing-opens-this:x")
        #expect(log.results == [true, false], "no application opens the scheme: reported, not a crash")
        buttons[2].emit("clicked")
        #expect(log.results == [true, false, false])
    }
}
