import CGtk

extension Gtk {
    /// A one-line search field with a magnifier icon and a clear button (`GtkSearchEntry`).
    ///
    /// ```swift
    /// let search = SearchEntry(placeholderText: "Search")
    /// let token = search.onChanged { query in filter(query) }
    /// ```
    public final class SearchEntry: Widget {
        private var focusController: GObjectRef?

        /// Creates a search field.
        ///
        /// - Parameter placeholderText: The grey text shown while the field is empty.
        public init(placeholderText: String? = nil) {
            super.init(takingFloating: OpaquePointer(gtk_search_entry_new()))
            if let placeholderText { self.placeholderText = placeholderText }
        }

        /// The field's text.
        public var text: String {
            get { String(cString: gtk_editable_get_text(gobjectPointer)) }
            set { gtk_editable_set_text(gobjectPointer, newValue) }
        }

        /// The grey text shown while the field is empty (`placeholder-text`).
        public var placeholderText: String? {
            get { property("placeholder-text", as: String.self).flatMap { $0.isEmpty ? nil : $0 } }
            set { try? setProperty("placeholder-text", newValue ?? "") }
        }

        /// Runs `handler` with the new text after every change of the text, the user's or the
        /// program's (the `changed` signal, at once rather than after GTK's search delay).
        ///
        /// - Parameter handler: Receives the new text on the main actor.
        /// - Returns: The token that owns the connection.
        public func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalToken {
            nonisolated(unsafe) let target = gobjectPointer
            return connect("changed") { handler(String(cString: gtk_editable_get_text(target))) }
        }

        /// Runs `handler` when the user presses Escape in the field (`stop-search`).
        ///
        /// - Parameter handler: Runs on the main actor.
        /// - Returns: The token that owns the connection.
        public func onStopSearch(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
            connect("stop-search", handler)
        }

        /// Runs `handler` when the user presses Enter in the field (`activate`).
        ///
        /// - Parameter handler: Runs on the main actor.
        /// - Returns: The token that owns the connection.
        public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
            connect("activate", handler)
        }

        /// Runs `handler` with `true` when the keyboard focus enters the field (its text part)
        /// and `false` when it leaves (a `GtkEventControllerFocus`).
        ///
        /// - Parameter handler: Receives whether the field holds the focus.
        /// - Returns: The tokens of the two connections.
        public func onFocusChange(_ handler: @escaping @MainActor (Bool) -> Void) -> [SignalToken] {
            let controller: GObjectRef
            if let focusController {
                controller = focusController
            } else {
                let raw = gtk_event_controller_focus_new()!
                controller = GObjectRef(retaining: raw)
                gtk_widget_add_controller(widgetPointer, raw)  // the widget takes the reference
                focusController = controller
            }
            return [controller.connect("enter") { handler(true) }, controller.connect("leave") { handler(false) }]
        }

        /// Whether the keyboard focus is in the field.
        public var containsFocus: Bool {
            focusController?.property("contains-focus", as: Bool.self) ?? false
        }
    }
}
