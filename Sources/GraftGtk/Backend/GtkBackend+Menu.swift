import GraftCore
import GtkBridge

// Menu on a GtkMenuButton: the label views in the button, the items in the popover's box.
extension GtkBackend {
    public func makeMenu() -> NativeMenu {
        let button = Gtk.MenuButton()
        let labelBox = Gtk.Box(orientation: .horizontal, spacing: 6)
        let label = NativeBox(labelBox, axis: .horizontal)
        let items = NativeBox(button.itemBox, axis: .vertical)
        button.child = labelBox
        return NativeMenu(button, label: label, items: items)
    }

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
