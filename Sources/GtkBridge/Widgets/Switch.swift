import CGtk

extension Gtk {
    /// An on/off switch (`GtkSwitch`).
    ///
    /// ```swift
    /// let toggle = Switch(isActive: true)
    /// let token = toggle.onActiveChanged { isOn in print(isOn) }
    /// ```
    open class Switch: Widget {
        private var switchPointer: OpaquePointer { gobjectPointer }

        /// Creates a switch.
        ///
        /// - Parameter isActive: Whether it starts on.
        public init(isActive: Bool = false) {
            super.init(takingFloating: OpaquePointer(gtk_switch_new()))
            self.isActive = isActive
        }

        /// Whether the switch is on.
        public var isActive: Bool {
            get { gtk_switch_get_active(switchPointer) != 0 }
            set { gtk_switch_set_active(switchPointer, newValue ? 1 : 0) }
        }

        /// Runs `handler` with the new state every time `isActive` changes, by the user or by code.
        ///
        /// - Parameter handler: Receives the new value on the main actor.
        /// - Returns: The token that owns the observation; the handler stops when it is released.
        public func onActiveChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalToken {
            observeBool("active", handler)
        }
    }
}
