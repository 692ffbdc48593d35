import GraftCore
import GtkBridge

extension Scene {
    /// Adds menus and menu items to the menu bar of the scene's windows.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands {
    ///         CommandMenu("Shapes") { Button("Add Circle") { addCircle() }.keyboardShortcut("k") }
    ///         CommandGroup(replacing: .help) { Button("Shapes Help") { openHelp() } }
    ///     }
    /// ```
    ///
    /// On GTK each window gets a `GtkPopoverMenuBar` above its content; see ``CommandsMenuBar``.
    /// Calling it again adds to the commands given before.
    ///
    /// - Parameter content: The menus and groups.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _CommandsScene(windows: _windows, entries: content()._commandEntries)
    }
}

/// A scene whose windows show a menu bar of commands.
struct _CommandsScene: Scene {
    let windows: [_WindowScene]
    let entries: [_CommandEntry]

    var _windows: [_WindowScene] {
        let entries = self.entries
        return windows.map { scene in
            _WindowScene {
                let host = try scene.makeHost()
                host.showCommands(entries)
                return host
            }
        }
    }
}

extension HostingWindow {
    /// Puts a menu bar of `entries` above the window's content (adding to the one it has).
    ///
    /// - Parameter entries: The scene's commands.
    func showCommands(_ entries: [_CommandEntry]) {
        let old = menuBar
        let all = (old?.entries ?? []) + entries
        let layouts = _CommandMenuLayout.menus(for: all)
        guard !layouts.isEmpty else { return }
        let column: Gtk.Box
        if let old {
            old.unmount()
            old.column.remove(old.widget)
            column = old.column
        } else {
            let content = graph.rootWidget(as: GtkBackend.self).widget
            window.child = nil
            column = Gtk.Box(orientation: .vertical, spacing: 0)
            content.vexpand = true
            column.append(content)
            window.child = column
        }
        let bar = CommandsMenuBar(layouts, entries: all, column: column, environment: graph.environment, window: window)
        column.prepend(bar.widget)
        menuBar = bar
    }
}
