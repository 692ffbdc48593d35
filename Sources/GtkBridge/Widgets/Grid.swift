import CGtk

extension Gtk {
    /// A container that places its children in rows and columns (`GtkGrid`).
    ///
    /// Each column is as wide as the widest child in it and each row as tall as its tallest child
    /// (unless the grid is homogeneous); a child may span several columns or rows.
    ///
    /// ```swift
    /// let grid = Grid()
    /// grid.columnSpacing = 8
    /// grid.attach(Label("Name"), column: 0, row: 0)
    /// grid.attach(entry, column: 1, row: 0)
    /// ```
    open class Grid: Widget {
        private var grid: UnsafeMutablePointer<GtkGrid> { pointer(as: GtkGrid.self) }

        /// Creates an empty grid with no spacing.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_grid_new()))
        }

        /// The gap between neighbouring columns, in pixels.
        public var columnSpacing: Int {
            get { Int(gtk_grid_get_column_spacing(grid)) }
            set { gtk_grid_set_column_spacing(grid, UInt32(clamping: max(0, newValue))) }
        }

        /// The gap between neighbouring rows, in pixels.
        public var rowSpacing: Int {
            get { Int(gtk_grid_get_row_spacing(grid)) }
            set { gtk_grid_set_row_spacing(grid, UInt32(clamping: max(0, newValue))) }
        }

        /// Places `child` with its top-leading corner in `column` and `row`, spanning `width`
        /// columns and `height` rows. The child must not have a parent.
        ///
        /// - Parameters:
        ///   - child: The widget to place.
        ///   - column: The first column it occupies (0-based).
        ///   - row: The first row it occupies (0-based).
        ///   - width: How many columns it spans (at least 1).
        ///   - height: How many rows it spans (at least 1).
        public func attach(_ child: Widget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
            gtk_grid_attach(
                grid, child.widgetPointer, Int32(clamping: column), Int32(clamping: row),
                Int32(clamping: max(1, width)), Int32(clamping: max(1, height)))
        }

        /// Removes `child` from the grid. Does nothing if it is not a child of this grid.
        ///
        /// - Parameter child: The widget to remove.
        public func remove(_ child: Widget) {
            guard child.isChild(of: self) else { return }
            gtk_grid_remove(grid, child.widgetPointer)
        }
    }
}
