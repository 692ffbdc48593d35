/// What `.onReceive` keeps per view: the subscription, the publisher it is to, and the latest action.
@MainActor
final class _ReceiveState<Output> {
    var subscription: AnyCancellable?
    var publisherIdentity: ObjectIdentifier?
    var action: @MainActor (Output) -> Void
    init(action: @escaping @MainActor (Output) -> Void) { self.action = action }
    isolated deinit { subscription?.cancel() }
}

struct _ReceiveView<Content: View, P: Publisher>: View, _ModifierView where P.Failure == Never {
    typealias Body = Never
    let content: Content
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    /// A class publisher's identity: a new object means a new subscription (a struct is subscribed once).
    private var identity: ObjectIdentifier? {
        (type(of: publisher) as? AnyClass).map { _ in ObjectIdentifier(publisher as AnyObject) }
    }

    func _mount(_ node: ViewNode, _ state: inout _ReceiveState<P.Output>?) {
        let made = _ReceiveState<P.Output>(action: action)
        state = made
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        subscribe(made, node)
    }

    func _update(_ node: ViewNode, _ state: inout _ReceiveState<P.Output>?) {
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        guard let state else { return }
        state.action = action
        if let identity, identity != state.publisherIdentity {
            state.subscription?.cancel()
            state.subscription = nil
            subscribe(state, node)
        }
    }

    func _unmount(_ node: ViewNode, _ state: inout _ReceiveState<P.Output>?) {
        guard let state else { return }
        state.subscription?.cancel()
        state.subscription = nil
    }

    /// Subscribes after the pass that mounted the view, so a value sent at once (`Just`) changes
    /// state outside the body that made the view.
    private func subscribe(_ state: _ReceiveState<P.Output>, _ node: ViewNode) {
        let publisher = self.publisher
        state.publisherIdentity = identity
        node.graph.afterPass.append { [reference = node.reference, weak state] in
            guard let node = reference.node, let state, node.isMounted, state.subscription == nil else { return }
            state.subscription = publisher._subscribe { [weak state] value in state?.action(value) }
        }
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is shown.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text("\(seconds) s").onReceive(timer) { _ in seconds += 1 }
    /// ```
    ///
    /// The subscription starts when the view appears and ends when it goes; a different publisher
    /// object in a later update is subscribed instead.
    ///
    /// - Parameters:
    ///   - publisher: The values (a `Timer.publish(…)`, a subject, `Just`).
    ///   - action: Runs with each value, on the main actor.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        _ReceiveView(content: self, publisher: publisher, action: action)
    }
}
