import Graft
import GtkBridge
import Testing

private struct StyledRow: Identifiable {
    let name: String
    var id: String { name }
}

@Suite(".listStyle on GTK", .serialized)
@MainActor
struct ListStyleGtkTests {
    @Test(".sidebar is GTK's navigation-sidebar list; .insetGrouped is framed and inset from the window's edges")
    func styles() throws {
        let rows = [StyledRow(name: "Inbox"), StyledRow(name: "Drafts"), StyledRow(name: "Sent")]
        let sidebar = try GtkTest.show(width: 300, height: 240) {
            List(rows) { Text($0.name) }.listStyle(.sidebar)
        }
        let sidebarList = try #require(sidebar.root.first("GtkListView"))
        #expect(sidebarList.hasCSSClass("navigation-sidebar"))
        #expect(sidebar.shownTexts.contains("Drafts"))
        sidebar.close()

        let inset = try GtkTest.show(width: 300, height: 240) {
            List(rows) { Text($0.name) }.listStyle(.insetGrouped)
        }
        defer { inset.close() }
        let scroller = try #require(inset.root.first("GtkScrolledWindow"))
        #expect(scroller.hasCSSClass("frame"))
        let content = try #require(inset.window.child)
        let frame = try #require(scroller.frame(in: content))
        #expect(frame.x >= 12, "inset from the leading edge")
        #expect(frame.x + frame.width <= Double(content.allocatedWidth) - 12, "and from the trailing edge")
        let list = try #require(inset.root.first("GtkListView"))
        #expect(!list.hasCSSClass("navigation-sidebar"))
        #expect(list.hasCSSClass("rich-list"))
    }
}
