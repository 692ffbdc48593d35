import Foundation
import Graft
import GtkBridge
import Testing

@Suite(".contextMenu and .swipeActions on GTK, driven by the display's pointer", .serialized)
@MainActor
struct ContextMenuGtkTests {
    final class Log {
        var events: [String] = []
    }

    func show<Content: View>(_ title: String, @ViewBuilder _ content: () -> Content) throws -> HostingWindow {
        let host = try HostingWindow(title: title, width: 260, height: 200, colorScheme: .light, content: content)
        host.present()
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
        GtkTest.settle()
        return host
    }

    func run(_ title: String, at point: (x: Double, y: Double), _ actions: [String]) throws {
        let process = try Pointer.run(window: title, at: point, actions)
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning }, "xdotool finished")
    }

    /// The open menus: mapped popovers.
    func openMenus(in host: HostingWindow) -> [Gtk.Widget] {
        host.root.all("GtkPopover").filter(\.isMapped)
    }

    @Test("A right click opens the row's menu with its context-menu and swipe actions; an item runs and closes it")
    func secondaryClick() throws {
        let log = Log()
        let host = try show("context-menu-click") {
            VStack {
                Text("Groceries")
                    .padding(12)
                    .contextMenu {
                        Button("Pin") { log.events.append("pin") }
                    }
                    .swipeActions {
                        Button("Delete", role: .destructive) { log.events.append("delete") }
                    }
                Text("Plain row").padding(12)
            }
        }
        defer {
            host.close()
            Pointer.park()
        }
        #expect(openMenus(in: host).isEmpty)
        let row = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["Groceries"] })
        try run("context-menu-click", at: try Pointer.centre(of: row, in: host.window), ["click", "3"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !openMenus(in: host).isEmpty }, "the menu opened")
        let menu = try #require(openMenus(in: host).first)
        // A tooltip window the pointer raises over the menu has an empty label of its own.
        #expect(
            menu.labelTexts.filter { !$0.isEmpty } == ["Pin", "Delete"], "context-menu items, then the swipe actions")
        let delete = try #require(menu.all("GtkButton").first { $0.labelTexts == ["Delete"] })
        #expect(delete.hasCSSClass("destructive-action"))
        delete.emit("clicked")
        GtkTest.settle()
        #expect(log.events == ["delete"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { openMenus(in: host).isEmpty }, "choosing closes the menu")

        // A right click on a row without a menu opens nothing; the marker: a left click is handled.
        let plain = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["Plain row"] })
        try run("context-menu-click", at: try Pointer.centre(of: plain, in: host.window), ["click", "3"])
        GtkTest.settle()
        #expect(openMenus(in: host).isEmpty)
    }

    @Test("A long press opens the menu too")
    func longPress() throws {
        let log = Log()
        let host = try show("context-menu-press") {
            Text("Hold me")
                .padding(20)
                .contextMenu { Button("Share") { log.events.append("share") } }
        }
        defer {
            host.close()
            Pointer.park()
        }
        let label = try #require(host.root.all("GtkLabel").first { $0.labelTexts == ["Hold me"] })
        try run(
            "context-menu-press", at: try Pointer.centre(of: label, in: host.window),
            ["mousedown", "1", "sleep", "1.2", "mouseup", "1"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { !openMenus(in: host).isEmpty }, "the menu opened")
        let menu = try #require(openMenus(in: host).first)
        let share = try #require(menu.all("GtkButton").first { $0.labelTexts == ["Share"] })
        share.emit("clicked")
        #expect(log.events == ["share"])
    }
}
