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
    /// The row look last set for the slot (`setListRowLook`).
    public internal(set) var look = _ListRowLook()
    /// How many times a changed look was set for the slot.
    public internal(set) var lookUpdates = 0
    /// The background widgets last put behind the slot's row.
    public internal(set) var background: [RecordedWidget] = []
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

    /// The slot showing row `position` of a recorded list, if one does.
    ///
    /// - Parameter position: The row.
    public func listSlot(at position: Int) -> RecordedListSlot? {
        listState?.slots.first { $0.position == position }
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

extension RecordingBackend {
    /// Records the row look on the slot, counting the calls that changed it.
    public func setListRowLook(_ list: RecordedWidget, _ item: RecordedListSlot, _ look: _ListRowLook) {
        guard item.look != look else { return }
        item.look = look
        item.lookUpdates += 1
    }

    /// Records the background widgets of the slot's row.
    public func setListRowBackground(_ list: RecordedWidget, _ item: RecordedListSlot, _ background: [RecordedWidget]) {
        item.background = background
    }
}
