import Foundation

/// The selection a `List` was given, with its element type erased.
@MainActor
struct _ListSelection {
    let mode: ListSelectionMode
    let get: () -> Set<AnyHashable>
    let set: (Set<AnyHashable>) -> Void
}

/// The engine side of one `List`: its rows as runs of segments, one small view graph per bound
/// row slot, the diff from one value of the list to the next, and the selection both ways.
@MainActor
final class _ListCoordinator<B: Backend>: _ListRowSource, _ListRowEditor, _ListRowTraitObserver {
    /// One recycled slot: the graph of the row it shows and which row that is.
    typealias RowHost = _RowGraphHost<B.ListItem, RowKey>

    /// Which row a slot shows: its run and its id in the run.
    struct RowKey: Hashable {
        let segment: AnyHashable
        let id: AnyHashable
    }

    let backend: B
    var list: B.ListWidget?
    private(set) var segments: [_ListSegment] = []
    /// The first position of each segment, and the total after the last.
    private var offsets: [Int] = [0]
    var hosts: [ObjectIdentifier: RowHost] = [:]
    /// Each slot's collector of its row's traits (`.listRowBackground`, …), and the environment
    /// its row graph sees (the list's, naming that collector).
    var sinks: [ObjectIdentifier: _ListRowTraitSink] = [:]
    var rowEnvironments: [ObjectIdentifier: EnvironmentValues] = [:]
    /// Whether some row ever set a trait of its top separator: then a row's look depends on the
    /// row below it too.
    var hasTopSeparatorTraits = false
    /// Whether the rows' modifiers style their rows: in a `List`, not in a lazy stack.
    var collectsRowTraits = false
    private(set) var environment = EnvironmentValues()
    private var selection: _ListSelection?
    /// The selected rows when the list has no selection binding.
    private var ownSelection: Set<RowKey> = []
    private var isApplying = false
    /// Whether the environment's edit mode is active: rows with delete or move actions show
    /// their buttons.
    private var isEditing = false
    private lazy var editorReference = _ListRowEditorReference(self)
    private let selectionRead = _NodeTrackedRead()
    /// The graph of the list's node, to apply pending changes before a keyboard command.
    private weak var graph: ViewGraph?

    /// How many row bodies and row graphs were made and re-bound (tests and benchmarks).
    private(set) var rowGraphsMade = 0

    init(backend: B) { self.backend = backend }

    var rowCount: Int { offsets.last ?? 0 }

    // MARK: Updates from the List view

    /// Brings the rows up to date with a new value of the list's content.
    func update(content: any View, selection: _ListSelection?, environment: EnvironmentValues) {
        if let node = ViewGraph.evaluating { graph = node.graph }
        var newSegments: [_ListSegment] = []
        _appendListSegments(of: content, key: 0, to: &newSegments)
        self.selection = selection
        let environmentChanged = !environment.isSameVersion(as: self.environment)
        self.environment = environment
        if environmentChanged { rowEnvironments.removeAll() }
        // Read while the node evaluates, so a change of a `@State` edit mode updates the list.
        let editing = environment.editMode?.wrappedValue.isEditing ?? false
        let editingChanged = editing != isEditing
        isEditing = editing
        isApplying = true
        defer { isApplying = false }
        let oldSegments = segments
        let oldCount = rowCount
        segments = newSegments
        offsets = [0]
        offsets.reserveCapacity(newSegments.count + 1)
        for segment in newSegments { offsets.append(offsets.last! + segment.count) }
        guard let list else { return }
        let sameShape =
            oldSegments.count == newSegments.count
            && zip(oldSegments, newSegments).allSatisfy { $0.isSameRun(as: $1) }
        if !sameShape {
            backend.spliceList(list, at: 0, removed: oldCount, added: rowCount)
        } else {
            for (index, (old, new)) in zip(oldSegments, newSegments).enumerated() {
                guard case .each(_, let oldRows) = old, case .each(_, let newRows) = new else { continue }
                let splices = newRows.splices(from: oldRows) ?? [(0, oldRows.count, newRows.count)]
                for splice in splices {
                    backend.spliceList(
                        list, at: offsets[index] + splice.position, removed: splice.removed, added: splice.added)
                }
            }
        }
        refreshBoundRows(force: environmentChanged || editingChanged)
        applySelection()
    }

    /// Re-binds every bound slot to the row now at its position: the same row is updated in place
    /// (only what changed in its view is touched), another row takes its state fresh.
    private func refreshBoundRows(force: Bool) {
        for host in hosts.values where host.isBound {
            guard let position = backend.listItemPosition(host.item), position < rowCount else { continue }
            let (key, view, _) = row(at: position)
            host.show(view, key: key, environment: rowEnvironment(for: host.item), force: force)
            applyLook(host.item, at: position)
        }
    }

    /// Dismantles every row graph (the list leaves the tree).
    func unmountAll() {
        for host in hosts.values { host.graph.unmount() }
        hosts.removeAll()
        sinks.removeAll()
        rowEnvironments.removeAll()
        list = nil
    }

    // MARK: Rows by position

