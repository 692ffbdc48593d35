import CGtk

extension Gtk {
    /// A single-line text field (`GtkEntry`).
    ///
    /// ```swift
    /// let field = Entry(placeholderText: "Name")
    /// let changed = field.onChanged { text in print(text) }
    /// let submitted = field.onActivate { submit() }
    /// ```
    open class Entry: Widget {
        private var entry: UnsafeMutablePointer<GtkEntry> { pointer(as: GtkEntry.self) }

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - text: The initial text.
        ///   - placeholderText: Greyed-out text shown while the entry is empty, or `nil`.
        public init(text: String = "", placeholderText: String? = nil) {
            super.init(takingFloating: OpaquePointer(gtk_entry_new()))
            if !text.isEmpty { self.text = text }
            if let placeholderText { self.placeholderText = placeholderText }
        }

        /// The text in the field.
        public var text: String {
            get { String(cString: gtk_editable_get_text(gobjectPointer)) }
            set { gtk_editable_set_text(gobjectPointer, newValue) }
        }

        /// Greyed-out text shown while the entry is empty and unfocused, or `nil` for none.
        public var placeholderText: String? {
            get { gtk_entry_get_placeholder_text(entry).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } }
            set { gtk_entry_set_placeholder_text(entry, newValue) }
        }

        /// Whether the user can edit the text.
        public var isEditable: Bool {
            get { gtk_editable_get_editable(gobjectPointer) != 0 }
            set { gtk_editable_set_editable(gobjectPointer, newValue ? 1 : 0) }
        }

        /// Whether the text is shown; `false` hides it behind bullets, for passwords.
        public var isTextVisible: Bool {
            get { gtk_entry_get_visibility(entry) != 0 }
            set { gtk_entry_set_visibility(entry, newValue ? 1 : 0) }
        }

        /// Runs `handler` with the new text every time the text changes, by the user or by code
        /// (the `changed` signal).
        ///
        /// - Parameter handler: Receives the new text on the main actor.
        /// - Returns: The token that owns the connection; the handler stops when it is released.
        public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalToken {
            let editable = gobjectPointer
            // Reading through the captured pointer is safe: GTK emits only while the entry is alive,
            // and the token disconnects before the handler could outlive it.
            nonisolated(unsafe) let target = editable
            return connect("changed") { handler(String(cString: gtk_editable_get_text(target))) }
        }

        /// Runs `handler` when the user presses Enter in the field (the `activate` signal).
        ///
        /// - Parameter handler: Runs on the main actor.
        /// - Returns: The token that owns the connection; the handler stops when it is released.
        public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
            connect("activate", handler)
        }
    }
}
