/// The backend contract for `Grid`: the grid, its rows and the containers of its cell modifiers.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol GridsBackend: BackendCore {
    /// The handle of a grid widget (see `makeGrid`); the backend's `Widget` unless it keeps more.
    associatedtype GridWidget: BackendWidget = Widget where GridWidget.Widget == Widget
    /// The handle of a grid row (see `makeGridRow`); the backend's `Widget` unless it keeps more.
    associatedtype GridRowWidget: BackendWidget = Widget where GridRowWidget.Widget == Widget
    /// The handle of a grid cell modifier's container (see `makeGridCell`); by default the backend's `Widget`.
    associatedtype GridCellWidget: BackendWidget = Widget where GridCellWidget.Widget == Widget

    /// A grid (`Grid`). Its children come through `setChildren`: rows made by `makeGridRow`, whose
    /// own children are the row's cells, and other widgets, each a row spanning every column. Every
    /// column is as wide as its widest cell, every row as tall as its tallest.
    func makeGrid() -> GridWidget

    /// Sets where views sit in cells larger than them, and the space between columns and rows.
    func updateGrid(
        _ widget: GridWidget, alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double,
        _ environment: EnvironmentValues)

    /// One row of a grid (`GridRow`); its cells come through `setChildren`, which may be called
    /// before the row is in a grid, and again whenever they change. A row in no grid lays its cells
    /// out in a line.
    func makeGridRow() -> GridRowWidget

    /// Sets where the row's views sit vertically in their cells (`nil`: the grid's alignment).
    func updateGridRow(_ widget: GridRowWidget, alignment: VerticalAlignment?, _ environment: EnvironmentValues)

    /// A one-child container carrying a grid cell modifier (`.gridCellColumns` and the others).
    /// Several may wrap one view; the outermost is the cell, and the grid reads all of them.
    func makeGridCell() -> GridCellWidget

    /// Sets the cell layout this container asks for; a change re-lays out the grid holding it.
    func updateGridCell(_ widget: GridCellWidget, _ layout: GridCellLayout)
}
