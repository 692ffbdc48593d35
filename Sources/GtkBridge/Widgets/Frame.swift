import CGtk

extension Gtk {
    /// A box with a border and an optional title (`GtkFrame`).
    ///
    /// ```swift
    /// let frame = Frame(label: "Options")
    /// frame.child = Box(orientation: .vertical)
    /// ```
    public final class Frame: Widget {
        private var frame: UnsafeMutablePointer<GtkFrame> { pointer(as: GtkFrame.self) }

        /// Creates a frame.
        ///
        /// - Parameter label: The title shown on the border, or `nil`.
        public init(label: String? = nil) {
            super.init(takingFloating: OpaquePointer(gtk_frame_new(label)))
        }

        /// The title shown on the border, or `nil`.
        public var label: String? {
            get { gtk_frame_get_label(frame).map { String(cString: $0) } }
            set { gtk_frame_set_label(frame, newValue) }
        }

        /// The content.
        public var child: Widget? {
            get { Widget._wrap(gtk_frame_get_child(frame)) }
            set { gtk_frame_set_child(frame, newValue?.widgetPointer) }
        }
    }
}
