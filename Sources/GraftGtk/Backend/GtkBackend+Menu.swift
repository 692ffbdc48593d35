import GraftCore
import GtkBridge

// Menu on a GtkMenuButton: the label views in the button, the items in the popover's box.
extension GtkBackend {
    /// A `GtkMenuButton` whose popover lists the menu's items.
    public func makeMenu() -> AnyObject {
        let button = Gtk.MenuButton()
        let view = NativeView(button)
        let labelBox = Gtk.Box(orientation: .horizontal, spacing: 6)
        let label = NativeView(labelBox, kind: .box)
        label.axis = .horizontal
        let items = NativeView(button.itemBox, kind: .box)
        items.axis = .vertical
        button.child = labelBox
        view.children = [label, items]
        return view
    }

    /// Puts the label's widgets on the button and the items' widgets in the popover.
    public func setMenuChildren(_ menu: AnyObject, label: [AnyObject], items: [AnyObject]) {
        let view = menu as! NativeView
        let button = view.widget as! Gtk.MenuButton
        for (container, widgets) in zip(view.children, [label, items]) {
            let children = widgets.map { $0 as! NativeView }
            Self.sync(container.widget as! Gtk.Box, from: container.children, to: children)
            container.children = children
        }
        // Choosing an item closes the menu, after the item's own action.
        view.tokens.removeAll()
        for item in view.children[1].children where item.kind == .button {
            view.tokens.append((item.widget as! Gtk.Button).onClicked { [weak button] in button?.popdown() })
        }
    }
}
