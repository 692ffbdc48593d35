import GraftCore
import GtkBridge

extension HostingWindow {
    /// The scene phase GTK's window state means: active window, shown, or not shown.
    static func scenePhase(of window: Gtk.Window) -> ScenePhase {
        guard window.isMapped else { return .background }
        return window.isActive ? .active : .inactive
    }

    /// The window's size in points: its allocation once shown, its default size before.
    static func size(of window: Gtk.Window) -> (width: Int, height: Int) {
        let width =
            window.allocatedWidth > 0 ? window.allocatedWidth : window.property("default-width", as: Int.self) ?? 0
        let height =
            window.allocatedHeight > 0 ? window.allocatedHeight : window.property("default-height", as: Int.self) ?? 0
        return (width, height)
    }

    /// Brings `state` up to date with the window's phase and size classes, changing only what
    /// differs (each change reaches only the bodies that read it).
    static func applyWindowState(of window: Gtk.Window, to state: _WindowState) {
        let phase = scenePhase(of: window)
        if state.scenePhase != phase { state.scenePhase = phase }
        let size = size(of: window)
        // A window with no size yet (natural size, not yet shown) is taken as a desktop window.
        let horizontal: UserInterfaceSizeClass = size.width > 0 ? ._horizontal(forWidth: size.width) : .regular
        let vertical: UserInterfaceSizeClass = size.height > 0 ? ._vertical(forHeight: size.height) : .regular
        if state.horizontalSizeClass != horizontal { state.horizontalSizeClass = horizontal }
        if state.verticalSizeClass != vertical { state.verticalSizeClass = vertical }
    }

    /// Keeps `\.scenePhase` in step with the window's `is-active` property and its mapping, and
    /// the size classes with its size.
    func followWindowState() -> [SignalToken] {
        let update: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            Self.applyWindowState(of: self.window, to: self.windowState)
        }
        return [
            window.observe("is-active", update), window.connect("map", update), window.connect("unmap", update),
            window.observe("default-width", update), window.observe("default-height", update),
        ]
    }
}
