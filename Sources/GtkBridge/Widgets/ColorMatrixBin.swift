import CGtk
import GraftListModel

extension Gtk {
    /// A container of one child drawn through a colour matrix (`gtk_snapshot_push_color_matrix`):
    /// each drawn colour (r, g, b, a), unpremultiplied, becomes `rows` × (r, g, b, a) + `offset`.
    ///
    /// ```swift
    /// let bin = ColorMatrixBin()
    /// bin.child = picture
    /// bin.setMatrix(rows: multiplyByRed, offset: [0, 0, 0, 0])
    /// ```
    public final class ColorMatrixBin: Widget {
        private var childWidget: Widget?

        /// Creates an empty bin.
        public init() {
            super.init(takingFloating: OpaquePointer(graft_color_matrix_bin_new()))
        }

        /// The child drawn through the matrix.
        public var child: Widget? {
            get { childWidget }
            set {
                childWidget = newValue
                graft_color_matrix_bin_set_child(widgetPointer, newValue?.widgetPointer)
            }
        }

        /// Sets the matrix: 16 values row by row (the output red, green, blue and alpha), and 4
        /// offsets; `nil` draws the child as it is.
        public func setMatrix(rows: [Float]?, offset: [Float] = [0, 0, 0, 0]) {
            guard let rows, rows.count == 16, offset.count == 4 else {
                graft_color_matrix_bin_set_matrix(widgetPointer, nil, nil)
                return
            }
            graft_color_matrix_bin_set_matrix(widgetPointer, rows, offset)
        }
    }
}
