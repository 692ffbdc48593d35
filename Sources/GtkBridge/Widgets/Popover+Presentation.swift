import CGtk

extension Gtk.Popover {
    /// The side of its widget a popover opens on (`GtkPositionType`).
    public enum Side: Sendable {
        case top, bottom, left, right
    }

    /// Creates a popover with an arrow, as `.popover` presents content: no menu styling, and the
    /// child box given its content at full size.
    ///
    /// - Parameter arrow: Whether the popover points at its widget with an arrow.
    public convenience init(withArrow arrow: Bool) {
        self.init()
        removeCSSClass("menu")
        let popover = UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_has_arrow(popover, arrow ? 1 : 0)
        halign = .fill
    }

    /// The side a popover found in a widget tree opens on, or `nil` when `widget` is no popover.
    ///
    /// - Parameter widget: A widget that may be a `GtkPopover`.
    /// - Returns: Its side.
    public static func side(of widget: Gtk.Widget) -> Side? {
        let instance = UnsafeMutableRawPointer(widget.widgetPointer).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_popover_get_type()) != 0 else { return nil }
        return side(UnsafeMutableRawPointer(widget.widgetPointer).assumingMemoryBound(to: GtkPopover.self))
    }

    private static func side(_ popover: UnsafeMutablePointer<GtkPopover>) -> Side {
        switch gtk_popover_get_position(popover) {
        case GTK_POS_TOP: .top
        case GTK_POS_LEFT: .left
        case GTK_POS_RIGHT: .right
        default: .bottom
        }
    }

    /// Which side of its widget the popover opens on (`gtk_popover_set_position`); GTK flips it
    /// when there is no room there.
    public var side: Side {
        get { Self.side(popoverPointerForPresentation) }
        set {
            let position: GtkPositionType =
                switch newValue {
                case .top: GTK_POS_TOP
                case .bottom: GTK_POS_BOTTOM
                case .left: GTK_POS_LEFT
                case .right: GTK_POS_RIGHT
                }
            gtk_popover_set_position(popoverPointerForPresentation, position)
        }
    }

    /// Opens the popover pointing at the rectangle `x`, `y`, `width` × `height` of its widget
    /// (in the widget's coordinates).
    ///
    /// - Parameters:
    ///   - x: The rectangle's left edge.
    ///   - y: Its top edge.
    ///   - width: Its width (at least 1).
    ///   - height: Its height (at least 1).
    public func popup(x: Double, y: Double, width: Double, height: Double) {
        func pixels(_ value: Double) -> Int32 { value.isFinite ? Int32(clamping: Int(value.rounded())) : 0 }
        var rect = GdkRectangle(
            x: pixels(x), y: pixels(y), width: max(1, pixels(width)), height: max(1, pixels(height)))
        gtk_popover_set_pointing_to(popoverPointerForPresentation, &rect)
        gtk_popover_popup(popoverPointerForPresentation)
    }

    /// Runs `handler` when the popover closes (`closed`): the user clicked outside it, pressed
    /// Escape, or `popdown()` was called.
    ///
    /// - Parameter handler: Runs on the main actor.
    /// - Returns: The token that owns the connection.
    public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
        connect("closed", handler)
    }

    private var popoverPointerForPresentation: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GtkPopover.self)
    }
}
