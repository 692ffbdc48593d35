import GraftCore
import GtkBridge

/// A view with a context menu: a one-child box with a `GtkPopover` of the menu's items attached,
/// opened by the secondary button, a long press, or the Menu key / Shift+F10.
@MainActor
public final class NativeContextMenuHost: NativeBox {
    let popover = Gtk.Popover()
    /// The popover's box holding the items.
    let items: NativeBox
    var recognizers: [Gtk.GestureRecognizer] = []
    var keys: Gtk.KeyController?
    /// The handlers closing the menu when an item button is clicked.
    var itemTokens: [SignalToken] = []

    init(_ box: Gtk.Box) {
        items = NativeBox(popover.itemBox, axis: .vertical)
        super.init(box, axis: nil)
    }

    /// Opens the menu at `(x, y)` of the view; a menu with no items does not open.
    func open(x: Double, y: Double) {
        guard !items.children.isEmpty else { return }
        popover.popup(x: x, y: y)
    }
}

extension GtkBackend {
    /// A box around the content with the menu's popover attached and the gestures and keys that open it.
    public func makeContextMenuHost() -> NativeContextMenuHost {
        let view = NativeContextMenuHost(Gtk.Box(orientation: .vertical, spacing: 0))
        view.centersSingleChild = true
        let box = view.widget
        box.focusable = true
        view.popover.attach(to: box)
        view.recognizers.append(
            box.addSecondaryClickGesture { [weak view] x, y in view?.open(x: x, y: y) })
        view.recognizers.append(
            box.addLongPressGesture(minimumDuration: 0.5, onPressing: { _ in }) { [weak view, weak box] in
                guard let view, let box else { return }
                view.open(x: Double(box.allocatedWidth) / 2, y: Double(box.allocatedHeight) / 2)
            })
        let keys = Gtk.KeyController(on: box)
        keys.handler = { [weak view, weak box] press in
            guard let view, let box else { return false }
            guard press.keyName == "Menu" || (press.keyName == "F10" && press.shift && !press.control) else {
                return false
            }
            view.open(x: Double(box.allocatedWidth) / 2, y: Double(box.allocatedHeight) / 2)
            return true
        }
        view.keys = keys
        view.onDismantle = { [weak view] in
            guard let view else { return }
            for recognizer in view.recognizers { recognizer.remove() }
            view.recognizers.removeAll()
            view.keys?.handler = nil
            for token in view.itemTokens { token.cancel() }
            view.itemTokens.removeAll()
            view.popover.popdown()
            view.popover.detach()
        }
        return view
    }

    /// Puts the content in the box and the items in the popover; an item button closes the menu.
    public func setContextMenuChildren(
        _ view: NativeContextMenuHost, content: [NativeWidget], items: [NativeWidget]
    ) {
        view.placeChildren(content, self)
        view.refreshFills()
        Self.sync(view.items.box, from: view.items.children, to: items)
        view.items.children = items
        for token in view.itemTokens { token.cancel() }
        view.itemTokens.removeAll()
        let popover = view.popover
        for item in items {
            guard let button = item.menuItemButton else { continue }
            button.hasFrame = false
            view.itemTokens.append(button.onClicked { [weak popover] in popover?.popdown() })
        }
    }
}
