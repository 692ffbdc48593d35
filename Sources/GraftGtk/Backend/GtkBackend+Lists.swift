import GraftCore
import GtkBridge

/// A `List`, `LazyVStack` or `LazyVGrid`: a recycling `GtkListView` (or grid).
@MainActor
public final class NativeList: NativeWidget {
    let list: Gtk.ListView
    /// The list style last applied (`setListStyle`).
    var listStyle: _ListStyleKind?
    /// The rows' own looks, per slot.
    let rowLooks = ListRowLooks()
    init(_ list: Gtk.ListView) {
        self.list = list
        super.init(list)
    }
}

extension GtkBackend {
    /// A recycling `GtkListView` over `rows`, with GTK's selection model for `selection`.
    public func makeList(
        selection: ListSelectionMode, rows: any _ListRowSource<NativeWidget, Gtk.ListItem>
    ) -> NativeList {
        makeRecycling(Gtk.ListView.SelectionMode(selection), .list, rows: rows, row: RowStyle(alignment: .leading))
    }

    /// A recycling `GtkListView` (stack) or `GtkGridView` (grid) over `rows`, without selection.
    public func makeLazyContainer(
        _ layout: _LazyLayout, rows: any _ListRowSource<NativeWidget, Gtk.ListItem>
    ) -> NativeList {
        Self.installLazyStyles()
        switch layout {
        case .stack(let spacing, let alignment):
            let view = makeRecycling(
                .none, .list, rows: rows,
                row: RowStyle(alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing))
            view.widget.addCSSClass("graft-lazy")
            return view
        case .grid(let columns, let spacing):
            var minimumWidth: Double?
            var counts = (min: columns.count, max: columns.count)
            for column in columns {
                switch column.size {
                case .adaptive(let minimum, _):
                    minimumWidth = minimum
                    counts = (1, 64)
                case .fixed(let width): minimumWidth = minimumWidth ?? width
                case .flexible: break
                }
            }
            let view = makeRecycling(
                .none, .grid(minColumns: counts.min, maxColumns: counts.max), rows: rows,
                row: RowStyle(alignment: .center, spacing: spacing, minimumWidth: minimumWidth))
            view.widget.addCSSClass("graft-lazy")
            return view
        }
    }

    /// How the rows of a recycling container are laid out.
    struct RowStyle {
        var alignment: Alignment
        var spacing: Double = 0
        var minimumWidth: Double?
    }

    private static var lazyStylesInstalled = false

    private static func installLazyStyles() {
        guard !lazyStylesInstalled else { return }
        lazyStylesInstalled = true
        _ = StyleSheet.shared.addRule(
            selector: ".graft-lazy listview > row, .graft-lazy gridview > child",
            declarations: "padding: 0; background: none; min-height: 0;")
        _ = StyleSheet.shared.addRule(
            selector: ".graft-lazy listview, .graft-lazy gridview", declarations: "background: none;")
        StyleSheet.shared.commit()
    }

    private func makeRecycling(
        _ mode: Gtk.ListView.SelectionMode, _ layout: Gtk.ListView.Layout,
        rows: any _ListRowSource<NativeWidget, Gtk.ListItem>, row style: RowStyle
    ) -> NativeList {
        let list = Gtk.ListView(selection: mode, layout: layout)
        list.hexpand = true
        list.vexpand = true
        list.addCSSClass("graft-list")
        let view = NativeList(list)
        view.setOwnFills(width: true, height: true)
        // The slots and callbacks hold the row source weakly: the engine owns it.
        weak var source = rows
        list.onBind = { [weak view] item in
            guard let source, let view, let position = item.position else { return }
            let (native, isHeader) = source.bindRow(item, at: position)
            let row = native.widget
            if !row.hasCSSClass("graft-row") {
                row.addCSSClass("graft-row")
                // List rows are leading-aligned, as in SwiftUI; lazy stacks use their alignment.
                native.alignment = style.alignment
                native.alignChildren()
                row.marginBottom = Int(style.spacing)
                if let width = style.minimumWidth { row.setSizeRequest(width: Int(width), height: -1) }
            }
            view.place(row, in: item)
            item.isSelectable = !isHeader
            item.isActivatable = !isHeader
            if isHeader { row.addCSSClass("heading") } else { row.removeCSSClass("heading") }
        }
        list.onUnbind = { item in source?.unbindRow(item) }
        list.onTeardown = { [weak view] item in
            item.child = nil
            view?.rowLooks.forget(item)
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

    /// Tells the list view that rows were removed and added at `position`, so it rebinds only those.
    public func spliceList(_ list: NativeList, at position: Int, removed: Int, added: Int) {
        list.list.splice(at: position, removed: removed, added: added)
    }

    /// The positions of the selected rows.
    public func listSelection(_ list: NativeList) -> [Int] { list.list.selectedPositions }

    /// Selects the rows at `positions` (and no others).
    public func setListSelection(_ list: NativeList, _ positions: [Int]) {
        list.list.selectedPositions = positions
    }

    /// The row position of a `GtkListItem`, or `nil` for anything else.
    public func listItemPosition(_ item: Gtk.ListItem) -> Int? { item.position }
}
