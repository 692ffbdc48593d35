import Foundation
import Graft
import GtkBridge
import Testing

struct ShortcutHost: View {
    @State private var saves = 0
    @State private var confirms = 0
    @State private var cancels = 0
    @State private var marks = 0
    @State private var showsSave = true
    @State private var savesEnabled = true
    @State private var level = 0.5
    var body: some View {
        VStack {
            Text("saves \(saves) confirms \(confirms) cancels \(cancels) marks \(marks)")
            if showsSave {
                Button("Save") { saves += 1 }
                    .keyboardShortcut("s")
                    .disabled(!savesEnabled)
            }
            Button("Mark") { marks += 1 }.keyboardShortcut("m", modifiers: [.command, .shift])
            Button("OK") { confirms += 1 }.keyboardShortcut(.defaultAction)
            Button("Cancel") { cancels += 1 }.keyboardShortcut(.cancelAction)
            Button("Hide save") { showsSave = false }
            Button("Disable save") { savesEnabled = false }
            Slider(value: $level)
        }
    }
}

/// The title of the window the shortcut tests type into.
let shortcutWindowTitle = "keyboard-shortcut-test"

/// Presses `keys` (xdotool names: `ctrl+s`, `Return`) as the user would: gives the X input focus
/// to the test's window, then sends real X key events; the main loop runs meanwhile. Returns
/// whether xdotool succeeded.
@MainActor
func pressKeys(_ keys: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
    process.arguments =
        [
            "search", "--onlyvisible", "--name", "^\(shortcutWindowTitle)$", "windowfocus", "--sync", "key",
            "--clearmodifiers",
        ]
        + keys
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let finished = MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning }
    if !finished { process.terminate() }
    return finished && process.terminationStatus == 0
}

@Suite("Keyboard shortcuts on GTK", .serialized)
@MainActor
struct KeyboardShortcutTests {
    func show() throws -> HostingWindow {
        let host = try HostingWindow(title: shortcutWindowTitle, width: 320, height: 320) { ShortcutHost() }
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        return host
    }

    func counts(_ host: HostingWindow) -> String? { host.root.labelTexts.first { $0.hasPrefix("saves") } }

    @Test("Ctrl+S clicks the button with the \"s\" shortcut; Ctrl+Shift+M the one with modifiers")
    func letter() throws {
        let host = try show()
        defer { host.close() }
        #expect(pressKeys("ctrl+s"))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { counts(host) == "saves 1 confirms 0 cancels 0 marks 0" })
        #expect(pressKeys("ctrl+shift+m"))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { counts(host) == "saves 1 confirms 0 cancels 0 marks 1" })
        // A plain "s" (no Ctrl) is not the shortcut; the Ctrl+Shift+M after it shows the keys were read.
        #expect(pressKeys("s", "ctrl+shift+m"))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { counts(host) == "saves 1 confirms 0 cancels 0 marks 2" })
    }

    @Test("Return runs the default action and Escape the cancel action")
    func defaultAndCancel() throws {
        let host = try show()
        defer { host.close() }
        // The focus on a slider, which ignores Return: a focused button would take Return for
        // itself, as GTK's buttons do.
        let scale = try #require(host.root.first("GtkScale"))
        #expect(scale.grabFocus())
        #expect(pressKeys("Return"))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { counts(host) == "saves 0 confirms 1 cancels 0 marks 0" })
        #expect(pressKeys("Escape"))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { counts(host) == "saves 0 confirms 1 cancels 1 marks 0" })
    }

    @Test("A shortcut goes with its button: once the button is gone (or disabled) the key does nothing")
    func removedWithButton() throws {
        let host = try show()
        defer { host.close() }
        host.click("Disable save")
        // The Ctrl+Shift+M after Ctrl+S is a marker: once it has run, so would have the Ctrl+S.
        #expect(pressKeys("ctrl+s", "ctrl+shift+m"))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { counts(host) == "saves 0 confirms 0 cancels 0 marks 1" })
        host.click("Hide save")
        #expect(!host.root.labelTexts.contains("Save"))
        #expect(pressKeys("ctrl+s", "ctrl+shift+m"))
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { counts(host) == "saves 0 confirms 0 cancels 0 marks 2" })
    }
}
