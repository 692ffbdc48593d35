import GraftCore
import GraftTestBackend
import Testing

@MainActor
private struct Table: View {
    @State var wide = false
    var body: some View {
        Grid(alignment: .topLeading, horizontalSpacing: 4) {
            GridRow(alignment: .bottom) {
                Text("a").gridCellColumns(wide ? 2 : 1)
                Text("b")
            }
            Divider()
            Button("widen") { wide = true }
        }
    }
}

@Suite("Grid in the engine")
@MainActor
struct GridTests {
    @Test("The grid holds its rows and the views outside rows; a row holds its cells; cell modifiers wrap a cell")
    func structure() {
        let h = Harness(Table())
        let grid = h.first("grid")
        #expect(grid["alignment"] == "\(Alignment.topLeading)")
        #expect(grid["horizontalSpacing"] == "4.0" && grid["verticalSpacing"] == "8.0", "nil is the default of 8")
        #expect(grid.children.map(\.kind) == ["gridRow", "divider", "button"])
        let row = grid.children[0]
        #expect(row["alignment"] == "bottom")
        #expect(row.children.map(\.kind) == ["gridCell", "text"])
        #expect(row.children[0]["columns"] == "1")
        #expect(grid.children[1]["axis"] == "none", "a divider outside a row lies along no stack")

        h.first("button").click()
        h.turn()
        #expect(row.children[0]["columns"] == "2", "a changed span reaches the cell's container")
    }
}
