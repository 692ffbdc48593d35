import Foundation
import Graft
import GtkBridge
import Testing

@Suite("ScenePhase from the window's active state", .serialized)
@MainActor
struct ScenePhaseGtkTests {
    struct Phase: View {
        @Environment(\.scenePhase) var scenePhase
        @State var changes: [String] = []
        var body: some View {
            Text("phase \(scenePhase)")
                .onChange(of: scenePhase) { _, new in changes.append("\(new)") }
        }
    }

    @Test("A window is .background before it is shown, .active when focused, .inactive when another window is")
    func phases() throws {
        let first = "phase-one-\(UUID().uuidString.prefix(8))"
        let second = "phase-two-\(UUID().uuidString.prefix(8))"
        let host = try HostingWindow(title: first, width: 200, height: 80, colorScheme: .light) { Phase() }
        defer { host.close() }
        #expect(host.root.labelTexts == ["phase background"])
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        try Keyboard.focusWindow(titled: first)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts == ["phase active"] },
            "\(host.root.labelTexts)")
        let other = try HostingWindow(title: second, width: 200, height: 80, colorScheme: .light) { Text("other") }
        defer { other.close() }
        other.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { other.window.isMapped })
        try Keyboard.focusWindow(titled: second)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts == ["phase inactive"] },
            "another window took the focus: \(host.root.labelTexts)")
    }
}
