/// The task a `.task` modifier runs, and the id it was started for.
final class _TaskState<ID: Equatable> {
    var id: ID
    var task: Task<Void, Never>?
    init(id: ID) { self.id = id }
    deinit { task?.cancel() }
}

/// A `.task` action, handed to the task that runs it.
///
/// The closure comes in as `sending` and `@isolated(any)`, as in SwiftUI: written in a body it is
/// isolated to the main actor, and a `Task` calling it runs it there, so it is only ever run on its
/// own isolation. The wrapper lets the view value carry it to that task.
struct _TaskAction: @unchecked Sendable {
    let run: @isolated(any) () async -> Void
}

/// Starts an asynchronous action when the view appears, restarts it when `id` changes and cancels
/// it when the view leaves.
struct _TaskView<Content: View, ID: Equatable>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let id: ID
    let priority: TaskPriority
    let action: _TaskAction

    func _mount(_ node: ViewNode, _ state: inout _TaskState<ID>?) {
        let made = _TaskState(id: id)
        state = made
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        start(made, node)
    }

    func _update(_ node: ViewNode, _ state: inout _TaskState<ID>?) {
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        guard let state, state.id != id else { return }
        state.id = id
        state.task?.cancel()
        state.task = nil
        start(state, node)
    }

    func _unmount(_ node: ViewNode, _ state: inout _TaskState<ID>?) {
        state?.task?.cancel()
    }

    /// Starts the action after the pass that mounted (or updated) the view, if it is still there.
    private func start(_ state: _TaskState<ID>, _ node: ViewNode) {
        let (action, priority, id) = (self.action, self.priority, self.id)
        node.graph.afterPass.append { [reference = node.reference, weak state] in
            guard let node = reference.node, let state, node.isMounted, state.task == nil, state.id == id else {
                return
            }
            // The action runs on its own isolation (the main actor when written in a body).
            state.task = Task(priority: priority) { [action] in await action.run() }
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
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        _TaskView(content: self, id: 0, priority: priority, action: _TaskAction(run: action))
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
        id: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        _TaskView(content: self, id: id, priority: priority, action: _TaskAction(run: action))
    }
}
