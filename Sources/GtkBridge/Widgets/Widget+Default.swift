import CGtk

extension Gtk.Widget {
    /// Whether the widget is its window's default widget: the one Return activates (GTK's
    /// `activate-default`, also from a text field that activates the default), drawn with the
    /// `default` style. Setting it to true does nothing while the widget is in no window; GTK
    /// clears it when the widget leaves its window.
    public var isWindowDefault: Bool {
        get {
            guard let window = rootWindow else { return false }
            return gtk_window_get_default_widget(window) == widgetPointer
        }
        set {
            guard let window = rootWindow else { return }
            if newValue {
                gtk_widget_set_receives_default(widgetPointer, 1)
                gtk_window_set_default_widget(window, widgetPointer)
            } else if gtk_window_get_default_widget(window) == widgetPointer {
                gtk_window_set_default_widget(window, nil)
            }
        }
    }

    private var rootWindow: UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        let instance = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return nil }
        return UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    }

    /// Runs `handler` each time the widget is mapped (shown on screen, in a window).
    ///
    /// - Parameter handler: Runs on the main actor.
    /// - Returns: The token that owns the connection.
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalToken { connect("map", handler) }

    /// Runs `handler` each time the widget is unmapped (taken off screen: hidden, or removed from
    /// its window, while it is still in the window).
    ///
    /// - Parameter handler: Runs on the main actor.
    /// - Returns: The token that owns the connection.
    public func onUnmap(_ handler: @escaping @MainActor () -> Void) -> SignalToken { connect("unmap", handler) }
}
