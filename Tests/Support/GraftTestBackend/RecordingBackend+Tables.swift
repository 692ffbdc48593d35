import GraftCore

/// What a recorded table keeps: its cell source, row count, columns, cells and selection.
@MainActor
final class RecordedTableState {
    let cells: any _TableCellSource<RecordedWidget, RecordedListSlot>
    var count = 0
    var columns: [_TableColumnSpec] = []
    var selection: [Int] = []
    /// Cell slots by row (the first ``RecordingBackend/visibleListRows`` rows), then column.
    var slots: [[RecordedListSlot]] = []
    init(cells: any _TableCellSource<RecordedWidget, RecordedListSlot>) { self.cells = cells }

    /// Binds the first rows' cells in every column, as a table on screen would.
    func rebind(_ widget: RecordedWidget) {
        let rows = min(count, RecordingBackend.visibleListRows)
        for (row, slots) in slots.enumerated() {
            for slot in slots.dropFirst(row < rows ? columns.count : 0) {
                cells.unbindCell(slot)
                cells.releaseCell(slot)
            }
        }
        slots = (0..<rows).map { row in
            (0..<columns.count).map { column in
                row < slots.count && column < slots[row].count ? slots[row][column] : RecordedListSlot()
            }
        }
        var children: [RecordedWidget] = []
        for (row, slots) in slots.enumerated() {
            for (column, slot) in slots.enumerated() {
                slot.position = row
                children.append(cells.bindCell(slot, row: row, column: column))
            }
        }
        widget.children = children
        widget.properties["count"] = count
    }
}

extension RecordedWidget {
    /// A recorded table's column titles.
    public var tableColumnTitles: [String] { tableState?.columns.map(\.title) ?? [] }

    /// Clicks a recorded table's column header as the user would.
    ///
    /// - Parameter column: The column's index.
    public func clickTableHeader(_ column: Int) { tableState?.cells.sortClicked(column: column) }

    /// Selects rows of a recorded table as the user would.
    ///
    /// - Parameter positions: The rows to select.
    public func selectTableRows(_ positions: [Int]) {
        guard let state = tableState else { return }
        state.selection = positions
        state.cells.selectionDidChange(positions)
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"table"`.
    public func makeTable(
        selection: ListSelectionMode, cells: any _TableCellSource<RecordedWidget, RecordedListSlot>
    ) -> RecordedWidget {
        let widget = RecordedWidget(kind: "table")
        widget.properties["selection"] = "\(selection)"
        widget.tableState = RecordedTableState(cells: cells)
        return widget
    }

    /// Records the columns, the sorted column (`"sort"`: `"1 descending"`) and the style.
    public func updateTable(
        _ table: RecordedWidget, columns: [_TableColumnSpec], sort: _TableSort?, style: _TableStyleKind
    ) {
        table.properties["sort"] = sort.map { "\($0.column) \($0.descending ? "descending" : "ascending")" } ?? "none"
        table.properties["tableStyle"] = "\(style)"
        guard let state = table.tableState, state.columns != columns else { return }
        state.columns = columns
        state.rebind(table)
    }

    /// Applies the splice to the recorded rows, as GTK's model would, and rebinds the cells.
    public func spliceTable(_ table: RecordedWidget, at position: Int, removed: Int, added: Int) {
        guard let state = table.tableState else { return }
        state.count += added - removed
        state.selection = state.selection.compactMap { selected in
            if selected < position { return selected }
            if selected < position + removed { return nil }
            return selected - removed + added
        }
        state.rebind(table)
    }

    /// The selected rows recorded for the table.
    public func tableSelection(_ table: RecordedWidget) -> [Int] { table.tableState?.selection ?? [] }

    /// Records `positions` as the table's selection.
    public func setTableSelection(_ table: RecordedWidget, _ positions: [Int]) {
        table.tableState?.selection = positions
    }

    /// The row of a recorded cell slot.
    public func tableCellRow(_ cell: RecordedListSlot) -> Int? { cell.position }
}
