// A graph that shows one row of a recycling list: its root view is replaced as its slot is
// re-bound to other rows, and its state starts fresh when the row is another one.
extension ViewGraph {
    /// Shows `view` as the root, updating the existing widgets in place (the caller knows the
    /// view differs from the one shown, so the root is not compared; its children are).
    ///
    /// - Parameters:
    ///   - view: The row's view.
    ///   - environment: The environment the row sees.
    ///   - resetState: Whether the row is a different one: its `@State` and objects start over.
    func _showRow(_ view: any View, environment: EnvironmentValues, resetState: Bool) {
        if resetState { root.resetState() }
        root.update(
            view: _HostRoot(content: AnyView(erasing: view)), environment: environment, transaction: Transaction(),
            force: true)
        if hasPendingUpdates { flush() } else { finishPass() }
    }
}

extension ViewNode {
    /// Drops the state of this node and every node below it, so the next update installs fresh
    /// `@State`, `@StateObject`, … values; the widgets stay.
    func resetState() {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            if !node.slots.isEmpty || !node.subscriptions.isEmpty {
                node.slots.removeAll()
                for subscription in node.subscriptions.values { subscription.token.cancel() }
                node.subscriptions.removeAll()
                node.invalidate()
            }
            stack.append(contentsOf: node.children)
        }
    }
}
