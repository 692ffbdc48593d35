import CGtk

extension Gtk {
    /// A multi-line text editor (`GtkTextView` with its `GtkTextBuffer`).
    ///
    /// ```swift
    /// let editor = TextView()
    /// editor.text = "Notes"
    /// let token = editor.onChanged { text in print(text) }
    /// ```
    public final class TextView: Widget {
        private var view: UnsafeMutablePointer<GtkTextView> { pointer(as: GtkTextView.self) }
        private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(view) }

        /// Creates an empty editor that wraps at word boundaries.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_text_view_new()))
            gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        }

        /// The whole text.
        public var text: String {
            get {
                var start = GtkTextIter()
                var end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
                defer { g_free(chars) }
                return String(cString: chars)
            }
            set { gtk_text_buffer_set_text(buffer, newValue, -1) }
        }

        /// Whether the user can edit the text.
        public var isEditable: Bool {
            get { gtk_text_view_get_editable(view) != 0 }
            set { gtk_text_view_set_editable(view, newValue ? 1 : 0) }
        }

        /// Runs `handler` with the new text whenever it changes, by the user or by code (the
        /// buffer's `changed` signal).
        ///
        /// - Parameter handler: Receives the text on the main actor.
        /// - Returns: The token that owns the connection.
        public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalToken {
            let bufferRef = GObjectRef(retaining: OpaquePointer(buffer))
            return bufferRef.connect("changed") { [weak self] in
                guard let self else { return }
                handler(self.text)
            }
        }
    }
}
