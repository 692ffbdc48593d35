import Graft
import GraftTestSupport
import GtkBridge
import Testing

/// A fixed-size block named by its text: its frame is the box around the label.
@MainActor
private func block(_ name: String, width: Double, height: Double = 20) -> some View {
    Text(name).frame(width: width, height: height)
}

/// A grid whose second row grows a third cell, and loses its first row, on the button.
@MainActor
private struct GrowingGrid: View {
    @State var grown = false
    var body: some View {
        VStack {
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 4) {
                if !grown {
                    GridRow { block("first", width: 50) }
                }
                GridRow {
                    block("a", width: 30)
                    block("b", width: 30)
                    if grown { block("c", width: 70) }
                }
            }
            Button("grow") { grown = true }
        }
    }
}

@Suite("Grid on GTK", .serialized)
@MainActor
struct GridGtkTests {
    /// The frame, in the grid, of the fixed frame around the label showing `name`.
    func cell(_ host: HostingWindow, _ name: String) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let grid = host.root.first("GtkGrid"),
            let label = host.root.all("GtkLabel").first(where: { $0.property("label", as: String.self) == name }),
            label.isMapped, let box = label.parent
        else { return nil }
        return box.frame(in: grid)
    }

    func gridWidth(_ host: HostingWindow) -> Double { host.root.first("GtkGrid")?.frame(in: host.window)?.width ?? -1 }

    @Test("Each column is as wide as its widest cell; rows are as tall as their tallest; spacing apart")
    func columnsSizedByWidestCell() throws {
        let host = try GtkTest.show(width: 500, height: 300) {
            Grid(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 6) {
                GridRow {
                    block("a0", width: 40)
                    block("a1", width: 100, height: 30)
                }
                GridRow {
                    block("b0", width: 120)
                    block("b1", width: 20)
                }
            }
        }
        defer { host.close() }
        let a1 = try #require(cell(host, "a1"))
        let b0 = try #require(cell(host, "b0"))
        let b1 = try #require(cell(host, "b1"))
        let a0 = try #require(cell(host, "a0"))
        #expect(a0.x == 0 && b0.x == 0)
        #expect(a1.x == 130 && b1.x == 130, "column 1 starts after the 120-wide column 0 and 10 of spacing")
        #expect(b0.y == 36 && b1.y == 36, "row 1 starts after the 30-tall row 0 and 6 of spacing")
        #expect(gridWidth(host) == 230, "the grid is as wide as its columns: 120 + 10 + 100")
    }

    @Test("Cells sit at the grid's alignment, a column's at its gridColumnAlignment, a cell at its gridCellAnchor")
    func alignments() throws {
        let host = try GtkTest.show(width: 500, height: 300) {
            Grid(alignment: .trailing, horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    block("wide0", width: 100, height: 40)
                    block("wide1", width: 100, height: 40)
                    block("wide2", width: 100, height: 40)
                }
                GridRow {
                    block("right", width: 20)
                    block("left", width: 20).gridColumnAlignment(.leading)
                    block("corner", width: 20, height: 10).gridCellAnchor(.bottomLeading)
                }
            }
        }
        defer { host.close() }
        let right = try #require(cell(host, "right"))
        let left = try #require(cell(host, "left"))
        let corner = try #require(cell(host, "corner"))
        let wide1 = try #require(cell(host, "wide1"))
        #expect(right.x == 80, "trailing in its 100-wide column")
        #expect(left.x == 100, "the column's alignment (leading) beats the grid's")
        #expect(wide1.x == 100, "a column's alignment moves only cells narrower than it")
        #expect(
            corner.x == 200 && corner.y == 50, "bottom leading of its 20-tall cell below the 40-tall row: \(corner)")
    }

    @Test("GridRow(alignment:) places its shorter cells vertically")
    func rowAlignment() throws {
        let host = try GtkTest.show(width: 400, height: 300) {
            Grid(horizontalSpacing: 0) {
                GridRow(alignment: .bottom) {
                    block("tall", width: 40, height: 50)
                    block("low", width: 40, height: 10)
                }
                GridRow {
                    block("tall2", width: 40, height: 50)
                    block("middle", width: 40, height: 10)
                }
            }
        }
        defer { host.close() }
        let low = try #require(cell(host, "low"))
        let middle = try #require(cell(host, "middle"))
        let tall2 = try #require(cell(host, "tall2"))
        #expect(low.y == 40, "bottom of a 50-tall row")
        #expect(middle.y == tall2.y + 20, "centred by default")
    }

    @Test("gridCellColumns spans columns; an unsized colour takes the span's width without widening the grid")
    func spansAndUnsizedAxes() throws {
        let host = try GtkTest.show(width: 500, height: 300) {
            Grid(alignment: .leading, horizontalSpacing: 10) {
                GridRow {
                    block("x0", width: 60)
                    block("x1", width: 80)
                    block("x2", width: 40)
                }
                GridRow {
                    block("span", width: 20).gridCellColumns(2)
                    block("after", width: 10)
                }
                Color.red.frame(height: 5).gridCellUnsizedAxes(.horizontal)
            }
        }
        defer { host.close() }
        let span = try #require(cell(host, "span"))
        let after = try #require(cell(host, "after"))
        #expect(span.x == 0)
        #expect(after.x == 160, "the next cell is in column 2, after 60 + 10 + 80 + 10")
        #expect(gridWidth(host) == 200, "the unsized colour does not make the grid fill the window")
        let grid = try #require(host.root.first("GtkGrid"))
        let colour = try #require(grid.childWidgets.last)
        #expect(colour.frame(in: grid)?.width == 200, "a view outside a GridRow spans every column")
    }

    @Test("A flexible view outside a GridRow makes the grid take the window's width")
    func flexibleRowFillsWidth() throws {
        let host = try GtkTest.show(width: 400, height: 200) {
            Grid {
                GridRow {
                    block("p", width: 50)
                    block("q", width: 50)
                }
                Divider()
            }
        }
        defer { host.close() }
        let separator = try #require(host.root.first("GtkSeparator"))
        #expect(separator.frame(in: host.window)?.width == 400)
        #expect(gridWidth(host) == 400)
    }

    @Test("Adding a cell and removing a row re-lays out the grid; the removed row's widget leaves it")
    func changes() throws {
        let host = try GtkTest.show(width: 400, height: 200) { GrowingGrid() }
        defer { host.close() }
        #expect(cell(host, "first") != nil)
        #expect(cell(host, "b")?.x == 60, "column 1 is after the 50-wide first row's column 0 and 10")
        _ = host.root.first("GtkButton")!.emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { cell(host, "c") != nil && cell(host, "first") == nil })
        GtkTest.settle()
        #expect(cell(host, "b")?.x == 40, "column 0 is 30 wide once the first row is gone")
        #expect(cell(host, "c")?.x == 80)
        #expect(cell(host, "a")?.y == 0, "the remaining row is the grid's first")
        #expect(gridWidth(host) == 150)
    }

    @Test("A GridRow outside a Grid lays its views out in a row")
    func rowOutsideGrid() throws {
        let host = try GtkTest.show(width: 400, height: 200) {
            GridRow {
                block("one", width: 30)
                block("two", width: 30)
            }
        }
        defer { host.close() }
        let labels = host.root.all("GtkLabel")
        let one = try #require(labels.first { $0.property("label", as: String.self) == "one" }?.parent)
        let two = try #require(labels.first { $0.property("label", as: String.self) == "two" }?.parent)
        let first = try #require(one.frame(in: host.window))
        let second = try #require(two.frame(in: host.window))
        #expect(second.x == first.x + 38 && second.y == first.y, "side by side, 8 apart")
    }
}
