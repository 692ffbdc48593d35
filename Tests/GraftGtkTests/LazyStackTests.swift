import Graft
import GtkBridge
import Testing

@Suite("LazyVStack and LazyVGrid on GTK's recycling views", .serialized)
@MainActor
struct LazyStackTests {
    @Test("LazyVStack of 10,000 rows binds only GTK's window of rows, spaced, with no selection")
    func lazyVStack() throws {
        let model = ListModel(count: 10_000)
        let host = try GtkTest.show(width: 320, height: 240) {
            LazyVStack(alignment: .leading, spacing: 6) { ForEach(model.items) { Text($0.name) } }
        }
        defer { host.close() }
        let list = host.list
        #expect(list.listView.typeName == "GtkListView")
        #expect(list.hasCSSClass("graft-lazy"))
        #expect(list.rowCount == 10_000)
        #expect(list.visibleTexts.first == "Row 0")
        let made = list.listView.all("GtkLabel").count
        #expect(made >= 5 && made <= 250, "rows are made for the viewport, not for all 10,000: \(made)")
        let first = try #require(list.rowFrame(at: 0))
        let second = try #require(list.rowFrame(at: 1))
        #expect(second.y - (first.y + first.height) >= 6, "rows are at least the spacing apart")
        list.selectAsUser(2)
        GtkTest.settle()
        #expect(list.selectedPositions.isEmpty, "a lazy stack has no selection")
    }

    @Test("LazyVGrid with three flexible columns puts three cells on each row")
    func fixedColumns() throws {
        let model = ListModel(count: 1_000)
        let host = try GtkTest.show(width: 360, height: 240) {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { ForEach(model.items) { Text($0.name) } }
        }
        defer { host.close() }
        let grid = host.list
        #expect(grid.listView.typeName == "GtkGridView")
        let frames = try (0..<4).map { try #require(grid.rowFrame(at: $0)) }
        #expect(frames[0].y == frames[1].y && frames[1].y == frames[2].y)
        #expect(frames[0].x < frames[1].x && frames[1].x < frames[2].x)
        #expect(frames[3].y > frames[0].y, "the fourth cell starts the second row")
        #expect(frames[3].x == frames[0].x)
    }

    @Test("LazyVGrid with an adaptive column fits as many cells as the minimum width allows")
    func adaptiveColumns() throws {
        let model = ListModel(count: 1_000)
        let host = try GtkTest.show(width: 440, height: 240) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { ForEach(model.items) { Text($0.name) } }
        }
        defer { host.close() }
        let grid = host.list
        let frames = try (0..<6).map { try #require(grid.rowFrame(at: $0)) }
        let firstRow = frames.filter { $0.y == frames[0].y }.count
        #expect(firstRow >= 3 && firstRow <= 4, "440 px at 100 px minimum: \(firstRow) columns")
        let narrow = try GtkTest.show(width: 240, height: 240) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) { ForEach(model.items) { Text($0.name) } }
        }
        defer { narrow.close() }
        let narrowFrames = try (0..<3).map { try #require(narrow.list.rowFrame(at: $0)) }
        let narrowRow = narrowFrames.filter { $0.y == narrowFrames[0].y }.count
        #expect(narrowRow >= 1 && narrowRow <= 2, "240 px at 100 px minimum: \(narrowRow) columns")
    }
}
