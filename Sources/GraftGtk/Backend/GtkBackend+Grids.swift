import GraftCore
import GtkBridge

/// A `Grid`: a `GtkGrid` holding the cells of its rows, each attached at its column and row.
///
/// Its `children` are what the engine gave it: ``NativeGridRow``s and views that span every
/// column. The cells themselves are the grid's GTK children.
@MainActor
public final class NativeGrid: NativeWidget {
    let grid: Gtk.Grid
    /// Where each attached cell is (column, row, columns spanned), by cell.
    private var placements: [ObjectIdentifier: (column: Int, row: Int, span: Int)] = [:]
    /// The cells attached to the grid, in order.
    private var cells: [NativeWidget] = []

    init(_ grid: Gtk.Grid) {
        self.grid = grid
        super.init(grid)
    }

    override func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {
        self.children = children
        for case let row as NativeGridRow in children where row.grid !== self { row.adopt(by: self) }
        layOut()
    }

    /// The cells of one row of the grid, with the row's alignment (`nil` rows span every column).
    private struct Line {
        var cells: [NativeWidget]
        var alignment: VerticalAlignment?
        var spansGrid: Bool
    }

    /// Attaches every cell at its column and row, and places it in its cell: the columns and rows
    /// follow the rows' order and the cells' spans; alignment comes from the cell's anchor, then its
    /// column's alignment, then its row's, then the grid's.
    func layOut() {
        let lines = children.map { child in
            if let row = child as? NativeGridRow {
                return Line(cells: row.children, alignment: row.rowAlignment, spansGrid: false)
            }
            return Line(cells: [child], alignment: nil, spansGrid: true)
        }
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        var columnCount = 1
        var layouts: [ObjectIdentifier: GridCellLayout] = [:]
        for line in lines where !line.spansGrid {
            var column = 0
            for cell in line.cells {
                let layout = cellLayout(cell)
                layouts[ObjectIdentifier(cell)] = layout
                if let alignment = layout.columnAlignment { columnAlignments[column] = alignment }
                column += layout.columns ?? 1
            }
            columnCount = max(columnCount, column)
        }
        var placed: [NativeWidget] = []
        for (rowIndex, line) in lines.enumerated() {
            var column = 0
            for cell in line.cells {
                let layout = layouts[ObjectIdentifier(cell)] ?? cellLayout(cell)
                let span = line.spansGrid ? columnCount : layout.columns ?? 1
                attach(cell, column: column, row: rowIndex, span: span)
                let horizontal =
                    layout.anchor.map { Self.align(fraction: $0.x) }
                    ?? GtkBackend.align(columnAlignments[column] ?? alignment.horizontal)
                let vertical =
                    layout.anchor.map { Self.align(fraction: $0.y) }
                    ?? GtkBackend.align(line.alignment ?? alignment.vertical)
                place(cell, horizontal: horizontal, vertical: vertical, unsized: layout.unsizedAxes)
                placed.append(cell)
                column += span
            }
        }
        let kept = Set(placed.map(ObjectIdentifier.init))
        for cell in cells where !kept.contains(ObjectIdentifier(cell)) {
            grid.remove(cell.widget)
            placements[ObjectIdentifier(cell)] = nil
        }
        cells = placed
    }

    private func attach(_ cell: NativeWidget, column: Int, row: Int, span: Int) {
        let id = ObjectIdentifier(cell)
        if let old = placements[id], old == (column, row, span), cell.widget.isChild(of: grid) { return }
        grid.remove(cell.widget)
        grid.attach(cell.widget, column: column, row: row, width: span)
        placements[id] = (column, row, span)
    }

    /// A flexible cell fills its cell and makes its column (row) take the grid's extra space; an
    /// unsized one fills its cell without asking for any.
    private func place(_ cell: NativeWidget, horizontal: Align, vertical: Align, unsized: Axis.Set) {
        let widget = cell.widget
        let unsizedWidth = unsized.contains(.horizontal)
        let unsizedHeight = unsized.contains(.vertical)
        widget.halign = cell.fillsWidth || unsizedWidth ? .fill : horizontal
        widget.valign = cell.fillsHeight || unsizedHeight ? .fill : vertical
        if unsizedWidth { widget.hexpand = false } else if cell.fillsWidth, !widget.hexpand { widget.hexpand = true }
        if unsizedHeight { widget.vexpand = false } else if cell.fillsHeight, !widget.vexpand { widget.vexpand = true }
    }

