/// Views that change how their content is shown without a widget of their own.
///
/// A node keeps the modifier's `_State` between calls (`nil` until the modifier sets it): a
/// presentation handle, the value an `onChange` saw last. Modifiers that keep nothing leave
/// `_State` as `Void`.
@MainActor
protocol _ModifierView: View {
    /// What a node of this modifier keeps between calls.
    associatedtype _State = Void
    /// The modifier's node is mounted: shows the content and sets up what the modifier does.
    func _mount(_ node: ViewNode, _ state: inout _State?)
    /// The modifier's node has a new value or environment.
    func _update(_ node: ViewNode, _ state: inout _State?)
    /// The modifier's node leaves the tree (parent first, before any widget below is dismantled).
    func _unmount(_ node: ViewNode, _ state: inout _State?)
    /// The widgets of the children shown elsewhere (index `detachedChildIndex` and after) changed.
    func _syncDetachedChildren(_ node: ViewNode, _ state: inout _State?)
}

extension _ModifierView {
    func _unmount(_ node: ViewNode, _ state: inout _State?) {}
    func _syncDetachedChildren(_ node: ViewNode, _ state: inout _State?) {}
}

/// A modifier, and the state its node keeps for it.
final class _ModifierKind<M: _ModifierView>: _TypedKind<M> {
    private var state: M._State?

    init(_ value: M, _ type: _ViewType<M>) { super.init(value, type, handsContentToChild: true) }

    override func mount(_ node: ViewNode) {
        let modifier = value
        node.tracking { modifier._mount(node, &state) }
    }
    override func update(_ node: ViewNode, transaction: Transaction, onlyContentChanged: Bool) {
        let modifier = value
        node.tracking { modifier._update(node, &state) }
    }
    override func unmount(_ node: ViewNode) { value._unmount(node, &state) }
    override func syncChildren(_ node: ViewNode) { value._syncDetachedChildren(node, &state) }
}
