import GraftSystem

/// The live tree of one window's (or one preview's) views: identity, state storage, dependency
/// tracking, invalidation and the coalesced update pass.
///
/// A state change marks the views that read it; all changes made in one main-loop turn are
/// applied in a single pass (``flush()``), parents before children. Apps never create a graph
/// themselves: windows, sheets and previews do.
@MainActor
public final class ViewGraph {
    /// The backend that makes and updates the native widgets.
    public let backend: any Backend
    var root: ViewNode!
    var dirty: [ViewNode] = []
    var syncQueue: [ViewNode] = []
    var afterPass: [@MainActor () -> Void] = []
    var isFlushScheduled = false
    var isFlushing = false
    /// How many times the containers were synced; see `ViewNode.isFresh`.
    var syncGeneration = 0
    /// Whether the work stack is running (see `perform(_:)`).
    var isPerformingWork = false
    /// The work the running step has scheduled, in order.
    var scheduledWork: [_NodeWork] = []

    /// How many update passes have run; a burst of state changes in one turn makes one pass.
    public private(set) var updatePassCount = 0
    /// How many `body` evaluations have run in total.
    public private(set) var bodyEvaluationCount = 0
    /// The warnings this graph has given about mistakes it recovered from (duplicate ids, state
    /// that keeps changing while updating), oldest first; each is also written to standard error.
    public private(set) var diagnostics: [String] = []
    /// Set when the views nest deeper than the backend's widgets can (see `maximumWidgetDepth`):
    /// the part beyond shows a message instead of widgets.
    public internal(set) var tooDeepError: ViewTreeTooDeepError?
    /// The backend's `maximumWidgetDepth`.
    let maximumWidgetDepth: Int

    /// How many passes in a row were started by state that `onAppear`/`onDismiss` actions changed.
    var afterPassChain = 0
    /// Whether the pending pass was asked for by an action run after the previous pass.
    var isPassStartedAfterPass = false
    var isRunningAfterPass = false
    /// How many rounds one pass, or passes in a row started after a pass, may take before the
    /// graph gives up on views that keep changing state.
    static let runawayLimit = 100

    /// The node whose body, widget update or modifier is running (the innermost one): the reader
    /// of any state read now.
    static var evaluating: ViewNode?
    static var currentTransaction: Transaction?

    /// Mounts `root`, making its widgets at once.
    ///
    /// - Parameters:
    ///   - root: The root view.
    ///   - backend: The backend that makes the widgets.
    ///   - environment: The environment the root view sees.
    public init<Root: View>(root: Root, backend: any Backend, environment: EnvironmentValues = EnvironmentValues()) {
        self.backend = backend
        self.maximumWidgetDepth = backend.maximumWidgetDepth
        let host = _HostRoot(content: root)
        self.root = ViewNode(graph: self, parent: nil, view: host, environment: environment)
        self.root.mount(transaction: Transaction())
        finishPass()
    }

    /// The one widget that holds the root view's widgets; the host puts it in a window.
    public var rootWidget: AnyObject { root.widget! }

    /// Whether an update pass is waiting to run.
    public var hasPendingUpdates: Bool { !dirty.isEmpty || !syncQueue.isEmpty }

    /// Replaces the environment the root view sees (for example the colour scheme of a window).
    public func setEnvironment(_ transform: (inout EnvironmentValues) -> Void) {
        var environment = root.environment
        transform(&environment)
        environment.renew()
        root.update(view: root.view, environment: environment, transaction: Transaction(), force: true)
        finishPass()
    }

    /// The environment the root view sees.
    public var environment: EnvironmentValues { root.environment }

    func invalidate(_ node: ViewNode) {
        guard node.isMounted else { return }
        if isRunningAfterPass { isPassStartedAfterPass = true }
        if let transaction = ViewGraph.currentTransaction ?? TransactionScope.current {
            node.pendingTransaction = transaction
        }
        guard !node.isDirty else { return }
        node.isDirty = true
        dirty.append(node)
        scheduleFlush()
    }

    func scheduleFlush() {
        guard !isFlushScheduled, !isFlushing else { return }
        isFlushScheduled = true
        backend.scheduleUpdate { [weak self] in self?.flush() }
    }

    /// Applies every pending change now, in one pass.
    public func flush() {
        isFlushScheduled = false
        guard hasPendingUpdates, !isFlushing else { return }
        isFlushing = true
        updatePassCount += 1
        afterPassChain = isPassStartedAfterPass ? afterPassChain + 1 : 0
        isPassStartedAfterPass = false
        var rounds = 0
        while !dirty.isEmpty && rounds < Self.runawayLimit {
            rounds += 1
            // Usually already in order (one change's readers are often siblings): skip the sort then.
            let inOrder = zip(dirty, dirty.dropFirst()).allSatisfy { $0.depth <= $1.depth }
            let batch = inOrder ? dirty : dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll(keepingCapacity: true)
            for node in batch where node.isDirty && node.isMounted {
                node.rerender()
            }
        }
        if !dirty.isEmpty {
            report(
                "views keep changing state while updating (in body or in a widget update); gave up after "
                    + "\(Self.runawayLimit) rounds")
            dirty.forEach { $0.isDirty = false }
            dirty.removeAll()
        }
        finishPass()
    }

    /// Ends an update: puts changed children in their containers, then runs what waits for the
    /// pass (`onAppear`, `onDismiss`) — which may start the next pass — and lets the backend commit.
    func finishPass() {
        syncContainers()
        isFlushing = false
        runAfterPass()
        backend.didFinishUpdatePass()
    }

    /// Tears the whole tree down: dismantles every widget and stops every observation.
    ///
    /// What the teardown sets off (`onDismiss` of the sheets it closes) runs before it returns.
    public func unmount() {
        root.unmount()
        dirty.removeAll()
        syncQueue.removeAll()
        runAfterPass()
    }

    func enqueueSync(_ node: ViewNode) {
        guard !node.needsSync else { return }
        node.needsSync = true
        syncQueue.append(node)
    }

    func syncContainers() {
        while !syncQueue.isEmpty {
            let queue = syncQueue.sorted { $0.depth > $1.depth }
            syncQueue.removeAll()
            for node in queue {
                node.needsSync = false
                if node.isMounted { node.syncChildren() }
            }
        }
        syncGeneration += 1
    }

    func runAfterPass() {
        if afterPassChain >= Self.runawayLimit && !afterPass.isEmpty {
            // Each pass shows views whose onAppear changes state that shows new views again.
            afterPassChain = 0
            afterPass.removeAll()
            report(
                "onAppear or onDismiss actions keep changing state that shows views with more such actions "
                    + "(\(Self.runawayLimit) update passes in a row); stopped running them for this pass")
            return
        }
        isRunningAfterPass = true
        defer { isRunningAfterPass = false }
        while !afterPass.isEmpty {
            let actions = afterPass
            afterPass.removeAll()
            actions.forEach { $0() }
        }
    }

    /// Logs a warning about a mistake the graph recovered from, and keeps it in ``diagnostics``.
    func report(_ message: String) {
        diagnostics.append(message)
        graft_write_error_line("Graft: \(message)")
    }

    func noteBodyEvaluation() { bodyEvaluationCount += 1 }
}
