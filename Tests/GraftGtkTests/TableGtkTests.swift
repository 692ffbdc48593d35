import Foundation
import Graft
import GtkBridge
import Observation
import Testing

/// One row of the table tests' data.
struct TablePerson: Identifiable, Equatable {
    let id: Int
    var name: String
    var age: Int
}

/// The table tests' data, changed by the tests as an app's model would be.
@Observable @MainActor
final class TableModel {
    var people: [TablePerson]
    var selected: Int?
    var selectedSet: Set<Int> = []
    var order: [KeyPathComparator<TablePerson>] = []
    init(_ people: [TablePerson]) { self.people = people }
    /// The people in the model's sort order, as an app sorts its data for its table.
    var sorted: [TablePerson] { people.sorted(using: order) }
}

extension HostingWindow {
    /// The window's (first) table.
    var table: Gtk.ColumnView {
        let scrolled = root.all("GtkScrolledWindow").first { $0.hasCSSClass("graft-table") }!
        return Gtk.ColumnView.owning(scrolled)!
    }
}

extension Gtk.ColumnView {
    /// The text shown by the cell of `column` in row `row`, if that cell is bound.
    func text(row: Int, column: Int) -> String? {
        cellItems(column: column).first { $0.position == row }?.child?.labelTexts.first
    }

    /// The texts of column `column`'s first `count` rows (nil where a cell is not bound).
    func column(_ column: Int, rows count: Int) -> [String?] { (0..<count).map { text(row: $0, column: column) } }

    /// The titles GTK shows in the column headers, left to right.
    var headerTitles: [String] { columnView.all("GtkColumnViewTitle").flatMap(\.labelTexts) }
}

private let trio = [
    TablePerson(id: 1, name: "Carol", age: 41), TablePerson(id: 2, name: "alice", age: 29),
    TablePerson(id: 3, name: "Bob", age: 35),
]

