import GraftCore
import GtkBridge

// Picker: `.menu` on a GtkDropDown, `.segmented` on linked GtkToggleButtons in a group.
extension GtkBackend {
    /// A row of linked toggle buttons (segmented), or a `GtkDropDown` (menu).
    public func makeChoice(segmented: Bool) -> AnyObject {
        if segmented {
            let box = Gtk.Box(orientation: .horizontal, spacing: 0)
            box.addCSSClass("linked")
            return NativeView(box)
        }
        let dropDown = Gtk.DropDown()
        let view = NativeView(dropDown)
        view.tokens.append(
            dropDown.onSelectionChanged { [weak view] index in
                guard let view, !view.isApplyingUpdate, let index else { return }
                view.doubleChange?(Double(index))
            })
        return view
    }

    /// Sets the choices' titles and the selected one; the user's choice goes to `onSelect`.
    public func updateChoice(
        _ widget: AnyObject, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues
    ) {
        let view = widget as! NativeView
        view.doubleChange = { onSelect(Int($0)) }
        view.isApplyingUpdate = true
        defer { view.isApplyingUpdate = false }
        view.widget.isSensitive = environment.isEnabled
        if let dropDown = view.widget as? Gtk.DropDown {
            dropDown.titles = titles
            if dropDown.selectedIndex != selected { dropDown.selectedIndex = selected }
            return
        }
        let box = view.widget as! Gtk.Box
        var buttons = view.attachedButtons
        if buttons.map({ $0.label }) != titles {
            for button in buttons { box.remove(button.button) }
            buttons = titles.enumerated().map { index, title in
                let button = Gtk.ToggleButton(label: title)
                let token = button.onToggled { [weak view] isActive in
                    guard let view, !view.isApplyingUpdate, isActive else { return }
                    view.doubleChange?(Double(index))
                }
                return (title, button, token)
            }
            for (offset, entry) in buttons.enumerated() {
                if offset > 0 { entry.button.join(buttons[0].button) }
                box.append(entry.button)
            }
            view.attachedButtons = buttons
        }
        for (index, entry) in buttons.enumerated() where entry.button.isActive != (index == selected) {
            entry.button.isActive = index == selected
        }
    }
}
