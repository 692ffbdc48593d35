import CGtk

/// A key press delivered to a widget: the key's name and the modifiers held.
public struct KeyPress: Sendable, Hashable {
    /// The key's name as GDK spells it: `"Delete"`, `"Up"`, `"a"`, `"Return"`.
    public var keyName: String
    /// Whether Shift was held.
    public var shift: Bool
    /// Whether Control was held.
    public var control: Bool
    /// Whether Alt was held.
    public var alt: Bool

    /// A key press.
    ///
    /// - Parameters:
    ///   - keyName: The GDK key name.
    ///   - shift: Shift held.
    ///   - control: Control held.
    ///   - alt: Alt held.
    public init(keyName: String, shift: Bool = false, control: Bool = false, alt: Bool = false) {
        self.keyName = keyName
        self.shift = shift
        self.control = control
        self.alt = alt
    }
}

extension Gtk {
    /// A key controller on a widget (`GtkEventControllerKey`): presses that reach the widget
    /// (its own, or bubbling up from a focused child) go to ``handler``.
    public final class KeyController: GObjectRef {
        private var token: SignalToken?
        /// Returns true when it handled the press (GTK then stops it).
        public var handler: (@MainActor (KeyPress) -> Bool)?

        /// Adds a key controller to `widget`.
        ///
        /// - Parameter widget: The widget whose key presses it sees.
        public init(on widget: Widget) {
            let raw = gtk_event_controller_key_new()!
            super.init(takingFloating: raw)
            g_object_ref(_rawPointer)
            gtk_widget_add_controller(widget.widgetPointer, raw)
            let box = _SignalClosureBox { [weak self] params, returnValue in
                guard let self, params.count >= 4, let base = params.baseAddress else { return }
                let keyval = g_value_get_uint(base + 1)
                let state = g_value_get_flags(base + 3)
                let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
                let press = KeyPress(
                    keyName: name, shift: state & GDK_SHIFT_MASK.rawValue != 0,
                    control: state & GDK_CONTROL_MASK.rawValue != 0, alt: state & GDK_ALT_MASK.rawValue != 0)
                let handled = self.handler?(press) ?? false
                if let returnValue { g_value_set_boolean(returnValue, handled ? 1 : 0) }
            }
            token = _connect("key-pressed", box: box)
        }

        /// Delivers `press` as GTK would (emits `key-pressed`); returns whether a handler took it.
        ///
        /// - Parameter press: The key and modifiers.
        @discardableResult
        public func deliver(_ press: KeyPress) -> Bool {
            let keyval = gdk_keyval_from_name(press.keyName)
            var state: guint = 0
            if press.shift { state |= GDK_SHIFT_MASK.rawValue }
            if press.control { state |= GDK_CONTROL_MASK.rawValue }
            if press.alt { state |= GDK_ALT_MASK.rawValue }
            var values = [GValue](repeating: GValue(), count: 4)
            g_value_init(&values[0], graft_object_type(_rawPointer))
            g_value_set_object(&values[0], _rawPointer)
            g_value_init(&values[1], _GType.uint)
            g_value_set_uint(&values[1], keyval)
            g_value_init(&values[2], _GType.uint)
            g_value_set_uint(&values[2], 0)
            g_value_init(&values[3], gdk_modifier_type_get_type())
            g_value_set_flags(&values[3], state)
            var result = GValue()
            g_value_init(&result, _GType.boolean)
            let signalID = g_signal_lookup("key-pressed", graft_object_type(_rawPointer))
            values.withUnsafeMutableBufferPointer { g_signal_emitv($0.baseAddress, signalID, 0, &result) }
            let handled = g_value_get_boolean(&result) != 0
            g_value_unset(&result)
            for index in values.indices { g_value_unset(&values[index]) }
            return handled
        }
    }
}
