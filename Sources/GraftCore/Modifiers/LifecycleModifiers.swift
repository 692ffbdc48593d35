struct _LifecycleView<Content: View>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func _mount(_ node: ViewNode, _ state: inout Void?) {
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        guard let onAppear else { return }
        // After the content's own `onAppear`s, as when mounting recursed.
        let graph = node.graph
        graph.afterScheduledChildren { graph.afterPass.append(onAppear) }
    }
    func _update(_ node: ViewNode, _ state: inout Void?) {
        node.reconcileChild(at: 0, with: content, environment: node.environment)
    }
    func _unmount(_ node: ViewNode, _ state: inout Void?) { onDisappear?() }
}

struct _AnimationView<Content: View, Value: Equatable>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: Value

    /// The value last seen.
    typealias _State = Value

    func _mount(_ node: ViewNode, _ state: inout Value?) {
        state = value
        node.reconcileChild(at: 0, with: content, environment: node.environment)
    }
    func _update(_ node: ViewNode, _ state: inout Value?) {
        let previous = state
        state = value
        if previous != value {
            node.pendingTransaction = Transaction(animation: animation)
        }
        node.reconcileChild(at: 0, with: content, environment: node.environment)
    }
}

struct _PreferredColorSchemeView<Content: View>: View, _ModifierView {
    typealias Body = Never
    let content: Content
    let scheme: ColorScheme?

    func _mount(_ node: ViewNode, _ state: inout Void?) {
        node.reconcileChild(at: 0, with: content, environment: node.environment)
        let scheme = self.scheme
        node.graph.afterPass.append { [reference = node.reference] in
            guard let node = reference.node, node.isMounted else { return }
            node.graph.setPreferredColorScheme(scheme)
        }
    }
    func _update(_ node: ViewNode, _ state: inout Void?) { _mount(node, &state) }
}

extension View {
    /// Runs `action` after the view first appears.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        _LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` when the view leaves the tree.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        _LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }

    /// Animates the changes below whenever `value` changes.
    ///
    /// ```swift
    /// ProgressView(value: progress).opacity(isLoading ? 1 : 0)
    ///     .animation(.easeOut(duration: 0.3), value: isLoading)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _AnimationView(content: self, animation: animation, value: value)
    }

    /// Asks the window showing this view to use `scheme` (`nil` follows the system).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        _PreferredColorSchemeView(content: self, scheme: scheme)
    }
}
