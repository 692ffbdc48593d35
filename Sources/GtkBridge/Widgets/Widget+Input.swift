import CGtk

/// Pointer, scroll-wheel and keyboard input on any widget, through GTK event controllers.
///
/// Each `on…` call adds one controller to the widget and returns the token of its signal; the
/// controller lives as long as the widget.
///
/// ```swift
/// area.focusable = true
/// let key = area.onKeyPressed { key in key == .escape ? (close(), true).1 : false }
/// let drag = area.onDrag(began: { x, y in start = (x, y) }, changed: { dx, dy in move(dx, dy) })
/// ```
extension Gtk.Widget {
    /// A key the input handlers name (GDK key values).
    public enum Key: Sendable, Hashable {
        case left, right, up, down, enter, escape, plus, minus
        /// Another key, by its GDK key value.
        case other(UInt32)

        init(_ keyval: guint) {
            switch Int32(keyval) {
            case GDK_KEY_Left, GDK_KEY_KP_Left: self = .left
            case GDK_KEY_Right, GDK_KEY_KP_Right: self = .right
            case GDK_KEY_Up, GDK_KEY_KP_Up: self = .up
            case GDK_KEY_Down, GDK_KEY_KP_Down: self = .down
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: self = .enter
            case GDK_KEY_Escape: self = .escape
            case GDK_KEY_plus, GDK_KEY_KP_Add, GDK_KEY_equal: self = .plus
            case GDK_KEY_minus, GDK_KEY_KP_Subtract: self = .minus
            default: self = .other(UInt32(keyval))
            }
        }

        /// The GDK key value (for synthesising key presses in tests).
        public var keyval: UInt32 {
            switch self {
            case .left: UInt32(GDK_KEY_Left)
            case .right: UInt32(GDK_KEY_Right)
            case .up: UInt32(GDK_KEY_Up)
            case .down: UInt32(GDK_KEY_Down)
            case .enter: UInt32(GDK_KEY_Return)
            case .escape: UInt32(GDK_KEY_Escape)
            case .plus: UInt32(GDK_KEY_plus)
            case .minus: UInt32(GDK_KEY_minus)
            case .other(let value): value
            }
        }
    }

    /// Whether the widget can take keyboard focus.
    public var focusable: Bool {
        get { gtk_widget_get_focusable(widgetPointer) != 0 }
        set { gtk_widget_set_focusable(widgetPointer, newValue ? 1 : 0) }
    }

    /// Moves keyboard focus to the widget; `false` when it cannot take focus.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }

    /// Whether the widget has keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// Sets the name assistive technologies read for the widget (`GTK_ACCESSIBLE_PROPERTY_LABEL`).
    ///
    /// - Parameter label: The accessible name.
    public func setAccessibleLabel(_ label: String) {
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        var value = GValue()
        g_value_init(&value, _GType.string)
        g_value_set_string(&value, label)
        defer { g_value_unset(&value) }
        gtk_accessible_update_property_value(OpaquePointer(widgetPointer), 1, &property, &value)
    }

    /// Calls `handler` for each key press; its result says whether the key was handled.
    ///
    /// - Parameter handler: Gets the key; return `true` to stop other handlers seeing it.
    /// - Returns: The token of the connection.
    @discardableResult
    public func onKeyPressed(_ handler: @escaping @MainActor (Key) -> Bool) -> SignalToken {
        let controller = _addController(gtk_event_controller_key_new())
        return controller._connect(
            "key-pressed",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 1, let base = params.baseAddress else { return }
                let handled = handler(Key(g_value_get_uint(base + 1)))
                if let returnValue { g_value_set_boolean(returnValue, handled ? 1 : 0) }
            })
    }

    /// Calls `handler` for each vertical scroll-wheel step (`dy` > 0 scrolls down).
    ///
    /// - Parameter handler: Gets the vertical delta.
    /// - Returns: The token of the connection.
    @discardableResult
    public func onScroll(_ handler: @escaping @MainActor (_ dy: Double) -> Void) -> SignalToken {
        let controller = _addController(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL))
        return controller._connect(
            "scroll",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 2, let base = params.baseAddress else { return }
                handler(g_value_get_double(base + 2))
                if let returnValue { g_value_set_boolean(returnValue, 1) }
            })
    }

    /// Calls `began` when a pointer drag starts (at widget coordinates) and `changed` as it moves
    /// (by the offset from the start).
    ///
    /// - Parameters:
    ///   - began: Gets the start point.
    ///   - changed: Gets the offset from the start point.
    /// - Returns: The tokens of the two connections.
    @discardableResult
    public func onDrag(
        began: @escaping @MainActor (_ x: Double, _ y: Double) -> Void,
        changed: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void
    ) -> [SignalToken] {
        let controller = _addController(gtk_gesture_drag_new())
        return [
            controller.connect("drag-begin", withArguments: { began($0.double(at: 0) ?? 0, $0.double(at: 1) ?? 0) }),
            controller.connect("drag-update", withArguments: { changed($0.double(at: 0) ?? 0, $0.double(at: 1) ?? 0) }),
        ]
    }

    /// Adds a controller to the widget and returns a wrapper for connecting its signals.
    private func _addController(_ controller: OpaquePointer?) -> GObjectRef {
        let wrapper = GObjectRef(retaining: controller!)
        gtk_widget_add_controller(widgetPointer, controller!)  // the widget takes the reference
        return wrapper
    }
}
