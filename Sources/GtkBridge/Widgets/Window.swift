import CGtk

extension Gtk {
    /// A top-level window (`GtkWindow`).
    ///
    /// GTK keeps every window alive until it is destroyed — by `destroy()`, or by `close()` / the
    /// user closing it when no close handler stops it — even after its Swift wrapper is gone.
    ///
    /// ```swift
    /// let window = Window(title: "Graft")
    /// window.setDefaultSize(width: 640, height: 480)
    /// window.child = Label("Hello")
    /// let closing = window.onCloseRequest { hasUnsavedChanges }  // true keeps the window open
    /// window.present()
    /// ```
    open class Window: Widget {
        private var window: UnsafeMutablePointer<GtkWindow> { pointer(as: GtkWindow.self) }

        /// Creates a hidden window; call `present()` to show it.
        ///
        /// - Parameter title: The title shown in the title bar, or `nil`.
        public init(title: String? = nil) {
            super.init(takingFloating: OpaquePointer(gtk_window_new()))
            if let title { self.title = title }
        }

        /// Takes ownership of a new window created by a subclass (a reference is added).
        override package init(takingFloating pointer: OpaquePointer) {
            super.init(takingFloating: pointer)
        }

        /// Wraps an existing window, adding a reference.
        override package init(retaining pointer: OpaquePointer) {
            super.init(retaining: pointer)
        }

        /// The title shown in the title bar, or `nil`.
        public var title: String? {
            get { gtk_window_get_title(window).map { String(cString: $0) } }
            set { gtk_window_set_title(window, newValue) }
        }

        /// The size the window opens at, in pixels; -1 for a dimension left to the content.
        public var defaultSize: (width: Int, height: Int) {
            get {
                var width: Int32 = 0
                var height: Int32 = 0
                gtk_window_get_default_size(window, &width, &height)
                return (Int(width), Int(height))
            }
            set { setDefaultSize(width: newValue.width, height: newValue.height) }
        }

        /// Sets the size the window opens at.
        ///
        /// - Parameters:
        ///   - width: The width in pixels, or -1 to use the content's natural width.
        ///   - height: The height in pixels, or -1 to use the content's natural height.
        public func setDefaultSize(width: Int, height: Int) {
            gtk_window_set_default_size(window, Int32(clamping: width), Int32(clamping: height))
        }

        /// The window's content (a new wrapper each read; compare with `isSameWidget(as:)`).
        public var child: Widget? {
            get { Widget._wrap(gtk_window_get_child(window)) }
            set { gtk_window_set_child(window, newValue?.widgetPointer) }
        }

        /// Whether the window blocks input to the other windows of the app while shown.
        public var isModal: Bool {
            get { gtk_window_get_modal(window) != 0 }
            set { gtk_window_set_modal(window, newValue ? 1 : 0) }
        }

        /// The parent window this one stays on top of (dialogs, sheets), or `nil`.
        public var transientFor: Window? {
            get { gtk_window_get_transient_for(window).map { Window(retaining: OpaquePointer($0)) } }
            set { gtk_window_set_transient_for(window, newValue?.window) }
        }

        /// Whether the window is destroyed together with its `transientFor` parent.
        public var destroyWithParent: Bool {
            get { gtk_window_get_destroy_with_parent(window) != 0 }
            set { gtk_window_set_destroy_with_parent(window, newValue ? 1 : 0) }
        }

        /// Whether the window has a title bar and borders drawn by the window manager or GTK.
        public var decorated: Bool {
            get { gtk_window_get_decorated(window) != 0 }
            set { gtk_window_set_decorated(window, newValue ? 1 : 0) }
        }

        /// Whether the user can resize the window.
        public var resizable: Bool {
            get { gtk_window_get_resizable(window) != 0 }
            set { gtk_window_set_resizable(window, newValue ? 1 : 0) }
        }

        /// Whether closing only hides the window instead of destroying it.
        public var hideOnClose: Bool {
            get { gtk_window_get_hide_on_close(window) != 0 }
            set { gtk_window_set_hide_on_close(window, newValue ? 1 : 0) }
        }

        /// Whether the window has the keyboard focus of the desktop.
        public var isActive: Bool { gtk_window_is_active(window) != 0 }

        /// Whether the window is maximized (as reported by the window manager).
        public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }

        /// Whether the window is full screen (as reported by the window manager).
        public var isFullscreen: Bool { gtk_window_is_fullscreen(window) != 0 }

        /// Shows the window and brings it to the front.
        public func present() {
            gtk_window_present(window)
        }

        /// Asks the window to close, as the title bar's close button does: emits `close-request`
        /// (see `onCloseRequest(_:)`) and, unless a handler stops it, hides or destroys the window.
        public func close() {
            gtk_window_close(window)
        }

        /// Moves keyboard focus to `widget`, or takes it from the window's widgets (`nil`); the
        /// window keeps a reference to its focus widget until it changes.
        ///
        /// - Parameter widget: A widget inside the window, or `nil`.
        public func setFocus(_ widget: Widget?) {
            gtk_window_set_focus(window, widget?.widgetPointer)
        }

        /// Destroys the window at once, without asking the close handlers; emits `destroy`.
        public func destroy() {
            gtk_window_destroy(window)
        }

        /// Asks the window manager to minimize the window.
        public func minimize() {
            gtk_window_minimize(window)
        }

        /// Asks the window manager to maximize the window.
        public func maximize() {
            gtk_window_maximize(window)
        }

        /// Asks the window manager to restore a maximized window.
        public func unmaximize() {
            gtk_window_unmaximize(window)
        }

        /// Asks the window manager to show the window full screen.
        public func fullscreen() {
            gtk_window_fullscreen(window)
        }

        /// Asks the window manager to leave full screen.
        public func unfullscreen() {
            gtk_window_unfullscreen(window)
        }

        /// Runs `handler` when the user or `close()` asks the window to close (`close-request`).
        ///
        /// - Parameter handler: Returns `true` to keep the window open, `false` to let it close.
        /// - Returns: The token that owns the connection; the handler stops when it is released.
        public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalToken {
            connectReturningBool("close-request", handler)
        }
    }
}
