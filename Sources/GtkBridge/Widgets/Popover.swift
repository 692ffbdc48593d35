import CGtk

extension Gtk {
    /// A popover attached to a widget, holding a column of widgets (`GtkPopover` with a box),
    /// opened at a point of that widget: a context menu.
    ///
    /// Attach it with `attach(to:)` and detach it before the widget goes: a popover is a child of
    /// the widget it points at.
    public final class Popover: Widget {
        /// The box inside the popover, where the items go.
        public let itemBox: Box
        private var popoverPointer: UnsafeMutablePointer<GtkPopover> { pointer(as: GtkPopover.self) }

        /// Creates a popover with an empty column and no arrow, as GTK's context menus look.
        public init() {
            itemBox = Box(orientation: .vertical, spacing: 2)
            super.init(takingFloating: OpaquePointer(gtk_popover_new()!))
            gtk_popover_set_child(popoverPointer, itemBox.widgetPointer)
            gtk_popover_set_has_arrow(popoverPointer, 0)
            halign = .start
            addCSSClass("menu")
        }

        /// Makes the popover a child of `widget`, which it opens over.
        ///
        /// - Parameter widget: The widget the popover belongs to.
        public func attach(to widget: Widget) {
            detach()
            gtk_widget_set_parent(widgetPointer, widget.widgetPointer)
        }

        /// Takes the popover off its widget (nothing when it has none).
        public func detach() {
            if gtk_widget_get_parent(widgetPointer) != nil { gtk_widget_unparent(widgetPointer) }
        }

        /// Opens the popover pointing at `(x, y)` in its widget's coordinates.
        ///
        /// - Parameters:
        ///   - x: The horizontal position.
        ///   - y: The vertical position.
        public func popup(x: Double, y: Double) {
            var rect = GdkRectangle(x: Int32(x.rounded()), y: Int32(y.rounded()), width: 1, height: 1)
            gtk_popover_set_pointing_to(popoverPointer, &rect)
            gtk_popover_popup(popoverPointer)
        }

        /// Closes the popover.
        public func popdown() { gtk_popover_popdown(popoverPointer) }

        /// Whether the popover is open.
        public var isOpen: Bool { isVisible }
    }
}

extension Gtk.Widget {
    /// Recognizes presses of the secondary (right) mouse button: `onPress` gets the press point in
    /// widget coordinates; the press is claimed, so widgets around this one do not see it.
    ///
    /// - Parameter onPress: Gets the press point.
    /// - Returns: The recognizer; keep it for as long as the gesture applies.
    public func addSecondaryClickGesture(
        onPress: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) -> Gtk.GestureRecognizer {
        let pointer = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(pointer, UInt32(GDK_BUTTON_SECONDARY))
        let recognizer = Gtk.GestureRecognizer(pointer, on: self)
        nonisolated(unsafe) let gesture = pointer
        recognizer.connect("pressed") { arguments in
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            onPress(arguments.double(at: 1) ?? 0, arguments.double(at: 2) ?? 0)
        }
        return recognizer
    }
}
