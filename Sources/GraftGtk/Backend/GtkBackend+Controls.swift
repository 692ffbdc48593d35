import GraftCore
import GtkBridge

extension GtkBackend {
    /// A `GtkLabel` that wraps at word boundaries when narrower than its text.
    public func makeText() -> NativeLabel {
        // Text wraps at word boundaries when it is narrower than its natural width, as in SwiftUI.
        // The natural width is the unwrapped line ("natural-wrap-mode" none): with GTK's default
        // estimate, GTK 4.8 boxes mis-measure wrapping labels (height-for-width criticals).
        let label = Gtk.Label()
        label.wrap = true
        label.naturalWidthIsUnwrapped = true
        return NativeLabel(label)
    }

    /// Sets the label's text, and its font and colour from the environment.
    public func updateText(_ view: NativeLabel, _ text: String, _ environment: EnvironmentValues) {
        if view.lastText != text {
            view.label.text = text
            view.lastText = text
        }
        applyTextStyle(view, environment)
    }

    func applyTextStyle(_ view: NativeLabel, _ environment: EnvironmentValues) {
        if let resolvedIn = view.textStyleEnvironment, resolvedIn.isSameVersion(as: environment) { return }
        view.textStyleEnvironment = environment
        let style = textStyle(in: environment)
        view.setStyle("color", style.color)
        view.setStyle("font", style.font)
        applyLineLimit(view.label, environment.lineLimit, keepsIdealWidth: environment.textKeepsIdealWidth)
    }

    /// One line: no wrapping; n lines: wrap, then ellipsize at the end of the last one. Text that
    /// keeps its ideal width (`.fixedSize`) neither wraps nor truncates.
    private func applyLineLimit(_ label: Gtk.Label, _ limit: Int?, keepsIdealWidth: Bool) {
        let wraps = limit != 1 && !keepsIdealWidth
        if label.wrap != wraps { label.wrap = wraps }
        let lines = keepsIdealWidth ? -1 : limit ?? -1
        if label.lines != lines {
            label.lines = lines
            label.ellipsizesAtEnd = lines != -1
        }
    }

    /// The colour and font declarations of text in `environment`; the labels of one container
    /// share an environment, so they are worked out once for all of them.
    private func textStyle(in environment: EnvironmentValues) -> (color: String, font: String?) {
        if let last = lastTextStyle, last.environment.isSameVersion(as: environment) { return (last.color, last.font) }
        let key = TextStyleKey(
            color: (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme),
            font: environment.font)
        let style: (color: String, font: String?)
        if let known = textStyleDeclarations[key] {
            style = known
        } else {
            style = (color: "color: \(key.color.css);", font: key.font.map(Self.css(for:)))
            if textStyleDeclarations.count >= 256 { textStyleDeclarations.removeAll() }
            textStyleDeclarations[key] = style
        }
        lastTextStyle = (environment, style.color, style.font)
        return style
    }

    /// A resolved text colour and font: what a label's style declarations are made from.
    struct TextStyleKey: Hashable {
        let color: Color.Components
        let font: Font?
    }

    static func css(for font: Font) -> String {
        var css = "font-size: \(Int(font.size.rounded()))px; font-weight: \(font.weight.rawValue);"
        if font.isItalic { css += " font-style: italic;" }
        if font.isMonospaced { css += " font-family: monospace;" }
        return css
    }

    /// A `GtkButton` whose clicks run the latest action.
    public func makeButton() -> NativeButton {
        let button = Gtk.Button()
        let view = NativeButton(button)
        view.tokens.append(button.onClicked { [weak view] in view?.action?() })
        return view
    }

    /// Keeps the action to run on click, and styles the button from the environment.
    public func updateButton(
        _ view: NativeButton, action: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        view.action = action
        if view.widget.isSensitive != environment.isEnabled { view.widget.isSensitive = environment.isEnabled }
        applyButtonAppearance(view, environment)
    }

    func setButtonChildren(_ view: NativeButton, _ children: [NativeWidget]) {
        let button = view.button
        let old = view.children
        view.children = children
        if children.count == 1 {
            view.contentBox = nil
            button.child = children[0].widget
            return
        }
        if let box = view.contentBox {
            Self.sync(box, from: old, to: children)
        } else {
            let box = Gtk.Box(orientation: .horizontal, spacing: 6)
            view.contentBox = box
            button.child = box
            Self.sync(box, from: [], to: children)
        }
    }

