import GraftCore
import GtkBridge

// Picker: `.menu` on a GtkDropDown, `.segmented` on linked GtkToggleButtons in a group.
extension GtkBackend {
    /// A row of linked toggle buttons (segmented), or a `GtkDropDown` (menu).
    public func makeChoice(segmented: Bool) -> NativeChoice {
        if segmented {
            let box = Gtk.Box(orientation: .horizontal, spacing: 0)
            box.addCSSClass("linked")
            return NativeChoice(.segmented(box))
        }
        let dropDown = Gtk.DropDown()
        let view = NativeChoice(.dropDown(dropDown))
        view.tokens.append(
            dropDown.onSelectionChanged { [weak view] index in
                guard let view, !view.isApplyingUpdate, let index else { return }
                view.onSelect?(index)
            })
        return view
    }

    /// Sets the choices' titles and the selected one; the user's choice goes to `onSelect`.
    public func updateChoice(
        _ view: NativeChoice, titles: [String], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void,
        _ environment: EnvironmentValues
    ) {
        view.onSelect = onSelect
        view.isApplyingUpdate = true
        defer { view.isApplyingUpdate = false }
        view.widget.isSensitive = environment.isEnabled
        switch view.control {
        case .dropDown(let dropDown):
            dropDown.titles = titles
            if dropDown.selectedIndex != selected { dropDown.selectedIndex = selected }
        case .segmented(let box):
            updateSegments(view, box, titles: titles, selected: selected)
        }
    }

    private func updateSegments(_ view: NativeChoice, _ box: Gtk.Box, titles: [String], selected: Int?) {
        var buttons = view.segments
        if buttons.map({ $0.label }) != titles {
            for button in buttons { box.remove(button.button) }
            buttons = titles.enumerated().map { index, title in
                let button = Gtk.ToggleButton(label: title)
                let token = button.onToggled { [weak view] isActive in
                    guard let view, !view.isApplyingUpdate, isActive else { return }
                    view.onSelect?(index)
                }
                return (title, button, token)
            }
            for (offset, entry) in buttons.enumerated() {
                if offset > 0 { entry.button.join(buttons[0].button) }
                box.append(entry.button)
            }
            view.segments = buttons
        }
        for (index, entry) in buttons.enumerated() where entry.button.isActive != (index == selected) {
            entry.button.isActive = index == selected
        }
    }
}