    /// The layout the grid cell modifiers around `cell` ask for, the outermost winning; wrappers
    /// with one child (padding, frames) between them are looked through.
    private func cellLayout(_ cell: NativeWidget) -> GridCellLayout {
        var layout = GridCellLayout()
        var current: NativeWidget? = cell
        while let view = current {
            if let modifier = view as? NativeGridCell {
                modifier.grid = self
                layout = modifier.layout.merged(under: layout)
            } else if !((view as? NativeBox).map { $0.isOwnBox && $0.axis == nil } ?? false) {
                break
            }
            current = view.children.count == 1 ? view.children[0] : nil
        }
        return layout
    }

    /// GTK places a child at the start, middle or end of its cell: the nearest to `fraction`.
    static func align(fraction: Double) -> Align {
        fraction < 1.0 / 3 ? .start : fraction > 2.0 / 3 ? .end : .center
    }
}

/// A `GridRow`: a horizontal `GtkBox` that shows its cells while it is in no grid; once a grid
/// holds it, its cells are attached to that grid instead.
@MainActor
public final class NativeGridRow: NativeBox {
    /// The grid holding this row.
    weak var grid: NativeGrid?
    /// Where the row's views sit vertically (`nil`: the grid's alignment).
    var rowAlignment: VerticalAlignment?

    override func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {
        guard let grid else { return super.placeChildren(children, backend) }
        self.children = children
        grid.layOut()
    }

    /// Hands the cells from the row's own box over to `grid`.
    func adopt(by grid: NativeGrid) {
        for child in children { box.remove(child.widget) }
        self.grid = grid
    }
}

/// The container of a grid cell modifier: a one-child box whose layout the grid reads.
@MainActor
public final class NativeGridCell: NativeBox {
    /// What the modifier asks of the cell.
    var layout = GridCellLayout()
    /// The grid that last read this container, to lay out again when the layout changes.
    weak var grid: NativeGrid?
}

extension GtkBackend {
    /// A grid's handle.
    public typealias GridWidget = NativeGrid
    /// A grid row's handle.
    public typealias GridRowWidget = NativeGridRow
    /// A grid cell modifier's handle.
    public typealias GridCellWidget = NativeGridCell

    /// A `GtkGrid`, 8 points between columns and rows by default.
    public func makeGrid() -> NativeGrid {
        let grid = Gtk.Grid()
        grid.columnSpacing = 8
        grid.rowSpacing = 8
        return NativeGrid(grid)
    }

    /// Sets the column and row spacing, and re-places the cells when the alignment changed.
    public func updateGrid(
        _ view: NativeGrid, alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double,
        _ environment: EnvironmentValues
    ) {
        let columns = Int(horizontalSpacing.rounded())
        let rows = Int(verticalSpacing.rounded())
        if view.grid.columnSpacing != columns { view.grid.columnSpacing = columns }
        if view.grid.rowSpacing != rows { view.grid.rowSpacing = rows }
        guard view.alignment != alignment else { return }
        view.alignment = alignment
        view.layOut()
    }

    /// A horizontal `GtkBox` (8 points apart) that holds the cells until a grid takes them.
    public func makeGridRow() -> NativeGridRow {
        NativeGridRow(Gtk.Box(orientation: .horizontal, spacing: 8), axis: .horizontal)
    }

    /// Sets the row's vertical alignment, in its grid or in its own box.
    public func updateGridRow(_ view: NativeGridRow, alignment: VerticalAlignment?, _ environment: EnvironmentValues) {
        guard view.rowAlignment != alignment else { return }
        view.rowAlignment = alignment
        view.alignment = Alignment(horizontal: .center, vertical: alignment ?? .center)
        if let grid = view.grid { grid.layOut() } else { view.alignChildren() }
    }

    /// A one-child vertical box centring its content.
    public func makeGridCell() -> NativeGridCell {
        let view = NativeGridCell(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.centersSingleChild = true
        return view
    }

    /// Records the layout; an unsized axis stops the content from making the grid grow.
    public func updateGridCell(_ view: NativeGridCell, _ layout: GridCellLayout) {
        guard view.layout != layout else { return }
        view.layout = layout
        view.blocksFillWidth = layout.unsizedAxes.contains(.horizontal)
        view.blocksFillHeight = layout.unsizedAxes.contains(.vertical)
        view.refreshFills()
        view.grid?.layOut()
    }
}
