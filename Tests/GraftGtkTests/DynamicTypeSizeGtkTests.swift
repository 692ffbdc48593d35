import Foundation
import Graft
import GtkBridge
import Testing

@Suite("DynamicTypeSize and @ScaledMetric follow the desktop's text scaling", .serialized)
@MainActor
struct DynamicTypeSizeGtkTests {
    struct Report: View {
        @Environment(\.dynamicTypeSize) var size
        @ScaledMetric var icon = 34.0
        var body: some View {
            VStack {
                Text("size \(size) icon \(Int(icon.rounded()))")
                Fixed()
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
            }
        }
    }
    struct Fixed: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View { Text("capped \(size)") }
    }

    @Test(
        "Raising gtk-xft-dpi (GNOME's text scaling) makes the type size larger and scaled metrics with it, live; a range caps it"
    )
    func followsTextScaling() throws {
        try GtkRuntime.initialize()
        let settings = try #require(Settings.default)
        let dpi = settings.xftDPI
        defer { settings.xftDPI = dpi }
        settings.xftDPI = 96 * 1024
        let host = try GtkTest.show { Report() }
        defer { host.close() }
        #expect(host.root.labelTexts == ["size large icon 34", "capped large"])
        settings.xftDPI = Int(96 * 1024 * 1.25)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                host.root.labelTexts == ["size xxLarge icon 42", "capped xLarge"]
            },
            "\(host.root.labelTexts)")
        settings.xftDPI = Int(96 * 1024 * 2.0)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                host.root.labelTexts == ["size accessibility2 icon 66", "capped xLarge"]
            }, "\(host.root.labelTexts)")
    }
}
