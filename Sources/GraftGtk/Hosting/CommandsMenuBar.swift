import GraftCore
import GtkBridge

/// A window's menu bar for its scene's `.commands`: a `GtkPopoverMenuBar` showing a `GMenu`,
/// whose items activate `GAction`s of the `menu` prefix, with each button's `.keyboardShortcut`
/// as the accelerator the menu shows and the window obeys.
///
/// Each section of items (a `CommandMenu`'s content, a `CommandGroup`'s addition) is a view graph
/// of its own, never shown: its buttons, dividers and menus become the items, sections and
/// submenus, and after each update pass the model follows them (titles, `.disabled`).
@MainActor
public final class CommandsMenuBar {
    /// The menu bar widget.
    public let widget: Gtk.PopoverMenuBar
    /// The menus and their items, as the menu bar shows them.
    public private(set) var model = Gtk.MenuModel()
    /// The items' actions (`item0`, `item1`, … in menu order), inserted in the window as `menu`.
    public let actions = Gtk.ActionGroup()
    /// The commands shown.
    let entries: [_CommandEntry]
    /// The window's box holding the menu bar above the content.
    let column: Gtk.Box
    private let menus: [(title: String, graphs: [ViewGraph])]
    private let shortcuts: Gtk.ActionShortcuts
    private var buttons: [Int: WeakButton] = [:]
    private var shape: [MenuShape] = []
    private var enabled: [Int: Bool] = [:]

    /// A menu bar for `layouts` in `window`.
    init(
        _ layouts: [_CommandMenuLayout], entries: [_CommandEntry], column: Gtk.Box, environment: EnvironmentValues,
        window: Gtk.Window
    ) {
        self.entries = entries
        self.column = column
        menus = layouts.map { layout in
            (
                layout.title,
                layout.sections.map { ViewGraph(root: $0, backend: GtkBackend.shared, environment: environment) }
            )
        }
        widget = Gtk.PopoverMenuBar(model: model)
        shortcuts = Gtk.ActionShortcuts(on: window)
        window.insertActionGroup(actions, prefix: "menu")
        refresh()
        GtkBackend.shared.passObservers[ObjectIdentifier(self)] = { [weak self] in self?.refresh() }
    }

    /// Dismantles the items' views and takes the shortcuts off the window.
    func unmount() {
        GtkBackend.shared.passObservers[ObjectIdentifier(self)] = nil
        for menu in menus { for graph in menu.graphs { graph.unmount() } }
        shortcuts.remove()
        buttons.removeAll()
    }

    /// Reads the items' buttons again: rebuilds the model when the items changed, and enables
    /// each action as its button is.
    private func refresh() {
        var found: [Int: WeakButton] = [:]
        var next = 0
        let newShape = menus.map { menu in
            MenuShape(
                title: menu.title,
                sections: menu.graphs.flatMap { graph in
                    Self.sections(of: graph.rootWidget(as: GtkBackend.self), found: &found, next: &next)
                })
        }
        buttons = found
        if newShape != shape {
            shape = newShape
            rebuild()
        }
        for (index, box) in found {
            let isEnabled = box.button?.widget.isSensitive ?? false
            guard enabled[index] != isEnabled else { continue }
            enabled[index] = isEnabled
            actions.setEnabled("item\(index)", isEnabled)
        }
    }

    private func rebuild() {
        let bar = Gtk.MenuModel()
        for name in actions.actionNames { actions.removeAction(name) }
        shortcuts.removeAll()
        enabled.removeAll()
        for menu in shape {
            let menuModel = Gtk.MenuModel()
            for section in menu.sections where !section.isEmpty { menuModel.appendSection(model(of: section)) }
            bar.appendSubmenu(label: menu.title, menuModel)
        }
        model = bar
        widget.setModel(bar)
    }

    private func model(of items: [MenuItem]) -> Gtk.MenuModel {
        let menu = Gtk.MenuModel()
        for item in items {
            switch item {
            case .button(let title, let accelerator, let index):
                let name = "item\(index)"
                actions.addAction(name) { [weak self] in
                    guard let button = self?.buttons[index]?.button, button.widget.isSensitive else { return }
                    button.action?()
                }
                menu.appendItem(label: title, action: "menu.\(name)", accelerator: accelerator)
                if let accelerator { shortcuts.add(accelerator: accelerator, action: "menu.\(name)") }
            case .submenu(let title, let sections):
                let submenu = Gtk.MenuModel()
                for section in sections where !section.isEmpty { submenu.appendSection(model(of: section)) }
                menu.appendSubmenu(label: title, submenu)
            }
        }
        return menu
    }

    /// The items under `widget`, split into sections at each `Divider`.
    private static func sections(of widget: NativeWidget, found: inout [Int: WeakButton], next: inout Int)
        -> [[MenuItem]]
    {
        var result: [[MenuItem]] = [[]]
        func visit(_ widget: NativeWidget) {
            if let button = widget as? NativeButton {
                found[next] = WeakButton(button: button)
                result[result.count - 1].append(
                    .button(
                        title: text(of: button), accelerator: accelerator(button.installedShortcut?.shortcut),
                        index: next))
                next += 1
            } else if let menu = widget as? NativeMenu {
                var inner: [[MenuItem]] = []
                for child in menu.items.children { inner += sections(of: child, found: &found, next: &next) }
                result[result.count - 1].append(.submenu(title: text(of: menu.label), sections: inner))
            } else if widget is NativeDivider {
                result.append([])
            } else {
                widget.children.forEach(visit)
            }
        }
        visit(widget)
        return result
    }

    /// The text of the labels under `widget`, joined with spaces.
    private static func text(of widget: NativeWidget) -> String {
        if let label = widget as? NativeLabel { return label.label.text }
        return widget.children.map(text(of:)).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `shortcut` as GTK writes an accelerator (`<Control><Shift>s`).
    static func accelerator(_ shortcut: KeyboardShortcut?) -> String? {
        guard let shortcut else { return nil }
        let modifiers = shortcut.modifiers
        var text = ""
        if modifiers.contains(.command) || modifiers.contains(.control) { text += "<Control>" }
        if modifiers.contains(.shift) { text += "<Shift>" }
        if modifiers.contains(.option) { text += "<Alt>" }
        return text + shortcut.key.keyName
    }

    private struct WeakButton {
        weak var button: NativeButton?
    }

    private struct MenuShape: Equatable {
        let title: String
        let sections: [[MenuItem]]
    }

    private indirect enum MenuItem: Equatable {
        case button(title: String, accelerator: String?, index: Int)
        case submenu(title: String, sections: [[MenuItem]])
    }
}
