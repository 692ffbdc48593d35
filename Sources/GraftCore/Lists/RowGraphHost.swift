import Observation

/// One recycled slot of a list or table: the small view graph of the row (or cell) it shows and
/// which row that is. `List` and `Table` keep one per backend slot.
@MainActor
final class _RowGraphHost<Item: AnyObject, Key: Hashable> {
    let item: Item
    let graph: ViewGraph
    var key: Key
    var view: any View
    var inputs = _ViewInputs()
    var isBound = true
    init(item: Item, graph: ViewGraph, key: Key, view: any View) {
        self.item = item
        self.graph = graph
        self.key = key
        self.view = view
    }

    /// Shows `newView` as row `newKey`, unless it is the same row with the same inputs.
    func show(_ newView: any View, key newKey: Key, environment: EnvironmentValues, force: Bool) {
        if !force && newKey == key && inputs.areEqual(view, newView) { return }
        graph._showRow(newView, environment: environment, resetState: newKey != key)
        key = newKey
        view = newView
    }
}

/// Reads a selection (or sort order) binding from a primitive's update so that a change to what
/// it read re-renders the primitive's node: a `@State` binding records the node itself, and an
/// `@Observable` model's property is observed here (a primitive's update is not a body, so
/// Observation is not tracking it).
@MainActor
final class _NodeTrackedRead {
    private var generation = 0

    /// Runs `get`, observing what it reads for the node being evaluated (if any).
    func read<T>(_ get: () -> T) -> T {
        guard let node = ViewGraph.evaluating else { return get() }
        generation += 1
        let current = generation
        return withObservationTracking {
            get()
        } onChange: { [weak self, reference = node.reference] in
            if MainActorThread.isCurrent {
                MainActor.assumeIsolated { self?.changed(current, reference.node) }
            } else {
                Task { @MainActor in self?.changed(current, reference.node) }
            }
        }
    }

    private func changed(_ generation: Int, _ node: ViewNode?) {
        if generation == self.generation { node?.invalidate() }
    }
}
