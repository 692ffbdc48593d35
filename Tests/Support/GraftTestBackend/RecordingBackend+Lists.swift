import GraftCore

/// What a recorded list keeps: its row source, row count, slots and selection.
@MainActor
final class RecordedListState {
    let rows: any _ListRowSource<RecordedWidget, RecordedListSlot>
    var count = 0
    var selection: [Int] = []
    /// Slots in order; slot `i` shows row `i` (the first ``RecordingBackend/visibleListRows`` rows).
    var slots: [RecordedListSlot] = []
    init(rows: any _ListRowSource<RecordedWidget, RecordedListSlot>) { self.rows = rows }
}

/// One recorded list slot.
@MainActor
public final class RecordedListSlot {
    var position: Int?
}

extension RecordedWidget {
    /// A recorded list's row count.
    public var listRowCount: Int { listState?.count ?? 0 }

    /// Selects rows of a recorded list as the user would.
    ///
    /// - Parameter positions: The rows to select.
    public func selectListRows(_ positions: [Int]) {
        guard let state = listState else { return }
        state.selection = positions
        state.rows.selectionDidChange(positions)
    }

    /// Sends a keyboard command to a recorded list; returns whether it was handled.
    ///
    /// - Parameter command: The command.
    @discardableResult
    public func performListCommand(_ command: ListCommand) -> Bool {
        listState?.rows.perform(command) ?? false
    }
}

extension RecordingBackend {
    /// How many rows a recorded list shows (binds), from the top.
    public static let visibleListRows = 8

    /// Records a widget of kind `"list"`.
    public func makeList(selection: ListSelectionMode, rows: any _ListRowSource<RecordedWidget, RecordedListSlot>)
        -> RecordedWidget
    {
        let widget = RecordedWidget(kind: "list")
        widget.properties["selection"] = "\(selection)"
        widget.listState = RecordedListState(rows: rows)
        return widget
    }

    /// Records a `"list"` without selection, with its `layout`.
    public func makeLazyContainer(_ layout: _LazyLayout, rows: any _ListRowSource<RecordedWidget, RecordedListSlot>)
        -> RecordedWidget
    {
        let widget = makeList(selection: .none, rows: rows)
        widget.properties["layout"] = "\(layout)"
        return widget
    }

    /// Applies the splice to the recorded rows, as GTK's list model would.
    public func spliceList(_ list: RecordedWidget, at position: Int, removed: Int, added: Int) {
        let widget = list
        guard let state = widget.listState else { return }
        state.count += added - removed
        state.selection = state.selection.compactMap { selected in
            if selected < position { return selected }
            if selected < position + removed { return nil }
            return selected - removed + added
        }
        let visible = min(state.count, Self.visibleListRows)
        while state.slots.count > visible {
            let slot = state.slots.removeLast()
            state.rows.unbindRow(slot)
            state.rows.releaseRow(slot)
        }
        while state.slots.count < visible { state.slots.append(RecordedListSlot()) }
        var children: [RecordedWidget] = []
        for (index, slot) in state.slots.enumerated() {
            slot.position = index
            children.append(state.rows.bindRow(slot, at: index).widget)
        }
        widget.children = children
        widget.properties["count"] = state.count
    }

    /// The selected row positions recorded for the list.
    public func listSelection(_ list: RecordedWidget) -> [Int] { list.listState?.selection ?? [] }

    /// Records `positions` as the list's selection.
    public func setListSelection(_ list: RecordedWidget, _ positions: [Int]) {
        list.listState?.selection = positions
    }

    /// The position of a recorded row slot, or `nil` for anything else.
    public func listItemPosition(_ item: RecordedListSlot) -> Int? { item.position }
}

extension RecordingBackend {
    /// Records the list's `listStyle` (`"plain"`, `"sidebar"`, …).
    public func setListStyle(_ list: RecordedWidget, _ style: _ListStyleKind) {
        list.properties["listStyle"] = "\(style)"
    }
}
