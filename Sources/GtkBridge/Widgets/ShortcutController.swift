import CGtk

extension Gtk {
    /// A keyboard shortcut that activates a widget from anywhere in its window
    /// (`GtkShortcutController` in the managed scope, with a `GtkKeyvalTrigger` and GTK's
    /// activate action).
    ///
    /// The window (the widget's root, a `GtkShortcutManager`) runs the shortcut while the widget
    /// is in it; GTK drops it from the window when the widget leaves. ``remove()`` takes it off
    /// the widget.
    ///
    /// ```swift
    /// let save = ShortcutController(keyName: "s", control: true, activating: button)
    /// ```
    public final class ShortcutController: GObjectRef {
        private weak var widget: Widget?

        /// Adds a shortcut to `widget` that activates it (a button is clicked).
        ///
        /// - Parameters:
        ///   - keyName: The GDK key name: `"Return"`, `"Escape"`, `"s"`.
        ///   - control: Whether Control is held.
        ///   - shift: Whether Shift is held.
        ///   - alt: Whether Alt is held.
        ///   - widget: The widget to activate.
        /// - Returns: nil when GDK knows no key of that name.
        public init?(
            keyName: String, control: Bool = false, shift: Bool = false, alt: Bool = false, activating widget: Widget
        ) {
            let keyval = gdk_keyval_from_name(keyName)
            guard keyval != 0, keyval != guint(GDK_KEY_VoidSymbol) else { return nil }
            var modifiers: guint = 0
            if control { modifiers |= GDK_CONTROL_MASK.rawValue }
            if shift { modifiers |= GDK_SHIFT_MASK.rawValue }
            if alt { modifiers |= GDK_ALT_MASK.rawValue }
            let raw = gtk_shortcut_controller_new()!
            super.init(adopting: raw)
            gtk_shortcut_controller_set_scope(gobjectPointer, GTK_SHORTCUT_SCOPE_MANAGED)
            // The shortcut takes the trigger and the action; the controller takes the shortcut.
            let trigger = gtk_keyval_trigger_new(keyval, GdkModifierType(rawValue: modifiers))
            let action = gtk_activate_action_get()!
            g_object_ref(UnsafeMutableRawPointer(action))
            let shortcut = gtk_shortcut_new(trigger, action)
            gtk_shortcut_controller_add_shortcut(gobjectPointer, shortcut)
            self.widget = widget
            // The widget takes a reference of its own; this wrapper keeps one to remove it later.
            g_object_ref(UnsafeMutableRawPointer(gobjectPointer))
            gtk_widget_add_controller(widget.widgetPointer, raw)
        }

        /// Takes the shortcut off its widget (and so out of the window).
        public func remove() {
            guard let widget else { return }
            self.widget = nil
            gtk_widget_remove_controller(widget.widgetPointer, gobjectPointer)
        }
    }
}
