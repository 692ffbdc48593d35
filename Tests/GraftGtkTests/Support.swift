import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

/// Shows views in real GTK windows under the test display.
@MainActor
enum GtkTest {
    static func show<Content: View>(
        width: Int = 320, height: Int = 240, colorScheme: ColorScheme? = .light,
        @ViewBuilder _ content: () -> Content
    ) throws -> HostingWindow {
        let host = try HostingWindow(
            title: "test", width: width, height: height, colorScheme: colorScheme, content: content)
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        settle()
        return host
    }

    /// Waits until every mapped window has run its pending updates, layout and paint: Graft's update
    /// pass runs before the frame clock's layout, so a frame painted after this call started shows it.
    static func settle() {
        for window in Gtk.Window.toplevels where window.isMapped {
            #expect(throws: Never.self) { try window.waitUntilPainted() }
        }
    }
}

extension HostingWindow {
    var root: Gtk.Widget { window }
}

/// Whether `name` is a class of Graft's shared stylesheet (`graft-s1`, `graft-s2`, …).
func isStyleClass(_ name: String) -> Bool {
    name.hasPrefix("graft-s") && name.dropFirst(7).allSatisfy(\.isNumber) && name.count > 7
}

/// Runs the GLib loop and lets other main-actor work (tasks, the main queue) run between its
/// rounds, until `condition` holds or `timeout` passes: for tests of work that hops to the main actor.
@MainActor
func waitUntil(_ timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    await MainLoop.run(until: condition, timeout: timeout)
}

/// Drives the test display's keyboard and window focus with xdotool (XTest), as a user would.
@MainActor
enum Keyboard {
    /// Runs xdotool with `arguments` and waits for it on the main loop, so GTK handles its events.
    static func xdotool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning }, "xdotool \(arguments) finished")
    }

    /// Gives the X input focus to the window titled `title`, as a click on it would.
    static func focusWindow(titled title: String) throws {
        try xdotool(["search", "--sync", "--name", "^\(title)$", "windowfocus", "--sync", "%1"])
    }
}