    func segmentIndex(of position: Int) -> Int {
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func row(at position: Int) -> (key: RowKey, view: any View, isHeader: Bool) {
        let index = segmentIndex(of: position)
        switch segments[index] {
        case .row(let key, let view, let isHeader):
            return (RowKey(segment: key, id: key), view, isHeader)
        case .each(let key, let rows):
            let local = position - offsets[index]
            let id = rows.id(at: local)
            guard rows.onDelete != nil || rows.onMove != nil else {
                return (RowKey(segment: key, id: id), rows.view(at: local), false)
            }
            let row = _ListEditingRow(
                content: AnyView(erasing: rows.view(at: local)), isEditing: isEditing, canDelete: rows.onDelete != nil,
                canMove: rows.onMove != nil, isFirst: local == 0, isLast: local == rows.count - 1, segment: key,
                id: id, list: editorReference)
            return (RowKey(segment: key, id: id), row, false)
        }
    }

    private func key(at position: Int) -> RowKey? {
        guard position >= 0, position < rowCount else { return nil }
        let index = segmentIndex(of: position)
        switch segments[index] {
        case .row(let key, _, _): return RowKey(segment: key, id: key)
        case .each(let key, let rows): return RowKey(segment: key, id: rows.id(at: position - offsets[index]))
        }
    }

    private func position(of id: AnyHashable) -> Int? {
        for (index, segment) in segments.enumerated() {
            if case .each(_, let rows) = segment, let local = rows.index(of: id) { return offsets[index] + local }
        }
        return nil
    }

    private func position(of key: RowKey) -> Int? {
        for (index, segment) in segments.enumerated() where segment.key == key.segment {
            switch segment {
            case .row: return offsets[index]
            case .each(_, let rows): return rows.index(of: key.id).map { offsets[index] + $0 }
            }
        }
        return nil
    }

    // MARK: _ListRowSource

    func bindRow(_ item: B.ListItem, at position: Int) -> (widget: B.Widget, isHeader: Bool) {
        let (key, view, isHeader) =
            position < rowCount ? row(at: position) : (RowKey(segment: -1, id: -1), EmptyView(), true)
        if let host = hosts[ObjectIdentifier(item)] {
            host.isBound = true
            host.show(view, key: key, environment: rowEnvironment(for: item), force: false)
            if position < rowCount { applyLook(item, at: position) }
            return (host.graph.rootWidget(as: B.self), isHeader)
        }
        if collectsRowTraits {
            let sink = _ListRowTraitSink(item: item)
            sink.observer = self
            sinks[ObjectIdentifier(item)] = sink
        }
        let graph = ViewGraph(root: AnyView(erasing: view), backend: backend, environment: rowEnvironment(for: item))
        rowGraphsMade += 1
        hosts[ObjectIdentifier(item)] = RowHost(item: item, graph: graph, key: key, view: view)
        if position < rowCount { applyLook(item, at: position) }
        return (graph.rootWidget(as: B.self), isHeader)
    }

    func unbindRow(_ item: B.ListItem) { hosts[ObjectIdentifier(item)]?.isBound = false }

    func releaseRow(_ item: B.ListItem) {
        hosts.removeValue(forKey: ObjectIdentifier(item))?.graph.unmount()
        sinks[ObjectIdentifier(item)] = nil
        rowEnvironments[ObjectIdentifier(item)] = nil
    }

    func selectionDidChange(_ positions: [Int]) {
        guard !isApplying else { return }
        let keys = positions.compactMap { key(at: $0) }
        if let selection {
            let ids = Set(keys.filter { isElement($0) }.map(\.id))
            if ids != selection.get() { selection.set(ids) }
        } else {
            ownSelection = Set(keys)
        }
    }

    func perform(_ command: ListCommand) -> Bool {
        // A command acts on what the user sees: apply a pending change (an earlier key press's
        // move, not yet shown) first, so the positions below are current.
        if let graph, !graph.isFlushing { graph.flush() }
        guard let list else { return false }
        return perform(command, at: backend.listSelection(list))
    }

    func deleteRow(segment: AnyHashable, id: AnyHashable) { edit(.deleteSelection, segment, id) }

    func moveRow(segment: AnyHashable, id: AnyHashable, up: Bool) {
        edit(up ? .moveSelectionUp : .moveSelectionDown, segment, id)
    }

    /// An editing row's button: the keyboard's command, on that row rather than the selection.
    private func edit(_ command: ListCommand, _ segment: AnyHashable, _ id: AnyHashable) {
        if let graph, !graph.isFlushing { graph.flush() }
        guard let position = position(of: RowKey(segment: segment, id: id)) else { return }
        _ = perform(command, at: [position])
    }

    private func perform(_ command: ListCommand, at selected: [Int]) -> Bool {
        switch command {
        case .deleteSelection:
            var handled = false
            var bySegment: [Int: IndexSet] = [:]
            for position in selected where position < rowCount {
                let index = segmentIndex(of: position)
                bySegment[index, default: IndexSet()].insert(position - offsets[index])
            }
            for (index, offsets) in bySegment.sorted(by: { $0.key > $1.key }) {
                guard case .each(_, let rows) = segments[index], let onDelete = rows.onDelete else { continue }
                onDelete(offsets)
                handled = true
            }
            return handled
        case .moveSelectionUp, .moveSelectionDown:
            guard selected.count == 1, let position = selected.first, position < rowCount else { return false }
            let index = segmentIndex(of: position)
            guard case .each(_, let rows) = segments[index], let onMove = rows.onMove else { return false }
            let local = position - offsets[index]
            if command == .moveSelectionUp {
                guard local > 0 else { return true }
                onMove(IndexSet(integer: local), local - 1)
            } else {
                guard local + 1 < rows.count else { return true }
                onMove(IndexSet(integer: local), local + 2)
            }
            return true
        }
    }

    // MARK: Selection

    private func isElement(_ key: RowKey) -> Bool { key.segment != key.id }

    /// Shows the selection the binding (or the list itself) holds.
    private func applySelection() {
        guard let list, (selection?.mode ?? .single) != .none else { return }
        var wanted: [Int]
        if let selection {
            wanted = selectionRead.read(selection.get).compactMap { position(of: $0) }
        } else {
            wanted = ownSelection.compactMap { position(of: $0) }
        }
        wanted.sort()
        if backend.listSelection(list) != wanted { backend.setListSelection(list, wanted) }
    }
}
