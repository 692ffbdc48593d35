import CGtk

extension Gtk {
    /// A check box with an optional label (`GtkCheckButton`).
    ///
    /// ```swift
    /// let check = CheckButton(label: "Remember me")
    /// let token = check.onToggled { isChecked in print(isChecked) }
    /// ```
    open class CheckButton: Widget {
        private var check: UnsafeMutablePointer<GtkCheckButton> { pointer(as: GtkCheckButton.self) }

        /// Creates a check button.
        ///
        /// - Parameters:
        ///   - label: The text beside the box, or `nil` for none.
        ///   - isActive: Whether it starts checked.
        public init(label: String? = nil, isActive: Bool = false) {
            super.init(takingFloating: OpaquePointer(gtk_check_button_new_with_label(label)))
            self.isActive = isActive
        }

        /// The text beside the box, or `nil` for none.
        public var label: String? {
            get { gtk_check_button_get_label(check).map { String(cString: $0) } }
            set { gtk_check_button_set_label(check, newValue) }
        }

        /// Whether the box is checked.
        public var isActive: Bool {
            get { gtk_check_button_get_active(check) != 0 }
            set { gtk_check_button_set_active(check, newValue ? 1 : 0) }
        }

        /// Runs `handler` with the new state every time the button is toggled, by the user or by code
        /// (whenever `toggled` is emitted, observed as a change of the `active` property).
        ///
        /// - Parameter handler: Receives the new `isActive` value on the main actor.
        /// - Returns: The token that owns the connection; the handler stops when it is released.
        public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalToken {
            observeBool("active", handler)
        }
    }
}
