import GraftCore
import GtkBridge

// `List` on GTK's recycling `GtkListView`: a count-only model, a signal factory whose slots show
// one row graph each, and a selection model.
extension GtkBackend {
    public func makeList(selection: ListSelectionMode, rows: any _ListRowSource) -> AnyObject {
        let mode: Gtk.ListView.SelectionMode
        switch selection {
        case .none: mode = .none
        case .single: mode = .single
        case .multiple: mode = .multiple
        }
        let list = Gtk.ListView(selection: mode)
        list.hexpand = true
        list.vexpand = true
        list.addCSSClass("graft-list")
        let view = NativeView(list)
        view.setOwnFills(width: true, height: true)
        // The slots and callbacks hold the row source weakly: the engine owns it.
        weak var source = rows
        list.onBind = { item in
            guard let source, let position = item.position else { return }
            let (widget, isHeader) = source.bindRow(item, at: position)
            let native = widget as! NativeView
            let row = native.widget
            if native.alignment != .leading {
                // List rows are leading-aligned, as in SwiftUI.
                native.alignment = .leading
                self.applyChildAlignment(native)
            }
            item.child = row
            item.isSelectable = !isHeader
            item.isActivatable = !isHeader
            if isHeader { row.addCSSClass("heading") } else { row.removeCSSClass("heading") }
        }
        list.onUnbind = { item in source?.unbindRow(item) }
        list.onTeardown = { item in
            item.child = nil
            source?.releaseRow(item)
        }
        list.onSelectionChanged = { [weak list] in
            guard let list else { return }
            source?.selectionDidChange(list.selectedPositions)
        }
        let keys = list.keyController!
        keys.handler = { press in
            guard let source else { return false }
            switch (press.keyName, press.alt, press.control) {
            case ("Delete", false, false), ("KP_Delete", false, false): return source.perform(.deleteSelection)
            case ("Up", true, false): return source.perform(.moveSelectionUp)
            case ("Down", true, false): return source.perform(.moveSelectionDown)
            default: return false
            }
        }
        view.onDismantle = { [weak list, weak keys] in
            keys?.handler = nil
            list?.onBind = nil
            list?.onUnbind = nil
            list?.onTeardown = nil
            list?.onSelectionChanged = nil
        }
        return view
    }

    public func spliceList(_ list: AnyObject, at position: Int, removed: Int, added: Int) {
        listView(list)?.splice(at: position, removed: removed, added: added)
    }

    public func listSelection(_ list: AnyObject) -> [Int] { listView(list)?.selectedPositions ?? [] }

    public func setListSelection(_ list: AnyObject, _ positions: [Int]) {
        listView(list)?.selectedPositions = positions
    }

    public func listItemPosition(_ item: AnyObject) -> Int? { (item as? Gtk.ListItem)?.position }

    private func listView(_ list: AnyObject) -> Gtk.ListView? { (list as? NativeView)?.widget as? Gtk.ListView }
}
