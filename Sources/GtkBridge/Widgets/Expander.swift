import CGtk

extension Gtk {
    /// A title that shows or hides its content when clicked (`GtkExpander`).
    ///
    /// ```swift
    /// let more = Expander(label: "Details")
    /// more.child = Label("…")
    /// let token = more.observeBool("expanded") { isOpen in print(isOpen) }
    /// ```
    public final class Expander: Widget {
        private var expander: OpaquePointer { gobjectPointer }

        /// Creates a closed expander.
        ///
        /// - Parameter label: The title.
        public init(label: String = "") {
            super.init(takingFloating: OpaquePointer(gtk_expander_new(label)))
        }

        /// The title.
        public var label: String {
            get { gtk_expander_get_label(expander).map { String(cString: $0) } ?? "" }
            set { gtk_expander_set_label(expander, newValue) }
        }

        /// Whether the content shows.
        public var isExpanded: Bool {
            get { gtk_expander_get_expanded(expander) != 0 }
            set { gtk_expander_set_expanded(expander, newValue ? 1 : 0) }
        }

        /// The content shown while expanded.
        public var child: Widget? {
            get { Widget._wrap(gtk_expander_get_child(expander)) }
            set { gtk_expander_set_child(expander, newValue?.widgetPointer) }
        }
    }
}
