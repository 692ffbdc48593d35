import CGtk

extension Gtk {
    /// A focus controller on a widget (`GtkEventControllerFocus`): ``onChange`` hears the keyboard
    /// focus enter the widget or one of its children (an entry's text), and leave it.
    public final class FocusController: GObjectRef {
        private var tokens: [SignalToken] = []
        /// Called with `true` when the focus moves into the widget, `false` when it leaves.
        public var onChange: (@MainActor (Bool) -> Void)?

        /// Adds a focus controller to `widget`.
        ///
        /// - Parameter widget: The widget whose focus it follows.
        public init(on widget: Widget) {
            let raw = gtk_event_controller_focus_new()!
            super.init(takingFloating: raw)
            g_object_ref(_rawPointer)
            gtk_widget_add_controller(widget.widgetPointer, raw)
            tokens.append(connect("enter") { [weak self] in self?.onChange?(true) })
            tokens.append(connect("leave") { [weak self] in self?.onChange?(false) })
        }

        /// Whether the focus is in the widget or one of its children.
        public var containsFocus: Bool {
            gtk_event_controller_focus_contains_focus(OpaquePointer(_rawPointer)) != 0
        }
    }
}

extension Gtk.Widget {
    /// Takes the keyboard focus away from this widget and its children: its window then has no
    /// focused widget (`gtk_root_set_focus(root, NULL)`).
    public func releaseFocus() {
        guard let root = gtk_widget_get_root(widgetPointer) else { return }
        gtk_root_set_focus(root, nil)
    }
}
