import CGtk

extension Gtk {
    /// An activity indicator: a spinning circle (`GtkSpinner`).
    ///
    /// ```swift
    /// let spinner = Spinner(spinning: true)
    /// ```
    open class Spinner: Widget {
        private var spinner: OpaquePointer { gobjectPointer }

        /// Creates a spinner.
        ///
        /// - Parameter spinning: Whether it starts spinning.
        public init(spinning: Bool = false) {
            super.init(takingFloating: OpaquePointer(gtk_spinner_new()))
            self.spinning = spinning
        }

        /// Whether the spinner is animating.
        public var spinning: Bool {
            get { gtk_spinner_get_spinning(spinner) != 0 }
            set { gtk_spinner_set_spinning(spinner, newValue ? 1 : 0) }
        }
    }
}
