import Foundation

/// A table's sort order binding, with its comparator type erased.
@MainActor
struct _TableSortBinding<Value> {
    /// The key path and order of the first comparator, when it is a `KeyPathComparator`.
    let first: () -> (keyPath: AnyKeyPath, descending: Bool)?
    /// Writes the sort order a click on `column`'s header makes.
    let click: (_TableColumnValue<Value>) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) where Sort.Compared == Value {
        first = {
            guard let first = binding.wrappedValue.first as? KeyPathComparator<Value> else { return nil }
            return (first.keyPath, first.order == .reverse)
        }
        click = { column in
            guard let keyPath = column.sortKeyPath else { return }
            var order = binding.wrappedValue
            if let first = order.first as? KeyPathComparator<Value>, first.keyPath == keyPath {
                // The first column again: its order toggles, as a second click does on the Mac.
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                guard let comparator = column.comparator?(.forward) as? Sort else { return }
                order.removeAll { ($0 as? KeyPathComparator<Value>)?.keyPath == keyPath }
                order.insert(comparator, at: 0)
            }
            binding.wrappedValue = order
        }
    }
}

/// The engine side of one `Table`: one small view graph per bound cell slot, the row diff from
/// one value of the table to the next (by `id`, as `List` does), the selection both ways and the
/// header clicks written to the sort order.
@MainActor
final class _TableCoordinator<B: Backend, Value: Identifiable>: _TableCellSource {
    /// Which cell a slot shows: its column and its row's id.
    struct CellKey: Hashable {
        let column: Int
        let id: AnyHashable
    }
    typealias CellHost = _RowGraphHost<B.TableCell, CellKey>

    let backend: B
    var table: B.TableWidget?
    private var rows: _TableRows<Value>?
    private var columns: [_TableColumnValue<Value>] = []
    private var hosts: [ObjectIdentifier: CellHost] = [:]
    private var environment = EnvironmentValues()
    private var selection: _ListSelection?
    private var sort: _TableSortBinding<Value>?
    private var isApplying = false
    private let selectionRead = _NodeTrackedRead()
    private let sortRead = _NodeTrackedRead()

    /// How many cell graphs were made (tests and benchmarks: only on-screen cells are).
    private(set) var cellGraphsMade = 0

    init(backend: B) { self.backend = backend }

    var rowCount: Int { rows?.count ?? 0 }

    /// Brings the table up to date with a new value: its columns, rows, selection and sort order.
    func update(
        rows newRows: _TableRows<Value>, columns newColumns: [_TableColumnValue<Value>], selection: _ListSelection?,
        sort: _TableSortBinding<Value>?, environment: EnvironmentValues
    ) {
        self.selection = selection
        self.sort = sort
        let environmentChanged = !environment.isSameVersion(as: self.environment)
        self.environment = environment
        isApplying = true
        defer { isApplying = false }
        let old = rows
        rows = newRows
        columns = newColumns
        guard let table else { return }
        let sorted = sort.flatMap { sortRead.read($0.first) }
        let sortColumn = sorted.flatMap { first in
            newColumns.firstIndex { $0.sortKeyPath == first.keyPath }.map {
                _TableSort(column: $0, descending: first.descending)
            }
        }
        backend.updateTable(
            table, columns: newColumns.map(\.spec), sort: sortColumn, style: environment._tableStyle)
        let splices =
            old.map { newRows.rows.splices(from: $0.rows) ?? [(0, $0.count, newRows.count)] }
            ?? [(0, 0, newRows.count)]
        for splice in splices {
            backend.spliceTable(table, at: splice.position, removed: splice.removed, added: splice.added)
        }
        refreshBoundCells(force: environmentChanged)
        applySelection()
    }

    /// Re-binds every bound slot to the cell now at its place: the same row is updated in place,
    /// another row takes its state fresh.
    private func refreshBoundCells(force: Bool) {
        for host in hosts.values where host.isBound {
            guard let row = backend.tableCellRow(host.item), row < rowCount, host.key.column < columns.count else {
                continue
            }
            host.show(
                cell(row: row, column: host.key.column), key: key(row: row, column: host.key.column),
                environment: environment, force: force)
        }
    }

    private func cell(row: Int, column: Int) -> any View {
        guard let rows, row < rows.count, column < columns.count else { return EmptyView() }
        return columns[column].cell(rows.value(row))
    }

    private func key(row: Int, column: Int) -> CellKey {
        CellKey(
            column: column, id: rows.map { row < $0.count ? $0.rows.id(at: row) : AnyHashable(-1) } ?? AnyHashable(-1))
    }

    /// Dismantles every cell graph (the table leaves the tree).
    func unmountAll() {
        for host in hosts.values { host.graph.unmount() }
        hosts.removeAll()
        table = nil
    }

    // MARK: _TableCellSource

    func bindCell(_ cell: B.TableCell, row: Int, column: Int) -> B.Widget {
        let view = self.cell(row: row, column: column)
        let key = key(row: row, column: column)
        if let host = hosts[ObjectIdentifier(cell)] {
            host.show(view, key: key, environment: environment, force: false)
            host.isBound = true
            return host.graph.rootWidget(as: B.self)
        }
        let graph = ViewGraph(root: AnyView(erasing: view), backend: backend, environment: environment)
        cellGraphsMade += 1
        hosts[ObjectIdentifier(cell)] = CellHost(item: cell, graph: graph, key: key, view: view)
        return graph.rootWidget(as: B.self)
    }

    func unbindCell(_ cell: B.TableCell) { hosts[ObjectIdentifier(cell)]?.isBound = false }

    func releaseCell(_ cell: B.TableCell) {
        hosts.removeValue(forKey: ObjectIdentifier(cell))?.graph.unmount()
    }

    func selectionDidChange(_ positions: [Int]) {
        guard !isApplying, let selection, let rows else { return }
        let ids = Set(positions.filter { $0 < rows.count }.map { rows.rows.id(at: $0) })
        if ids != selection.get() { selection.set(ids) }
    }

    func sortClicked(column: Int) {
        guard column < columns.count else { return }
        sort?.click(columns[column])
    }

    // MARK: Selection

    /// Shows the selection the binding holds.
    private func applySelection() {
        guard let table, let selection, let rows else { return }
        let wanted = selectionRead.read(selection.get).compactMap { rows.rows.index(of: $0) }.sorted()
        if backend.tableSelection(table) != wanted { backend.setTableSelection(table, wanted) }
    }
}
