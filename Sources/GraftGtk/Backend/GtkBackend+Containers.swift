import GraftCore
import GtkBridge

/// A `GroupBox`: a `GtkFrame` around a column.
@MainActor
public final class NativeGroupBox: NativeBox {
    let frame: Gtk.Frame
    init(_ frame: Gtk.Frame, column: Gtk.Box) {
        self.frame = frame
        super.init(frame, childBox: column)
    }
}

/// A `DisclosureGroup`: a `GtkExpander` around a column.
@MainActor
public final class NativeDisclosureGroup: NativeBox {
    let expander: Gtk.Expander
    /// What runs when the user opens or closes it.
    var onToggle: (@MainActor (Bool) -> Void)?
    init(_ expander: Gtk.Expander, column: Gtk.Box) {
        self.expander = expander
        super.init(expander, childBox: column)
    }
    override func dropCallbacks() { onToggle = nil }
}

/// A `Form`: a boxed `GtkListBox` in a scrolled window, one row per child.
@MainActor
public final class NativeForm: NativeWidget {
    let list: Gtk.ListBox
    /// The row boxes, in the order of the children.
    var rowBoxes: [Gtk.Box] = []
    init(_ scroller: Gtk.ScrolledWindow, list: Gtk.ListBox) {
        self.list = list
        super.init(scroller)
    }
    override var accessibleTarget: Gtk.Widget { list }
}

extension GtkBackend {
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
