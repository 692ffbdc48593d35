import GraftCore
import GtkBridge

/// A `Table`: a recycling `GtkColumnView`.
@MainActor
public final class NativeTable: NativeWidget {
    let table: Gtk.ColumnView
    /// The table style last applied.
    var tableStyle: _TableStyleKind?
    /// Each column's minimum cell width in pixels, by column index.
    var minimumWidths: [Int: Int] = [:]
    init(_ table: Gtk.ColumnView) {
        self.table = table
        super.init(table)
    }
}

extension GtkBackend {
    /// A recycling `GtkColumnView` over `cells`, with GTK's selection model for `selection`.
    public func makeTable(selection: ListSelectionMode, cells: any _TableCellSource<NativeWidget, Gtk.ListItem>)
        -> NativeTable
    {
        let table = Gtk.ColumnView(selection: Gtk.ListView.SelectionMode(selection))
        table.hexpand = true
        table.vexpand = true
        table.addCSSClass("graft-table")
        let view = NativeTable(table)
        view.setOwnFills(width: true, height: true)
        // The callbacks hold the cell source weakly: the engine owns it.
        weak var source = cells
        table.onBind = { [weak view] item, column in
            guard let source, let view, let row = item.position else { return }
            let native = source.bindCell(item, row: row, column: column)
            let cell = native.widget
            if !cell.hasCSSClass("graft-cell") {
                cell.addCSSClass("graft-cell")
                native.alignment = .leading
                native.alignChildren()
            }
            cell.setSizeRequest(width: view.minimumWidths[column] ?? -1, height: -1)
            item.child = cell
        }
        table.onUnbind = { item, _ in source?.unbindCell(item) }
        table.onTeardown = { item, _ in
            item.child = nil
            source?.releaseCell(item)
        }
        table.onSelectionChanged = { [weak table] in
            guard let table else { return }
            source?.selectionDidChange(table.selectedPositions)
        }
        table.onSortClicked = { column in source?.sortClicked(column: column) }
        view.onDismantle = { [weak table] in
            table?.onBind = nil
            table?.onUnbind = nil
            table?.onTeardown = nil
            table?.onSelectionChanged = nil
            table?.onSortClicked = nil
        }
        return view
    }

    /// Sets the columns' headers and widths, GTK's sort arrow and the table's look.
    ///
    /// A column's ideal width (or its minimum) becomes its fixed starting width; a minimum keeps
    /// its cells at least that wide; a column without a finite maximum takes a share of spare
    /// width. `.bordered` shows lines between rows and columns and frames the table.
    public func updateTable(
        _ view: NativeTable, columns: [_TableColumnSpec], sort: _TableSort?, style: _TableStyleKind
    ) {
        view.minimumWidths = [:]
        for (index, column) in columns.enumerated() {
            if let minimum = column.minWidth { view.minimumWidths[index] = Int(minimum.rounded(.up)) }
        }
        view.table.setColumns(
            columns.map { column in
                let start = column.idealWidth ?? column.minWidth
                let bounded = column.maxWidth.map { $0.isFinite } ?? false
                return Gtk.ColumnView.Column(
                    title: column.title, fixedWidth: start.map { Int($0.rounded()) }, expands: !bounded,
                    sortable: column.sortable)
            })
        view.table.showSort(column: sort?.column, descending: sort?.descending ?? false)
        guard view.tableStyle != style else { return }
        view.tableStyle = style
        let bordered = style == .bordered
        view.table.showsSeparators = (bordered, bordered)
        if bordered { view.table.addCSSClass("frame") } else { view.table.removeCSSClass("frame") }
    }

    /// Tells the column view that rows were removed and added at `position`.
    public func spliceTable(_ view: NativeTable, at position: Int, removed: Int, added: Int) {
        view.table.splice(at: position, removed: removed, added: added)
    }

    /// The positions of the selected rows.
    public func tableSelection(_ view: NativeTable) -> [Int] { view.table.selectedPositions }

    /// Selects the rows at `positions` (and no others).
    public func setTableSelection(_ view: NativeTable, _ positions: [Int]) {
        view.table.selectedPositions = positions
    }

    /// The row a cell slot shows, or `nil` while it is unbound.
    public func tableCellRow(_ cell: Gtk.ListItem) -> Int? { cell.position }
}

extension Gtk.ListView.SelectionMode {
    /// GTK's selection model for a list's or table's selection mode.
    init(_ mode: ListSelectionMode) {
        switch mode {
        case .none: self = .none
        case .single: self = .single
        case .multiple: self = .multiple
        }
    }
}