    /// A row of the label and a `GtkSwitch` at its end.
    public func makeToggle() -> NativeToggle {
        let row = Gtk.Box(orientation: .horizontal, spacing: 12)
        let labels = Gtk.Box(orientation: .horizontal, spacing: 6)
        labels.hexpand = true
        let toggle = Gtk.Switch()
        toggle.valign = .center
        row.append(labels)
        row.append(toggle)
        let view = NativeToggle(row: row, labels: labels, toggle: toggle)
        view.tokens.append(
            toggle.onActiveChanged { [weak view] isOn in
                guard let view, !view.isApplyingUpdate else { return }
                view.onChange?(isOn)
            })
        return view
    }

    /// Sets the switch's state; the user's flips go to `onChange`.
    public func updateToggle(
        _ view: NativeToggle, isOn: Bool, onChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    ) {
        view.onChange = onChange
        let toggle = view.toggle
        if toggle.isActive != isOn {
            view.isApplyingUpdate = true
            toggle.isActive = isOn
            view.isApplyingUpdate = false
        }
        view.widget.isSensitive = environment.isEnabled
    }

    /// A `GtkEntry` that takes the width it is offered.
    public func makeTextField() -> NativeTextField {
        let entry = Gtk.Entry()
        let view = NativeTextField(entry)
        // As in SwiftUI, a text field takes the width it is offered.
        entry.hexpand = true
        view.setOwnFills(width: true, height: false)
        view.tokens.append(
            entry.onChanged { [weak view] text in
                guard let view, !view.isApplyingUpdate else { return }
                view.lastText = text
                view.onChange?(text)
            })
        view.tokens.append(entry.onActivate { [weak view] in view?.onSubmit?() })
        return view
    }

    /// Shows `text` unless the entry already does (the cursor stays); edits and Enter go to the handlers.
    public func updateTextField(
        _ view: NativeTextField, text: String, placeholder: String, onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        let entry = view.entry
        view.onChange = onChange
        view.onSubmit = onSubmit
        if entry.text != text {
            view.isApplyingUpdate = true
            entry.text = text
            view.isApplyingUpdate = false
        }
        if entry.placeholderText != placeholder {
            entry.placeholderText = placeholder
            // SwiftUI announces a text field by its title, which Graft shows as the placeholder.
            view.automaticLabel = placeholder
            refreshAutomaticLabel(view)
        }
        entry.isSensitive = environment.isEnabled
    }

    /// A linear progress bar is flexible in width, as SwiftUI's is: it fills the width it is offered.
    public func makeProgressBar() -> NativeProgressBar {
        let bar = Gtk.ProgressBar()
        bar.valign = .center
        bar.hexpand = true
        let view = NativeProgressBar(bar)
        view.setOwnFills(width: true, height: false)
        view.automaticLabel = "Progress"
        bar.setAccessibleLabel("Progress")
        return view
    }

    /// Sets the `GtkProgressBar`'s fraction, animated when the transaction has an animation.
    public func updateProgressBar(
        _ view: NativeProgressBar, fraction: Double, _ environment: EnvironmentValues, _ transaction: Transaction
    ) {
        let bar = view.bar
        let target = min(max(fraction, 0), 1)
        if view.accessibility?.value == nil { bar.setAccessibleValueText("\(Int((target * 100).rounded())) percent") }
        guard bar.fraction != target || view.animations["fraction"] != nil else { return }
        Animator.animate(
            view, key: "fraction", from: bar.fraction, to: target, animation: transaction.effectiveAnimation
        ) { [weak bar] in bar?.fraction = $0 }
    }

    /// A spinning `GtkSpinner`, announced as "In progress".
    public func makeSpinner() -> NativeWidget {
        let view = NativeWidget(Gtk.Spinner(spinning: true))
        view.automaticLabel = "In progress"
        view.widget.setAccessibleLabel("In progress")
        return view
    }

    /// Nothing to update: the spinner spins while it is shown.
    public func updateSpinner(_ widget: NativeWidget, _ environment: EnvironmentValues) {}
}
