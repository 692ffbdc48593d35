/// The task a `.task` modifier runs, and the id it was started for.
final class _TaskState<ID: Equatable> {
    var id: ID
    var task: Task<Void, Never>?
    init(id: ID) { self.id = id }
    deinit { task?.cancel() }
}

/// Starts an asynchronous action when the view appears, restarts it when `id` changes and cancels
/// it when the view leaves.
struct _TaskView<Content: View, ID: Equatable>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void

    func _mount(_ node: ViewNode) {
        let state = _TaskState(id: id)
        node.modifierState = state
        node.reconcileChild(at: 0, id: 0, with: content, environment: node.environment)
        start(state, node)
    }

    func _update(_ node: ViewNode) {
        node.reconcileChild(at: 0, id: 0, with: content, environment: node.environment)
        guard let state = node.modifierState as? _TaskState<ID>, state.id != id else { return }
        state.id = id
        state.task?.cancel()
        state.task = nil
        start(state, node)
    }

    func _unmount(_ node: ViewNode) {
        (node.modifierState as? _TaskState<ID>)?.task?.cancel()
    }

    /// Starts the action after the pass that mounted (or updated) the view, if it is still there.
    private func start(_ state: _TaskState<ID>, _ node: ViewNode) {
        let (action, priority, id) = (self.action, self.priority, self.id)
        node.graph.afterPass.append { [weak node, weak state] in
            guard let node, let state, node.isMounted, state.task == nil, state.id == id else { return }
            state.task = Task(priority: priority, operation: action)
        }
    }
}

extension View {
    /// Runs `action` when the view appears and cancels it when the view leaves.
    ///
    /// The task starts after the update pass that shows the view. A task that is still running
    /// when the view disappears is cancelled: `Task.isCancelled` turns true and `Task.sleep`
    /// throws, as in SwiftUI.
    ///
    /// ```swift
    /// Text(status).task {
    ///     for await value in page.values { status = value }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - action: The work; it runs on the actor it was written on (the main actor in a body).
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        _TaskView(content: self, id: 0, priority: priority, action: action)
    }

    /// Runs `action` when the view appears and again, after cancelling the previous run, each time
    /// `id` changes; cancels it when the view leaves.
    ///
    /// ```swift
    /// Text(article.title).task(id: url) {
    ///     article = await Article.load(url)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The value whose change restarts the task.
    ///   - priority: The task's priority.
    ///   - action: The work; it runs on the actor it was written on (the main actor in a body).
    public func task<T: Equatable>(
        id: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View {
        _TaskView(content: self, id: id, priority: priority, action: action)
    }
}
