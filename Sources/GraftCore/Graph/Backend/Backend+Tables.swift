/// The backend contract for `Table`: a recycling table whose cells are made only while their
/// rows are on screen, with a header per column.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol TablesBackend: BackendCore {
    /// The handle of one recycled cell slot of a table (GTK 4.8's `GtkListItem` of a column).
    associatedtype TableCell: AnyObject
    /// The handle of a table widget (see `makeTable`); the backend's `Widget` unless it keeps more.
    associatedtype TableWidget: BackendWidget = Widget where TableWidget.Widget == Widget

    /// Makes a recycling table without columns or rows: it asks `cells` for the widgets of the
    /// cells it shows, and keeps `cells` (weakly or strongly) until dismantled.
    ///
    /// - Parameters:
    ///   - selection: How many rows the user may select.
    ///   - cells: The engine's side of the table.
    func makeTable(selection: ListSelectionMode, cells: any _TableCellSource<Widget, TableCell>) -> TableWidget

    /// Gives the table these columns (added or removed at the end), the sort arrow on `sort`'s
    /// column (none when nil) and the look of `style`. Called after every update of the table,
    /// before its rows are spliced; it never calls `sortClicked` of the cell source.
    func updateTable(_ table: TableWidget, columns: [_TableColumnSpec], sort: _TableSort?, style: _TableStyleKind)

    /// Replaces `removed` rows at `position` with `added` new ones; the table re-binds what it
    /// shows. Called during the table's update, after the cell source's count says the new count.
    func spliceTable(_ table: TableWidget, at position: Int, removed: Int, added: Int)

    /// The selected rows, ascending.
    func tableSelection(_ table: TableWidget) -> [Int]

    /// Selects exactly `positions` (ascending), without telling the cell source.
    func setTableSelection(_ table: TableWidget, _ positions: [Int])

    /// The row a cell slot handed to `bindCell` shows now, or nil while it is unbound; asked after
    /// a splice, to refresh the cells still on screen.
    func tableCellRow(_ cell: TableCell) -> Int?
}

/// What a backend's table asks of Graft: how many rows there are, and the widget of a cell.
/// Graft's `Table` implements it; backends call it from their table widget.
@MainActor
public protocol _TableCellSource<Widget, Cell>: AnyObject {
    /// The backend's widget type.
    associatedtype Widget: AnyObject
    /// The backend's handle of a cell slot.
    associatedtype Cell: AnyObject
    /// How many rows the table has.
    var rowCount: Int { get }
    /// Shows the cell of `column` in row `row` in `cell`'s slot, and returns the widget to put
    /// there (the same one on every bind of that slot).
    func bindCell(_ cell: Cell, row: Int, column: Int) -> Widget
    /// The slot no longer shows its cell; it may be bound again later.
    func unbindCell(_ cell: Cell)
    /// The slot is gone (its row scrolled far away, or its column was removed).
    func releaseCell(_ cell: Cell)
    /// The user changed the selection; `positions` are the selected rows.
    func selectionDidChange(_ positions: [Int])
    /// The user clicked the header of sortable column `column`.
    func sortClicked(column: Int)
}

/// One column of a table, as the backend receives it.
public struct _TableColumnSpec: Hashable, Sendable {
    /// The header's title.
    public var title: String
    /// The minimum, ideal and maximum widths in points (nil: not given).
    public var minWidth: Double?
    /// The width the column starts with.
    public var idealWidth: Double?
    /// The widest the column grows (nil or infinity: it takes a share of spare width).
    public var maxWidth: Double?
    /// Whether clicking the header sorts (the column has a comparator).
    public var sortable: Bool
}

/// The column a table shows sorted, as the backend receives it.
public struct _TableSort: Hashable, Sendable {
    /// The column's index.
    public var column: Int
    /// Whether the order is reversed.
    public var descending: Bool
}
