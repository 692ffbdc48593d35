import Observation

/// One view's place in the graph: its identity, state slots, children and (for primitives) widget.
@MainActor
final class ViewNode {
    unowned let graph: ViewGraph
    /// The parent's reference (see `NodeReference`): `nil` for the root.
    private let parentReference: NodeReference?
    /// The parent, while both are in the tree.
    var parent: ViewNode? { parentReference?.node }
    /// This node's reference, made when first asked for and cleared when it leaves the tree.
    private var madeReference: NodeReference?
    let depth: Int
    /// How many primitives (widgets) are on the path from the root to this node, this one included.
    let widgetDepth: Int
    let typeID: ObjectIdentifier
    /// What the engine does with this node's view, and the view held as its own type.
    let kind: _NodeKind
    /// The node's view (held typed by `kind`; this makes an `any View` of it).
    var view: any View { kind.anyView }
    var environment: EnvironmentValues
    var children: [ViewNode] = []
    var childIDs: [AnyHashable] = []
    var widget: AnyObject?
    var slots: [AnyObject?] = []
    /// The object each dynamic-property slot observes, and the subscription to it.
    var subscriptions: [Int: (publisher: ObjectIdentifier, token: ObservationToken)] = [:]
    var isDirty = false
    var isMounted = false
    /// The graph's sync generation when the node was made: while it is current, the container
    /// showing the node's widgets is already due to be synced.
    let madeInSyncGeneration: Int
    /// Whether the node has left the tree (possibly before its scheduled mount ran).
    var isRemoved = false
    /// Children at this index and after are shown elsewhere (a sheet), not in this node's container.
    var detachedChildIndex = Int.max
    /// Removed children still on screen while their removal transitions run, with the position
    /// they had among the children (see `retire`).
    var departing: [(index: Int, node: ViewNode)] = []
    var needsSync = false
    var pendingTransaction: Transaction?
    var observationGeneration = 0
    /// Whether this list node has warned of duplicate ids already.
    var hasWarnedDuplicateIDs = false
    /// Set by the parent when it found that this node's new value differs from its current one
    /// (see `contentKnownChanged`): the update then needs no full comparison.
    var valueKnownChanged = false
    /// While this node's step runs: whether its one child view (a modifier's content, handed to
    /// its first child) is known to have changed.
    var contentKnownChanged = false

    init(graph: ViewGraph, parent: ViewNode?, view: any View, environment: EnvironmentValues) {
        self.graph = graph
        self.parentReference = parent?.reference
        self.depth = (parent?.depth ?? -1) + 1
        self.madeInSyncGeneration = graph.syncGeneration
        self.environment = environment
        self.typeID = ObjectIdentifier(type(of: view))
        self.kind = _NodeKind.of(view)
        self.widgetDepth = (parent?.widgetDepth ?? 0) + (kind.ownsWidget ? 1 : 0)
    }

