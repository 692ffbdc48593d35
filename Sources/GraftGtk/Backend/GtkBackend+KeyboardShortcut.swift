import GraftCore
import GtkBridge

// `.keyboardShortcut` on a button: a GtkShortcutController in the managed scope on the button,
// so the window runs it while the button is in the window, and GTK drops it when the button goes.
extension GtkBackend {
    /// Puts `shortcut` on a button: a managed-scope shortcut controller, or for `.defaultAction`
    /// the window's default widget; replaces (or with nil removes) the one there before.
    ///
    /// - Parameters:
    ///   - view: A button from `makeButton()`.
    ///   - shortcut: The shortcut, or nil for none.
    public func setKeyboardShortcut(_ view: NativeButton, _ shortcut: KeyboardShortcut?) {
        let installed = view.installedShortcut
        guard installed?.shortcut != shortcut else { return }
        installed?.remove(from: view.widget)
        view.installedShortcut = nil
        guard let shortcut else { return }
        if shortcut == .defaultAction {
            // GTK's own Return binding on the window (`activate-default`) runs before any managed
            // shortcut: the button becomes the window's default widget, whenever it is shown.
            // GTK 4.8 holds its default widget without a reference and does not always let go of
            // it when the widget leaves: it stops being the default as it goes off screen, so the
            // window never points at a freed button.
            let button = view.widget
            let tokens = [
                button.onMap { [weak button] in button?.isWindowDefault = true },
                button.onUnmap { [weak button] in button?.isWindowDefault = false },
            ]
            button.isWindowDefault = true
            view.installedShortcut = InstalledShortcut(shortcut: shortcut, controller: nil, defaultTokens: tokens)
            return
        }
        let modifiers = shortcut.modifiers
        let controller = Gtk.ShortcutController(
            keyName: shortcut.key.keyName, control: modifiers.contains(.command) || modifiers.contains(.control),
            shift: modifiers.contains(.shift), alt: modifiers.contains(.option), activating: view.widget)
        view.installedShortcut = InstalledShortcut(shortcut: shortcut, controller: controller, defaultTokens: [])
    }

    /// A button's shortcut and what runs it: a shortcut controller, or (for `.defaultAction`)
    /// the window's default widget, renewed each time the button is shown.
    final class InstalledShortcut {
        let shortcut: KeyboardShortcut
        let controller: Gtk.ShortcutController?
        let defaultTokens: [SignalToken]
        init(shortcut: KeyboardShortcut, controller: Gtk.ShortcutController?, defaultTokens: [SignalToken]) {
            self.shortcut = shortcut
            self.controller = controller
            self.defaultTokens = defaultTokens
        }

        @MainActor func remove(from widget: Gtk.Widget) {
            controller?.remove()
            if !defaultTokens.isEmpty {
                for token in defaultTokens { token.cancel() }
                widget.isWindowDefault = false
            }
        }
    }
}