@Suite("Table on GTK", .serialized)
@MainActor
struct TableGtkTests {
    @Test("headers show the columns' titles and cells the rows' values, in the data's order")
    func headersAndCells() throws {
        let host = try GtkTest.show(width: 400, height: 300) {
            Table(trio) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { person in Text("\(person.age) years") }
                    .width(90)
            }
        }
        defer { host.close() }
        let table = host.table
        #expect(table.headerTitles == ["Name", "Age"])
        #expect(table.rowCount == 3)
        #expect(table.column(0, rows: 3) == ["Carol", "alice", "Bob"])
        #expect(table.column(1, rows: 3) == ["41 years", "29 years", "35 years"])
        #expect(table.columnSpecs.map(\.fixedWidth) == [nil, 90])
        #expect(table.selectedPositions.isEmpty)
    }

    @Test("a click on a row writes the selection binding; setting the binding selects the row")
    func selectionBothWays() throws {
        let model = TableModel(trio)
        let host = try showTracked { Table(model.people, selection: Bindable(model).selected) { nameColumn } }
        defer { host.close() }
        let table = host.table
        let cell = try #require(table.cellItems(column: 0).first { $0.position == 2 }?.child)
        let click = try Pointer.run(
            window: "test", at: Pointer.centre(of: cell, in: host.window), ["click", "1"])
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !click.isRunning && model.selected == 3 })
        #expect(table.selectedPositions == [2])

        model.selected = 1
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { table.selectedPositions == [0] })
        model.selected = nil
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { table.selectedPositions.isEmpty })
        Pointer.park()
    }

    @Test("several rows can be selected with a Set binding")
    func multipleSelection() throws {
        let model = TableModel(trio)
        let host = try showTracked { Table(model.people, selection: Bindable(model).selectedSet) { nameColumn } }
        defer { host.close() }
        model.selectedSet = [1, 3]
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.table.selectedPositions == [0, 2] })
    }

    @Test(
        "a header click writes sortOrder (clicked column first, a second click reverses) and the app's sorted rows show"
    )
    func headerClickSorts() throws {
        let model = TableModel(trio)
        let host = try showTracked {
            Table(model.sorted, sortOrder: Bindable(model).order) {
                TableColumn("Name", value: \.name, comparator: NameOrder())
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
            }
        }
        defer { host.close() }
        let table = host.table
        #expect(table.column(0, rows: 3) == ["Carol", "alice", "Bob"], "the data's own order before any click")
        #expect(table.sortIndicator == nil)
        let headers = table.columnView.all("GtkColumnViewTitle")
        try #require(headers.count == 2)

        try clickHeader(headers[1], in: host)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { table.column(1, rows: 3) == ["29", "35", "41"] })
        #expect(model.order == [KeyPathComparator(\TablePerson.age)])
        #expect(table.sortIndicator.map { [$0.column] } == [1])

        try clickHeader(headers[0], in: host)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { table.column(0, rows: 3) == ["alice", "Bob", "Carol"] })
        #expect(model.order.map(\.keyPath) == [\TablePerson.name, \TablePerson.age], "the clicked column first")

        try clickHeader(headers[0], in: host)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { table.column(0, rows: 3) == ["Carol", "Bob", "alice"] })
        #expect(model.order.first?.order == .reverse)
        #expect(table.sortIndicator.map { [$0.column] } == [0] && table.sortIndicator?.descending == true)
        Pointer.park()
    }

    @Test("10,000 rows bind cells only for the rows near the screen")
    func manyRows() throws {
        let people = (0..<10_000).map { TablePerson(id: $0, name: "Person \($0)", age: $0 % 90) }
        let host = try GtkTest.show(width: 400, height: 300) {
            Table(people) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            }
        }
        defer { host.close() }
        let table = host.table
        #expect(table.rowCount == 10_000)
        #expect(table.text(row: 0, column: 0) == "Person 0")
        let bound = (0..<2).map { column in table.cellItems(column: column).filter { $0.position != nil }.count }
        #expect(bound.allSatisfy { $0 >= 5 && $0 <= 250 }, "bound cells per column: \(bound)")
        #expect(table.text(row: 9_999, column: 0) == nil)
    }

    @Test("inserted, removed and changed rows show; a kept row keeps its cell")
    func dataChanges() throws {
        let model = TableModel(trio)
        let host = try showTracked {
            Table(model.people, selection: Bindable(model).selected) {
                nameColumn
                TableColumn("Age") { Text("\($0.age)") }
            }
        }
        defer { host.close() }
        let table = host.table
        model.selected = 3
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { table.selectedPositions == [2] })
        let bobSlot = try #require(table.cellItems(column: 0).first { $0.position == 2 })

        model.people.insert(TablePerson(id: 4, name: "Dan", age: 50), at: 0)
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { table.column(0, rows: 4) == ["Dan", "Carol", "alice", "Bob"] })
        #expect(table.selectedPositions == [3], "the selection follows the row's id")
        #expect(bobSlot.position == 3, "Bob's cell moved down with its row instead of being rebuilt")

        model.people.remove(at: 1)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { table.column(0, rows: 3) == ["Dan", "alice", "Bob"] })
        #expect(table.rowCount == 3)

        model.people[1].name = "Alice"
        model.people[1].age = 30
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { table.text(row: 1, column: 0) == "Alice" })
        #expect(table.text(row: 1, column: 1) == "30")
    }

    @Test("a phone-narrow table keeps every column and scrolls sideways; .bordered draws lines")
    func narrowAndBordered() throws {
        let host = try GtkTest.show(width: 180, height: 300) {
            Table(trio) {
                TableColumn("Name", value: \.name).width(min: 120)
                TableColumn("Age") { Text("\($0.age)") }.width(min: 120)
            }
            .tableStyle(.bordered)
        }
        defer { host.close() }
        let table = host.table
        #expect(table.headerTitles == ["Name", "Age"])
        #expect(table.text(row: 0, column: 1) == "41")
        #expect(table.contentWidth >= 240, "the columns keep their minimum widths")
        #expect(table.pageWidth <= 180 && table.pageWidth > 0, "narrower than its columns: it scrolls sideways")
        #expect(table.showsSeparators == (true, true))
        #expect(table.hasCSSClass("frame"))
    }

    /// The name column most tests show.
    private var nameColumn: TableColumn<TablePerson, KeyPathComparator<TablePerson>, Text, Text> {
        TableColumn("Name", value: \.name)
    }

    /// Shows `content` in a 400×300 window, re-evaluated when the models it reads change.
    private func showTracked<C: View>(@ViewBuilder _ content: @escaping () -> C) throws -> HostingWindow {
        try GtkTest.show(width: 400, height: 300) { Tracked(content) }
    }

    private func clickHeader(_ header: Gtk.Widget, in host: HostingWindow) throws {
        let click = try Pointer.run(window: "test", at: Pointer.centre(of: header, in: host.window), ["click", "1"])
        #expect(MainLoop.runUntil(timeout: .seconds(10)) { !click.isRunning })
        GtkTest.settle()
    }
}

/// A case-insensitive comparator of names (Foundation on Linux has no `.localizedStandard`).
struct NameOrder: SortComparator {
    var order: SortOrder = .forward
    func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let result = lhs.lowercased().compare(rhs.lowercased())
        return order == .forward
            ? result
            : result == .orderedAscending
                ? .orderedDescending : result == .orderedDescending ? .orderedAscending : .orderedSame
    }
}
