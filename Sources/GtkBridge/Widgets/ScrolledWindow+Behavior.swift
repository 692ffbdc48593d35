import CGtk

extension Gtk {
    /// When a scrolled window shows the scroll bar of one direction (`GtkPolicyType`).
    public enum ScrollbarPolicy: Sendable, Hashable {
        /// While the content is larger than the window (`GTK_POLICY_AUTOMATIC`).
        case automatic
        /// Always (`GTK_POLICY_ALWAYS`).
        case always
        /// Never, and the window grows to the content in that direction (`GTK_POLICY_NEVER`).
        case never
        /// Never, though the content still scrolls (`GTK_POLICY_EXTERNAL`).
        case external

        var gtk: GtkPolicyType {
            switch self {
            case .automatic: GTK_POLICY_AUTOMATIC
            case .always: GTK_POLICY_ALWAYS
            case .never: GTK_POLICY_NEVER
            case .external: GTK_POLICY_EXTERNAL
            }
        }

        init(_ policy: GtkPolicyType) {
            switch policy {
            case GTK_POLICY_ALWAYS: self = .always
            case GTK_POLICY_NEVER: self = .never
            case GTK_POLICY_EXTERNAL: self = .external
            default: self = .automatic
            }
        }
    }
}

/// How a `GtkScrolledWindow` scrolls: for a ``Gtk/ScrolledWindow`` or a ``Gtk/ListView`` (whose
/// widget is one). On any other widget the getters answer nil or `false` and the setters do nothing.
extension Gtk.Widget {
    private var scrolledWindow: OpaquePointer? { _isScrolledWindow(widgetPointer) ? gobjectPointer : nil }

    /// The scroll bar policies (horizontal, vertical), or nil when this is no scrolled window.
    public var scrollbarPolicies: (horizontal: Gtk.ScrollbarPolicy, vertical: Gtk.ScrollbarPolicy)? {
        guard let scroller = scrolledWindow else { return nil }
        var horizontal = GTK_POLICY_AUTOMATIC
        var vertical = GTK_POLICY_AUTOMATIC
        gtk_scrolled_window_get_policy(scroller, &horizontal, &vertical)
        return (.init(horizontal), .init(vertical))
    }

    /// Sets the scroll bar policies of a scrolled window.
    ///
    /// - Parameters:
    ///   - horizontal: The horizontal scroll bar's policy.
    ///   - vertical: The vertical scroll bar's policy.
    public func setScrollbarPolicies(horizontal: Gtk.ScrollbarPolicy, vertical: Gtk.ScrollbarPolicy) {
        guard let scroller = scrolledWindow, let current = scrollbarPolicies,
            current.horizontal != horizontal || current.vertical != vertical
        else { return }
        gtk_scrolled_window_set_policy(scroller, horizontal.gtk, vertical.gtk)
    }

    /// Whether a touch drag keeps the content moving after the finger lifts (kinetic scrolling).
    public var isKineticScrolling: Bool {
        get { scrolledWindow.map { gtk_scrolled_window_get_kinetic_scrolling($0) != 0 } ?? false }
        set { scrolledWindow.map { gtk_scrolled_window_set_kinetic_scrolling($0, newValue ? 1 : 0) } }
    }

    /// Whether the scroll bars float over the content and show only while scrolling (overlay
    /// scrolling), rather than taking their own space and staying visible.
    public var isOverlayScrolling: Bool {
        get { scrolledWindow.map { gtk_scrolled_window_get_overlay_scrolling($0) != 0 } ?? false }
        set { scrolledWindow.map { gtk_scrolled_window_set_overlay_scrolling($0, newValue ? 1 : 0) } }
    }

    /// The vertical scroll position in pixels (0 when this is no scrolled window).
    public var verticalScrollOffset: Double {
        scrolledWindow.map { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment($0)) } ?? 0
    }

    /// Whether the vertical scroll bar is shown now (mapped), or `false` when this is no scrolled window.
    public var showsVerticalScrollbar: Bool {
        guard let scroller = scrolledWindow, let bar = gtk_scrolled_window_get_vscrollbar(scroller) else {
            return false
        }
        return gtk_widget_get_mapped(bar) != 0 && gtk_widget_get_child_visible(bar) != 0
    }

    /// Asks `claims` before the widget and its children see each scroll-wheel or touchpad scroll
    /// event (a controller in the capture phase): `true` swallows the event.
    ///
    /// - Parameter claims: Whether to swallow the event; runs on the main actor.
    /// - Returns: The token of the connection; the events pass again once it is released.
    public func interceptScrollEvents(_ claims: @escaping @MainActor () -> Bool) -> SignalToken {
        let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let wrapper = GObjectRef(retaining: controller)
        gtk_widget_add_controller(widgetPointer, controller)
        return wrapper._connect(
            "scroll",
            box: _SignalClosureBox { _, returnValue in
                let claimed = claims()
                if let returnValue { g_value_set_boolean(returnValue, claimed ? 1 : 0) }
            })
    }
}
