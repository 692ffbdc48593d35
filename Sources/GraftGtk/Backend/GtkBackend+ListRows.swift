import GraftCore
import GtkBridge

/// What a list keeps per slot for the rows' own looks (`.listRowBackground`, `.listRowInsets`, …).
@MainActor
final class ListRowLooks {
    /// Per slot: the look last set, the row's content widget, the overlay holding a background
    /// view behind the content (made once a slot gets one), its background widgets, and the
    /// classes put on GTK's row widget.
    var looks: [ObjectIdentifier: _ListRowLook] = [:]
    var contents: [ObjectIdentifier: Gtk.Widget] = [:]
    var frames: [ObjectIdentifier: Gtk.Overlay] = [:]
    var backgrounds: [ObjectIdentifier: [NativeWidget]] = [:]
    var classes: [ObjectIdentifier: [String]] = [:]

    func forget(_ item: Gtk.ListItem) {
        let id = ObjectIdentifier(item)
        looks[id] = nil
        contents[id] = nil
        frames[id] = nil
        backgrounds[id] = nil
        classes[id] = nil
    }
}

extension NativeList {
    /// Shows `row` (the row graph's widget) in `item`'s slot, inside the slot's background
    /// overlay when it has one, and applies the slot's look.
    func place(_ row: Gtk.Widget, in item: Gtk.ListItem) {
        let id = ObjectIdentifier(item)
        rowLooks.contents[id] = row
        if let frame = rowLooks.frames[id] {
            if !(item.child?.isSameWidget(as: frame) ?? false) { item.child = frame }
            if !(frame.child?.isSameWidget(as: row) ?? false) { frame.child = row }
        } else if !(item.child?.isSameWidget(as: row) ?? false) {
            item.child = row
        }
        applyRowLook(item)
    }

    /// Puts the slot's look on GTK's row widget (classes from the shared stylesheet, a size
    /// request) and on the content (its margins, when the row's padding is Graft's).
    func applyRowLook(_ item: Gtk.ListItem) {
        let id = ObjectIdentifier(item)
        guard let look = rowLooks.looks[id], let content = rowLooks.contents[id] else { return }
        let shown = rowLooks.frames[id] ?? content
        guard let row = shown.parent else { return }
        var wanted: [String] = []
        if let background = look.background {
            wanted.append(Self.rowClass("background-color: \(background.css);", state: ":not(:selected)"))
        }
        let ownsPadding = look.insets != nil || look.hasBackgroundView
        if ownsPadding { wanted.append(Self.rowClass("padding: 0;")) }
        switch look.separator {
        case .hidden: wanted.append(Self.rowClass("border-bottom: none;"))
        case .visible:
            let color = look.separatorTint?.css ?? "alpha(currentColor, 0.15)"
            wanted.append(Self.rowClass("border-bottom: 1px solid \(color);"))
        case .automatic:
            if let tint = look.separatorTint { wanted.append(Self.rowClass("border-bottom-color: \(tint.css);")) }
        }
        if let tint = look.itemTint { wanted.append(Self.rowClass("color: \(tint.css);", descendants: true)) }
        let old = rowLooks.classes[id] ?? []
        if old != wanted {
            for name in old where !wanted.contains(name) { row.removeCSSClass(name) }
            for name in wanted where !old.contains(name) { row.addCSSClass(name) }
            rowLooks.classes[id] = wanted
            StyleSheet.shared.commit()
        }
        row.setSizeRequest(width: -1, height: look.minHeight.map { Int($0.rounded(.up)) } ?? -1)
        let insets = ownsPadding ? (look.insets ?? Self.defaultRowInsets(listStyle ?? .automatic)) : EdgeInsets()
        content.marginTop = Int(insets.top.rounded())
        content.marginBottom = Int(insets.bottom.rounded())
        content.marginStart = Int(insets.leading.rounded())
        content.marginEnd = Int(insets.trailing.rounded())
    }

    /// The padding GTK's theme gives a row of `style` (the `row` rules of its list classes).
    static func defaultRowInsets(_ style: _ListStyleKind) -> EdgeInsets {
        switch style {
        case .automatic, .plain: return EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        case .grouped, .inset, .insetGrouped: return EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        case .sidebar: return EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        }
    }

    private static var rowClasses: [String: String] = [:]

    /// The class for a row look's declarations, made once in the shared stylesheet: on the row
    /// (in `state`), or on the symbols inside it.
    private static func rowClass(_ declarations: String, state: String = "", descendants: Bool = false) -> String {
        let key = "\(state)|\(descendants)|\(declarations)"
        if let known = rowClasses[key] { return known }
        let name = "graft-row-look-\(rowClasses.count + 1)"
        rowClasses[key] = name
        let row = "listview > row.\(name)\(state)"
        let selector = descendants ? "\(row) picture, \(row) image" : row
        StyleSheet.shared.addRule(selector: selector, declarations: declarations)
        return name
    }
}

extension GtkBackend {
    /// Keeps the look for the slot and applies it to GTK's row widget if the slot shows its row:
    /// a colour paints the row (not while selected), insets replace the row's padding, a separator
    /// is the row's bottom border, a symbol tint colours the row's icons, a least height is the
    /// row's size request.
    public func setListRowLook(_ list: NativeList, _ item: Gtk.ListItem, _ look: _ListRowLook) {
        let id = ObjectIdentifier(item)
        guard list.rowLooks.looks[id] != look else { return }
        list.rowLooks.looks[id] = look
        list.applyRowLook(item)
    }

    /// Lays the background widgets out behind the row's content, at the row's full size, in an
    /// overlay that becomes the slot's child.
    public func setListRowBackground(_ list: NativeList, _ item: Gtk.ListItem, _ background: [NativeWidget]) {
        let id = ObjectIdentifier(item)
        let looks = list.rowLooks
        guard !(looks.backgrounds[id] ?? []).elementsEqual(background, by: ===) else { return }
        looks.backgrounds[id] = background
        if background.isEmpty && looks.frames[id] == nil { return }
        let frame = looks.frames[id] ?? Gtk.Overlay()
        looks.frames[id] = frame
        Self.setBackgrounds(of: frame, background)
        if let content = looks.contents[id] { list.place(content, in: item) }
    }
}
