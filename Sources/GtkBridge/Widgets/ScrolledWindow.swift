import CGtk

extension Gtk {
    /// A viewport that scrolls its one child (`GtkScrolledWindow`).
    open class ScrolledWindow: Widget {
        /// Creates an empty scrolled window.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_scrolled_window_new()))
        }

        /// The scrolled content.
        public var child: Widget? {
            get { Widget._wrap(gtk_scrolled_window_get_child(gobjectPointer)) }
            set { gtk_scrolled_window_set_child(gobjectPointer, newValue?.widgetPointer) }
        }

        /// Sets which directions scroll; the others size to the content.
        ///
        /// - Parameters:
        ///   - horizontal: Whether the content scrolls sideways.
        ///   - vertical: Whether the content scrolls up and down.
        public func setScrolls(horizontal: Bool, vertical: Bool) {
            gtk_scrolled_window_set_policy(
                gobjectPointer, horizontal ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
                vertical ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
        }

        /// Whether the content scrolls sideways and up and down.
        public var scrolls: (horizontal: Bool, vertical: Bool) {
            var horizontal = GTK_POLICY_AUTOMATIC
            var vertical = GTK_POLICY_AUTOMATIC
            gtk_scrolled_window_get_policy(gobjectPointer, &horizontal, &vertical)
            return (horizontal != GTK_POLICY_NEVER, vertical != GTK_POLICY_NEVER)
        }
    }
}
