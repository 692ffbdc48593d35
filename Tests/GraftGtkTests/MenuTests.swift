import Graft
import GtkBridge
import Testing

struct MenuHost: View {
    @State private var sortedBy = "nothing"
    var body: some View {
        VStack {
            Text("Sorted by \(sortedBy)")
            Menu("Sort") {
                Button("By name") { sortedBy = "name" }
                Button("By date") { sortedBy = "date" }
            }
        }
    }
}

@Suite("Menu on GTK", .serialized)
@MainActor
struct MenuTests {
    @Test("A menu is a GtkMenuButton whose popover holds the items; choosing one runs it and closes the menu")
    func menu() throws {
        let host = try GtkTest.show(width: 320, height: 240) { MenuHost() }
        defer { host.close() }
        let menuButton = try #require(host.root.first("GtkMenuButton"))
        #expect(menuButton.labelTexts.first == "Sort")
        let popover = try #require(menuButton.first("GtkPopover"))
        #expect(!popover.isVisible)
        // GTK 4.8's menu button opens its popover from the toggle button inside it.
        let toggle = try #require(menuButton.first("GtkToggleButton"))
        _ = toggle.emit("clicked")
        GtkTest.settle()
        #expect(popover.isVisible, "the menu opened")
        let item = try #require(popover.all("GtkButton").first { $0.labelTexts.first == "By date" })
        _ = item.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts.contains("Sorted by date") })
        #expect(!popover.isVisible, "choosing an item closed the menu")
    }
}
