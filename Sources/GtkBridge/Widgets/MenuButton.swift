import CGtk

extension Gtk {
    /// A button that opens a popover holding any widgets (`GtkMenuButton` with a `GtkPopover`).
    public final class MenuButton: Widget {
        /// The box inside the popover, where the menu's items go.
        public let itemBox: Box
        private let popover: Widget

        /// Creates a menu button with an empty popover.
        public init() {
            itemBox = Box(orientation: .vertical, spacing: 2)
            popover = Widget(takingFloating: OpaquePointer(gtk_popover_new()!))
            super.init(takingFloating: OpaquePointer(gtk_menu_button_new()!))
            gtk_popover_set_child(popover.pointer(as: GtkPopover.self), itemBox.widgetPointer)
            gtk_menu_button_set_popover(gobjectPointer, popover.widgetPointer)
        }

        /// The button's content (the menu's label).
        public var child: Widget? {
            get { Widget._wrap(gtk_menu_button_get_child(gobjectPointer)) }
            set { gtk_menu_button_set_child(gobjectPointer, newValue?.widgetPointer) }
        }

        /// Whether the popover is open.
        public var isOpen: Bool { popover.isVisible }

        /// Opens the popover.
        public func popup() { gtk_menu_button_popup(gobjectPointer) }

        /// Closes the popover.
        public func popdown() { gtk_menu_button_popdown(gobjectPointer) }
    }
}
