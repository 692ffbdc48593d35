import GraftCore
import GtkBridge

/// A `Menu`: a `GtkMenuButton` with its label views in the button and its items in the popover.
@MainActor
public final class NativeMenu: NativeWidget {
    let button: Gtk.MenuButton
    /// The box in the button holding the label views.
    let label: NativeBox
    /// The popover's box holding the items.
    let items: NativeBox
    /// The handlers closing the popover when an item button is clicked.
    var itemTokens: [SignalToken] = []
    init(_ button: Gtk.MenuButton, label: NativeBox, items: NativeBox) {
        self.button = button
        self.label = label
        self.items = items
        super.init(button)
        children = [label, items]
    }
    /// Ends the handlers closing the popover (before the items change, and on dismantle).
    func cancelItemTokens() {
        for token in itemTokens { token.cancel() }
        itemTokens.removeAll()
    }
    override func dropCallbacks() { cancelItemTokens() }
}

/// A `ColorPicker`'s colour button: a `GtkColorButton`.
@MainActor
public final class NativeColorPicker: NativeWidget {
    let button: Gtk.ColorButton
    /// What runs when the user chooses a colour.
    var onChange: (@MainActor (Color.Components) -> Void)?
    init(_ button: Gtk.ColorButton) {
        self.button = button
        super.init(button)
    }
    override func dropCallbacks() { onChange = nil }
}

/// A `Button`: a `GtkButton` holding its label views (in a box when there are several).
@MainActor
public final class NativeButton: NativeWidget {
    let button: Gtk.Button
    /// The box holding several label views; `nil` while there is one.
    var contentBox: Gtk.Box?
    /// What runs when the user clicks.
    var action: (@MainActor () -> Void)?
    /// The `.keyboardShortcut` that activates the button, and what runs it.
    var installedShortcut: GtkBackend.InstalledShortcut?
    init(_ button: Gtk.Button) {
        self.button = button
        super.init(button)
    }
    override var menuItemButton: Gtk.Button? { button }
    override var isNamedByContent: Bool { true }
    override var namingWidgets: [Gtk.Widget] { contentBox.map { [$0] } ?? children.map(\.widget) }
    override func placeChildren(_ children: [NativeWidget], _ backend: GtkBackend) {
        backend.setButtonChildren(self, children)
    }
    override func dropCallbacks() {
        action = nil
        installedShortcut?.remove(from: button)
        installedShortcut = nil
    }
}

extension GtkBackend {
    /// `.buttonStyle` as GTK's own classes (`suggested-action`, `flat`); `.tint` as a stylesheet
    /// class colouring a prominent button's background or another button's label.
    func applyButtonAppearance(_ view: NativeButton, _ environment: EnvironmentValues) {
        let appearance = environment.buttonAppearance
        let oldClass = view.styleClasses["gtkButtonClass"]
        let newClass = Self.styleClass(for: appearance.frame)
        if oldClass != newClass {
            if let oldClass { view.widget.removeCSSClass(oldClass) }
            if let newClass { view.widget.addCSSClass(newClass) }
            view.styleClasses["gtkButtonClass"] = newClass
        }
        // A `Link` draws as GtkLinkButton does: GTK's `link` class on a button.
        if view.widget.hasCSSClass("link") != appearance.isLink {
            if appearance.isLink { view.widget.addCSSClass("link") } else { view.widget.removeCSSClass("link") }
        }
        var tint: String?
        if let color = environment.tint?.resolve(in: environment.colorScheme) {
            tint =
                appearance.tintsBackground
                ? "background: \(color.css); color: white;" : "color: \(color.css);"
        }
        view.setStyle("tint", tint)
        view.setStyle("bare", appearance.isBare ? "padding: 0; min-height: 0; min-width: 0; background: none;" : nil)
    }

    /// GTK's style class for a button frame: `suggested-action`, `flat`, or none.
    static func styleClass(for frame: ButtonAppearance.Frame) -> String? {
        switch frame {
        case .standard: nil
        case .prominent: "suggested-action"
        case .borderless: "flat"
        }
    }

    static func css(for font: Font) -> String {
        var css = "font-size: \(Int(font.size.rounded()))px; font-weight: \(font.weight.rawValue);"
        if font.isItalic { css += " font-style: italic;" }
        if let family = cssFamily(of: font) { css += " font-family: \(family);" }
        if font.isMonospacedDigit { css += " font-feature-settings: \"tnum\";" }
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

    /// Adds GTK's `destructive-action` class for `.destructive`, and removes it otherwise.
    public func setButtonRole(_ button: NativeButton, _ role: ButtonRole?) {
        let widget = button.button
        if role == .destructive {
            widget.addCSSClass("destructive-action")
        } else {
            widget.removeCSSClass("destructive-action")
        }
    }

    /// A horizontal `GtkBox` with GTK's `linked` class: its buttons draw as one joined control.
    public func makeControlGroup() -> NativeBox {
        let box = Gtk.Box(orientation: .horizontal, spacing: 0)
        box.addCSSClass("linked")
        box.valign = .center
        return NativeBox(box, axis: .horizontal)
    }

    /// Puts the controls in the linked box, in order.
    public func setControlGroupChildren(_ group: NativeBox, _ children: [NativeWidget]) {
        Self.sync(group.box, from: group.children, to: children)
        group.children = children
    }

    /// A `GtkColorButton` whose `rgba` changes (the dialog's choices) reach `onChange`.
    public func makeColorPicker() -> NativeColorPicker {
        let button = Gtk.ColorButton()
        button.valign = .center
        let view = NativeColorPicker(button)
        view.tokens.append(
            button.observe("rgba") { [weak view] in
                guard let view, !view.isApplyingUpdate else { return }
                let rgba = view.button.rgba
                view.onChange?(Color.Components(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha))
            })
        return view
    }

    /// Sets `use-alpha` and, when it differs from what the button shows, `rgba` (without echoing it
    /// back as a choice).
    public func updateColorPicker(
        _ view: NativeColorPicker, color: Color.Components, supportsOpacity: Bool, title: String?,
        onChange: @escaping @MainActor (Color.Components) -> Void, _ environment: EnvironmentValues
    ) {
        view.onChange = onChange
        let button = view.button
        view.isApplyingUpdate = true
        if button.useAlpha != supportsOpacity { button.useAlpha = supportsOpacity }
        if let title, button.title != title { button.title = title }
        let shown = button.rgba
        // GTK keeps single-precision components: compare within what a float holds.
        let differs = zip(
            [shown.red, shown.green, shown.blue, shown.alpha], [color.red, color.green, color.blue, color.opacity]
        ).contains { abs($0 - $1) > 1e-6 }
        if differs { button.rgba = (color.red, color.green, color.blue, color.opacity) }
        view.isApplyingUpdate = false
        if button.isSensitive != environment.isEnabled { button.isSensitive = environment.isEnabled }
    }
}
