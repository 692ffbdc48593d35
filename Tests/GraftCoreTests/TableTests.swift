import Foundation
import GraftCore
import GraftTestBackend
import Testing

private struct FileRow: Identifiable, Equatable {
    let id: Int
    var name: String
    var size: Int
}

/// A table screen as an app writes it: the app sorts its rows by the table's sort order.
private struct Files: View {
    @State var rows = [
        FileRow(id: 1, name: "b", size: 3), FileRow(id: 2, name: "a", size: 1), FileRow(id: 3, name: "c", size: 2),
    ]
    @State var order: [KeyPathComparator<FileRow>] = []
    @State var selection: Set<Int> = []
    let probe: (Binding<[KeyPathComparator<FileRow>]>, Binding<Set<Int>>) -> Void
    var body: some View {
        probe($order, $selection)
        return Table(rows.sorted(using: order), selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { Text("\($0.size) kB") }
                .width(min: 40, ideal: 60, max: 80)
            TableColumn("Kind") { _ in Text("file") }
        }
        .tableStyle(.bordered)
    }
}

@Suite("Table (engine)")
@MainActor
struct TableTests {
    @Test(
        "columns reach the backend with titles and sortability; header clicks write the sort order; a user selection writes the ids"
    )
    func columnsAndSorting() {
        var order: Binding<[KeyPathComparator<FileRow>]>?
        var selection: Binding<Set<Int>>?
        let harness = Harness(
            Files {
                order = $0; selection = $1
            })
        harness.turn()
        let table = harness.first("table")
        #expect(table.tableColumnTitles == ["Name", "Size", "Kind"])
        #expect(table["selection"] == "multiple")
        #expect(table["tableStyle"] == "bordered")
        #expect(table["sort"] == "none")
        #expect(table.texts.prefix(3) == ["b", "3 kB", "file"], "the data's own order before any click")

        table.clickTableHeader(1)
        harness.turn()
        #expect(order?.wrappedValue == [KeyPathComparator(\FileRow.size)])
        #expect(table["sort"] == "1 ascending")
        #expect(table.texts.enumerated().filter { $0.offset % 3 == 0 }.map(\.element) == ["a", "c", "b"])

        table.clickTableHeader(1)
        harness.turn()
        #expect(order?.wrappedValue.first?.order == .reverse)
        #expect(table["sort"] == "1 descending")

        table.clickTableHeader(2)
        harness.turn()
        #expect(order?.wrappedValue.count == 1, "a column without a comparator does not sort")

        table.selectTableRows([0])
        harness.turn()
        #expect(selection?.wrappedValue == [1], "row 0 is the largest file, b, now")
    }
}
