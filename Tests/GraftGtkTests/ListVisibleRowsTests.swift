import Graft
import GtkBridge
import Testing

@Suite("Which list rows are on screen", .serialized)
@MainActor
struct ListVisibleRowsTests {
    /// The rows a person sees: with rows of one height, those from the one at the scroll offset to
    /// the one at the bottom edge of the visible part.
    func expectedRows(_ list: Gtk.ListView) -> ClosedRange<Int> {
        let rowHeight = list.contentHeight / Double(list.rowCount)
        let first = Int(list.scrollOffset / rowHeight)
        let last = Int(((list.scrollOffset + list.pageHeight) / rowHeight).rounded(.up)) - 1
        return first...min(last, list.rowCount - 1)
    }

    @Test("visiblePositions are the rows on screen, at the top and after scrolling far down and back")
    func visibleRowsFollowScrolling() throws {
        let model = ListModel(count: 1_000)
        let host = try GtkTest.show(width: 320, height: 600) { Tracked { List(model.items) { Text($0.name) } } }
        defer { host.close() }
        let list = host.list
        let atTop = expectedRows(list)
        #expect(atTop.count > 10 && atTop.count < 40, "\(atTop)")
        #expect(list.visiblePositions == Array(atTop))
        for offset in [list.contentHeight / 2, 3 * list.pageHeight, list.contentHeight / 4, 0] {
            list.scrollOffset = offset
            GtkTest.settle()
            let expected = expectedRows(list)
            // A row half under an edge may or may not count as on screen; none further away does.
            let shown = list.visiblePositions
            #expect(shown.count >= expected.count - 1 && shown.count <= expected.count + 1, "\(shown) vs \(expected)")
            #expect(
                Set(shown).isSubset(of: Set(expected.lowerBound - 1...expected.upperBound + 1)),
                "\(shown) vs \(expected)")
            #expect(shown == shown.sorted(), "top to bottom")
        }
    }
}
