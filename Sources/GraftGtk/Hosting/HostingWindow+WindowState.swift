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

    /// Writes the window's phase and size classes into `environment`; whether any changed.
    @discardableResult
    static func applyWindowState(of window: Gtk.Window, to environment: inout EnvironmentValues) -> Bool {
        var changed = false
        let phase = scenePhase(of: window)
        if environment.scenePhase != phase {
            environment.scenePhase = phase
            changed = true
        }
        let size = size(of: window)
        // A window with no size yet (natural size, not yet shown) is taken as a desktop window.
        let horizontal: UserInterfaceSizeClass = size.width > 0 ? ._horizontal(forWidth: size.width) : .regular
        let vertical: UserInterfaceSizeClass = size.height > 0 ? ._vertical(forHeight: size.height) : .regular
        if environment.horizontalSizeClass != horizontal {
            environment.horizontalSizeClass = horizontal
            changed = true
        }
        if environment.verticalSizeClass != vertical {
            environment.verticalSizeClass = vertical
            changed = true
        }
        return changed
    }

    /// Keeps `\.scenePhase` in step with the window's `is-active` property and its mapping, and
    /// the size classes with its size.
    func followWindowState() -> [SignalToken] {
        let update: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            var environment = self.graph.environment
            guard Self.applyWindowState(of: self.window, to: &environment) else { return }
            self.graph.setEnvironment { Self.applyWindowState(of: self.window, to: &$0) }
        }
        return [
            window.observe("is-active", update), window.connect("map", update), window.connect("unmap", update),
            window.observe("default-width", update), window.observe("default-height", update),
        ]
    }
}
