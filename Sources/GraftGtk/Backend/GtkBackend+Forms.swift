import GraftCore
import GtkBridge

extension GtkBackend {
    /// GTK's password mode: the entry shows bullets instead of the text.
    public func setTextFieldSecure(_ view: NativeTextField, _ isSecure: Bool) {
        let entry = view.entry
        entry.isTextVisible = !isSecure
        try? entry.setProperty("input-purpose", isSecure ? "password" : "free-form")
    }

    /// A `GtkTextView` in a `GtkScrolledWindow` with GTK's `view` frame, filling its space.
    public func makeTextEditor() -> NativeTextEditor {
        let editor = Gtk.TextView()
        let scroller = Gtk.ScrolledWindow()
        scroller.child = editor
        scroller.hexpand = true
        scroller.vexpand = true
        scroller.addCSSClass("frame")
        let view = NativeTextEditor(scroller, editor: editor)
        view.setOwnFills(width: true, height: true)
        view.tokens.append(
            editor.onChanged { [weak view] text in
                guard let view, !view.isApplyingUpdate else { return }
                view.lastText = text
                view.onChange?(text)
            })
        return view
    }

    /// Shows `text` in the text view unless it already does (the cursor stays); edits go to `onChange`.
    public func updateTextEditor(
        _ view: NativeTextEditor, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues
    ) {
        let editor = view.editor
        view.onChange = onChange
        if view.lastText != text {
            view.isApplyingUpdate = true
            editor.text = text
            view.isApplyingUpdate = false
            view.lastText = text
        }
        if editor.isEditable != environment.isEnabled { editor.isEditable = environment.isEnabled }
    }

    /// A `GtkFrame` holding a column for the children.
    public func makeGroupBox() -> NativeGroupBox {
        let frame = Gtk.Frame()
        let column = Gtk.Box(orientation: .vertical, spacing: 8)
        column.marginTop = 8
        column.marginBottom = 8
        column.marginStart = 8
        column.marginEnd = 8
        frame.child = column
        return NativeGroupBox(frame, column: column)
    }

    /// Sets the `GtkFrame`'s label (`nil` for none).
    public func updateGroupBox(_ view: NativeGroupBox, title: String?) {
        let frame = view.frame
        if frame.label != title { frame.label = title }
    }

    /// A `GtkExpander` holding a column for the children.
    public func makeDisclosureGroup() -> NativeDisclosureGroup {
        let expander = Gtk.Expander()
        let column = Gtk.Box(orientation: .vertical, spacing: 8)
        column.marginStart = 16
        expander.child = column
        let view = NativeDisclosureGroup(expander, column: column)
        view.tokens.append(
            expander.observeBool("expanded") { [weak view] isOpen in
                guard let view, !view.isApplyingUpdate else { return }
                view.onToggle?(isOpen)
            })
        return view
    }

    /// Sets the `GtkExpander`'s title and state; the user's clicks go to `onToggle`.
    public func updateDisclosureGroup(
        _ view: NativeDisclosureGroup, title: String, isExpanded: Bool?, onToggle: @escaping @MainActor (Bool) -> Void
    ) {
        let expander = view.expander
        view.onToggle = onToggle
        if expander.label != title { expander.label = title }
        if let isExpanded, expander.isExpanded != isExpanded {
            view.isApplyingUpdate = true
            expander.isExpanded = isExpanded
            view.isApplyingUpdate = false
        }
    }

    /// A scrolled `GtkListBox` with the `boxed-list` style, no selection, 12 px from the edges.
    public func makeForm() -> NativeForm {
        let list = Gtk.ListBox()
        list.addCSSClass("boxed-list")
        try? list.setProperty("show-separators", true)
        // GTK's own theme leaves `boxed-list` to libadwaita: draw the card here, in the shared sheet.
        StyleSheet.shared.addRule(
            selector: "list.boxed-list",
            declarations: "border-radius: 8px; border: 1px solid alpha(currentColor, 0.15);")
        list.valign = .start
        list.marginTop = 12
        list.marginBottom = 12
        list.marginStart = 12
        list.marginEnd = 12
        let scroller = Gtk.ScrolledWindow()
        scroller.child = list
        scroller.hexpand = true
        scroller.vexpand = true
        scroller.setScrolls(horizontal: false, vertical: true)
        let view = NativeForm(scroller, list: list)
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Rows are rebuilt only when the list of child widgets changes (identities are stable across
    /// ordinary updates, so this is rare); each row holds its view in a box with GTK's row padding.
    public func setFormRows(_ view: NativeForm, _ children: [NativeWidget], _ environment: EnvironmentValues) {
        let list = view.list
        if children.count == view.children.count && zip(children, view.children).allSatisfy({ $0 === $1 }) { return }
        let old = view.rowBoxes
        for (child, box) in zip(view.children, old) { box.remove(child.widget) }
        list.removeAll()
        var boxes: [Gtk.Box] = []
        for child in children {
            let box = Gtk.Box(orientation: .horizontal, spacing: 0)
            box.marginTop = 6
            box.marginBottom = 6
            box.marginStart = 12
            box.marginEnd = 12
            if child.fillsWidth { child.widget.hexpand = true }
            box.append(child.widget)
            list.append(box)
            boxes.append(box)
        }
        view.rowBoxes = boxes
        view.children = children
    }
}
