import GraftCore
import GtkBridge

extension Gtk.Widget {
    /// The labels at or below this widget, in order.
    var accessibleLabels: [Gtk.Widget] {
        typeName == "GtkLabel" ? [self] : childWidgets.flatMap(\.accessibleLabels)
    }

    /// A label's text.
    var labelText: String? { property("label", as: String.self) }
}

extension GtkBackend {
    /// Applies the label, value, hint, traits and hiding to what assistive technologies read.
    public func updateAccessibility(_ view: NativeWidget, _ attributes: AccessibilityAttributes?) {
        let old = view.accessibility
        view.accessibility = attributes
        let target = view.accessibleTarget
        let attributes = attributes ?? AccessibilityAttributes()
        if let label = attributes.label {
            target.setAccessibleLabel(label)
            // A drop-down's or menu button's focusable part is its inner button; it answers to the same name.
            if ["GtkDropDown", "GtkMenuButton"].contains(target.typeName) {
                target.firstChild?.setAccessibleLabel(label)
            }
        } else if old?.label != nil {
            target.setAccessibleLabel(nil)
            refreshAutomaticLabel(view)
        }
        if attributes.hint != old?.hint || attributes.value != old?.value {
            // Only range widgets (progress bars, sliders) carry a value text over AT-SPI; elsewhere the
            // value is announced as the start of the description, before the hint, as SwiftUI orders them.
            let isRange =
                ["GtkProgressBar", "GtkScale", "GtkSpinButton", "GtkLevelBar"].contains(target.typeName)
                || attributes.adjustableAction != nil
            target.setAccessibleValueText(attributes.value)
            let spoken = isRange ? [attributes.hint] : [attributes.value, attributes.hint]
            let description = spoken.compactMap { $0 }.joined(separator: ", ")
            target.setAccessibleDescription(description.isEmpty ? nil : description)
        }
        if attributes.isHidden != (old?.isHidden ?? false) { view.widget.setAccessibleHidden(attributes.isHidden) }
        let traits = attributes.traits
        if traits.contains(.isHeader) {
            target.setAccessibleRole(.heading)
        } else if traits.contains(.isButton) {
            target.setAccessibleRole(.button)
        } else if traits.contains(.isImage) {
            target.setAccessibleRole(.image)
        } else if traits.contains(.isStaticText) {
            target.setAccessibleRole(.label)
        }
        let selected = traits.contains(.isSelected) ? true : nil
        if selected != ((old?.traits ?? []).contains(.isSelected) ? true : nil) {
            target.setAccessibleSelected(selected)
        }
        if attributes.childBehavior != nil { view.widget.setAccessibleRole(.group) }
        if attributes.adjustableAction != nil, old?.adjustableAction == nil { makeAdjustable(view) }
        applyChildBehavior(view)
    }

    /// Gives the element a slider's role, keyboard focus, and the keys that adjust it: Up, Right
    /// and + increment, Down, Left and - decrement, through the latest handler (none once removed).
    private func makeAdjustable(_ view: NativeWidget) {
        let target = view.accessibleTarget
        target.setAccessibleRole(.slider)
        if !target.focusable { target.focusable = true }
        // The class marks a target that already has the key handler.
        guard !target.hasCSSClass("graft-adjustable") else { return }
        target.addCSSClass("graft-adjustable")
        view.tokens.append(
            target.onKeyPressed { [weak view] key in
                guard let action = view?.accessibility?.adjustableAction else { return false }
                switch key {
                case .up, .right, .plus: action(.increment)
                case .down, .left, .minus: action(.decrement)
                default: return false
                }
                return true
            })
    }

    /// After a container's children change: a button or toggle is named by the labels inside it, and
    /// an element that combines or ignores its children hides them.
    func refreshAutomaticLabel(_ view: NativeWidget) {
        guard view.accessibility?.label == nil else { return }
        if view.isNamedByContent {
            view.accessibleTarget.setLabelledBy(view.namingWidgets.flatMap(\.accessibleLabels))
        } else if let name = view.automaticLabel {
            view.accessibleTarget.setAccessibleLabel(name)
        }
    }

    func applyChildBehavior(_ view: NativeWidget) {
        guard let behavior = view.accessibility?.childBehavior, behavior != .contain else { return }
        let children = view.widget.childWidgets
        if behavior == .combine, view.accessibility?.label == nil {
            view.widget.setAccessibleLabel(
                children.flatMap(\.accessibleLabels).compactMap(\.labelText).joined(separator: " "))
        }
        for child in children { child.setAccessibleHidden(true) }
    }

    /// Sets the widget's tooltip text (`nil` removes it).
    public func setTooltip(_ widget: NativeWidget, _ text: String?) {
        let view = widget.widget
        if view.tooltip != text { view.tooltip = text }
    }
}
