import GraftCore
import GtkBridge

// Menu on a GtkMenuButton: the label views in the button, the items in the popover's box.
extension GtkBackend {
    /// A `GtkMenuButton` whose popover lists the menu's items.
    public func makeMenu() -> NativeMenu {
        let button = Gtk.MenuButton()
        let labelBox = Gtk.Box(orientation: .horizontal, spacing: 6)
        let label = NativeBox(labelBox, axis: .horizontal)
        let items = NativeBox(button.itemBox, axis: .vertical)
        button.child = labelBox
        return NativeMenu(button, label: label, items: items)
    }

    /// Puts the label's widgets on the button and the items' widgets in the popover.
    public func setMenuChildren(_ view: NativeMenu, label: [NativeWidget], items: [NativeWidget]) {
        let button = view.button
        for (container, children) in [(view.label, label), (view.items, items)] {
            Self.sync(container.box, from: container.children, to: children)
            container.children = children
        }
        // Choosing an item closes the menu, after the item's own action.
        view.cancelItemTokens()
        for item in items {
            guard let itemButton = item.menuItemButton else { continue }
            view.itemTokens.append(itemButton.onClicked { [weak button] in button?.popdown() })
        }
    }
}
