import CGtk

extension Gtk {
    /// A push button (`GtkButton`) showing a text label or any child widget.
    ///
    /// ```swift
    /// let button = Button(label: "Save")
    /// let token = button.onClicked { save() }  // keep the token while the handler must run
    /// ```
    open class Button: Widget {
        private var button: UnsafeMutablePointer<GtkButton> { pointer(as: GtkButton.self) }

        /// Creates a button showing `label` (or an empty button).
        ///
        /// - Parameter label: The button's text, or `nil` for no content.
        public init(label: String? = nil) {
            let raw = label.map { gtk_button_new_with_label($0) } ?? gtk_button_new()
            super.init(takingFloating: OpaquePointer(raw!))
        }

        /// Creates a button whose content is `child` (an image, a box of icon and text, …).
        ///
        /// - Parameter child: The button's content.
        public init(child: Widget) {
            super.init(takingFloating: OpaquePointer(gtk_button_new()))
            self.child = child
        }

        /// The button's text, or `nil` if it shows a custom child or nothing.
        public var label: String? {
            get { gtk_button_get_label(button).map { String(cString: $0) } }
            set { gtk_button_set_label(button, newValue) }
        }

        /// The button's content widget (a new wrapper each read; compare with `isSameWidget(as:)`).
        ///
        /// Setting it replaces the text label; setting `nil` removes the content.
        public var child: Widget? {
            get { Widget._wrap(gtk_button_get_child(button)) }
            set { gtk_button_set_child(button, newValue?.widgetPointer) }
        }

        /// Whether the button draws its frame and background (`false` gives a flat button).
        public var hasFrame: Bool {
            get { gtk_button_get_has_frame(button) != 0 }
            set { gtk_button_set_has_frame(button, newValue ? 1 : 0) }
        }

        /// Runs `handler` every time the button is clicked (the `clicked` signal).
        ///
        /// The handler is kept by GTK until the token is cancelled or released; capture the button
        /// weakly inside it, or the button and the handler keep each other alive.
        ///
        /// - Parameter handler: Runs on the main actor on each click.
        /// - Returns: The token that owns the connection; the handler stops when it is released.
        public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
            connect("clicked", handler)
        }
    }
}