    /// Lets go of a subtree one node at a time: releasing it whole would recurse per level.
    isolated deinit {
        madeReference?.node = nil
        var pending = children
        children.removeAll()
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending.append(contentsOf: node.children)
            node.children.removeAll()
        }
    }

    /// A reference to this node that does not keep it alive (see `NodeReference`).
    var reference: NodeReference {
        if let madeReference { return madeReference }
        let made = NodeReference(self)
        madeReference = made
        return made
    }

    /// Whether the node was made after the containers were last synced.
    var isFresh: Bool { madeInSyncGeneration == graph.syncGeneration }

    // MARK: Mount, update, unmount

    /// Mounts this node and, through the graph's work stack, everything below it.
    func mount(transaction: Transaction) { graph.perform(.mount(self, transaction)) }

    /// Makes this node's own widget or evaluates its body; its children are scheduled.
    func mountStep(transaction: Transaction) {
        guard !isRemoved else { return }
        isMounted = true
        pendingTransaction = transaction
        defer { pendingTransaction = nil }
        kind.mount(self)
    }

    /// Brings the node up to date with a new value of its view from its parent (its children
    /// through the graph's work stack).
    func update(
        view newView: any View, environment newEnvironment: EnvironmentValues, transaction: Transaction, force: Bool
    ) {
        graph.perform(.update(self, newView, newEnvironment, transaction, force: force))
    }

    /// Updates this node's own widget or body with a new value of its view; its children are
    /// scheduled.
    func updateStep(
        view newView: any View, environment newEnvironment: EnvironmentValues, transaction: Transaction, force: Bool
    ) {
        guard isMounted else { return }
        let environmentChanged = !newEnvironment.isSameVersion(as: environment)
        var contentChanged = false
        if valueKnownChanged {
            valueKnownChanged = false
            contentChanged = kind.takeKnownChanged(newView)
        } else if !force && !isDirty && !environmentChanged {
            switch kind.take(newView) {
            case .none: return
            case .contentOnly: contentChanged = true
            case .changed: break
            }
        } else {
            kind.replace(with: newView)
        }
        let onlyContentChanged = contentChanged && !force && !isDirty && !environmentChanged
        refresh(
            environment: newEnvironment, transaction: transaction, contentChanged: contentChanged,
            onlyContentChanged: onlyContentChanged)
    }

    /// Re-evaluates this node, with the view it has, because something it read has changed.
    func rerenderStep(transaction: Transaction) {
        guard isMounted else { return }
        refresh(environment: environment, transaction: transaction, contentChanged: false, onlyContentChanged: false)
    }

    /// Brings the widget, body or children up to date once the node has its view.
    private func refresh(
        environment newEnvironment: EnvironmentValues, transaction: Transaction, contentChanged: Bool,
        onlyContentChanged: Bool
    ) {
        // A modifier or primitive hands its content to its first child, which then needs no
        // comparison of its own (see `_ComparerParts`).
        contentKnownChanged = contentChanged && kind.handsContentToChild
        defer { contentKnownChanged = false }
        isDirty = false
        environment = newEnvironment
        if pendingTransaction == nil || transaction.animation != nil { pendingTransaction = transaction }
        defer { pendingTransaction = nil }
        kind.update(self, transaction: transaction, onlyContentChanged: onlyContentChanged)
    }

    /// Re-evaluates this node because something it read has changed.
    func rerender() { graph.perform(.rerender(self, pendingTransaction ?? Transaction())) }

    func invalidate() { graph.invalidate(self) }

    /// The part of unmounting that waits for the children: observations end, the widget is
    /// dismantled, and the children are let go one level at a time (releasing a deep subtree at
    /// once would recurse per level).
    func finishUnmount() {
        madeReference?.node = nil
        madeReference = nil
        for subscription in subscriptions.values { subscription.token.cancel() }
        subscriptions.removeAll()
        kind.dismantle(self)
        departing.removeAll()
        children.removeAll()
        childIDs.removeAll()
    }

    /// Runs `work` with this node recorded as the reader of any state it reads.
    func tracking(_ work: () -> Void) {
        let outer = ViewGraph.evaluating
        ViewGraph.evaluating = self
        defer { ViewGraph.evaluating = outer }
        work()
    }

    // MARK: Bodies

    /// Evaluates a composite view's `body`, recording what it reads so that a change invalidates
    /// this node.
    func evaluateBody(_ body: () -> any View) -> any View {
        graph.noteBodyEvaluation()
        MainActorThread.record()
        observationGeneration += 1
        let generation = observationGeneration
        let outer = ViewGraph.evaluating
        ViewGraph.evaluating = self
        defer { ViewGraph.evaluating = outer }
        let reference = self.reference
        return withObservationTracking {
            body()
        } onChange: {
            if MainActorThread.isCurrent {
                MainActor.assumeIsolated { reference.node?.observedChange(generation) }
            } else {
                // The change's transaction (a `withAnimation` off the main actor) goes with it.
                let transaction = TransactionScope.current
                Task { @MainActor in
                    TransactionScope.$current.withValue(transaction) { reference.node?.observedChange(generation) }
                }
            }
        }
    }

    private func observedChange(_ generation: Int) {
        if generation == observationGeneration { invalidate() }
    }

    func slot<T: AnyObject>(_ index: Int, make: () -> T) -> T {
        while slots.count <= index { slots.append(nil) }
        if let existing = slots[index] as? T { return existing }
        let made = make()
        slots[index] = made
        return made
    }

    /// Observes `publisher` for the property in `slot`, ending the observation of the object that
    /// slot held before (an `@ObservedObject` handed a different object).
    func subscribe(to publisher: ObservableObjectPublisher, slot: Int) {
        let key = ObjectIdentifier(publisher)
        if let existing = subscriptions[slot] {
            if existing.publisher == key { return }
            existing.token.cancel()
        }
        let reference = self.reference
        subscriptions[slot] = (key, publisher.subscribe { reference.node?.invalidate() })
    }
}
