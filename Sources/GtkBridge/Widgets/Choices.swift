import CGtk

extension Gtk {
    /// A button that opens a list of strings to choose one from (`GtkDropDown` over a
    /// `GtkStringList`).
    public final class DropDown: Widget {
        private let strings: GObjectRef

        /// Creates an empty drop-down.
        public init() {
            let list: OpaquePointer = gtk_string_list_new(nil)
            strings = GObjectRef(adopting: list)
            g_object_ref(UnsafeMutableRawPointer(list))
            super.init(takingFloating: OpaquePointer(gtk_drop_down_new(list, nil)!))
        }

        /// The choices, in order.
        public var titles: [String] {
            get {
                let count = g_list_model_get_n_items(strings.gobjectPointer)
                return (0..<count).map { String(cString: gtk_string_list_get_string(strings.gobjectPointer, $0)) }
            }
            set {
                guard newValue != titles else { return }
                let count = g_list_model_get_n_items(strings.gobjectPointer)
                for _ in 0..<count { gtk_string_list_remove(strings.gobjectPointer, 0) }
                for title in newValue { gtk_string_list_append(strings.gobjectPointer, title) }
            }
        }

        /// The chosen index, or nil for none.
        public var selectedIndex: Int? {
            get {
                let index = gtk_drop_down_get_selected(gobjectPointer)
                return index == GTK_INVALID_LIST_POSITION ? nil : Int(index)
            }
            set { gtk_drop_down_set_selected(gobjectPointer, newValue.map { guint($0) } ?? GTK_INVALID_LIST_POSITION) }
        }

        /// Runs `handler` whenever the chosen index changes (by the user or by code).
        ///
        /// - Parameter handler: Receives the new index on the main actor.
        /// - Returns: The token that owns the connection.
        public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalToken {
            connect("notify::selected") { [weak self] in handler(self?.selectedIndex) }
        }
    }

    /// A button that stays pressed (`GtkToggleButton`); grouped ones act as radio buttons.
    public final class ToggleButton: Widget {
        /// Creates a toggle button titled `label`.
        ///
        /// - Parameter label: The button's text.
        public init(label: String) {
            super.init(takingFloating: OpaquePointer(gtk_toggle_button_new_with_label(label)!))
        }

        /// Whether the button is pressed.
        public var isActive: Bool {
            get { gtk_toggle_button_get_active(pointer(as: GtkToggleButton.self)) != 0 }
            set { gtk_toggle_button_set_active(pointer(as: GtkToggleButton.self), newValue ? 1 : 0) }
        }

        /// Puts this button in `other`'s group: pressing one releases the others.
        ///
        /// - Parameter other: A button of the group, or nil to leave any group.
        public func join(_ other: ToggleButton?) {
            gtk_toggle_button_set_group(pointer(as: GtkToggleButton.self), other?.pointer(as: GtkToggleButton.self))
        }

        /// Runs `handler` whenever the button is pressed or released.
        ///
        /// - Parameter handler: Receives whether it is pressed now.
        /// - Returns: The token that owns the connection.
        public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalToken {
            connect("toggled") { [weak self] in handler(self?.isActive ?? false) }
        }
    }
}
