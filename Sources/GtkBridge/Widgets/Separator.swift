import CGtk

extension Gtk {
    /// A thin line that separates widgets (`GtkSeparator`).
    open class Separator: Widget {
        /// Creates a separator.
        ///
        /// - Parameter orientation: `.horizontal` for a horizontal line (between rows of a column),
        ///   `.vertical` for a vertical one (between items of a row).
        public init(orientation: Orientation = .horizontal) {
            super.init(takingFloating: OpaquePointer(gtk_separator_new(orientation.gtk)))
        }

        /// The direction of the line.
        public var orientation: Orientation {
            get { Orientation(gtk_orientable_get_orientation(gobjectPointer)) }
            set { gtk_orientable_set_orientation(gobjectPointer, newValue.gtk) }
        }
    }
}
