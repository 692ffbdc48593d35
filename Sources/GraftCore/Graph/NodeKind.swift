/// What the engine does with the views of one type, worked out once per type.
///
/// A node's view is held as `any View`. Calling a primitive's or a modifier's methods on it used to
/// cast it to `any _PrimitiveView` (a protocol conformance lookup, and a new existential) two or
/// three times per update; a kind made for the concrete type opens it with one cast to that type.
@MainActor
class _NodeKind {
    let role: ViewNode.Role
    init(role: ViewNode.Role) { self.role = role }

    /// Makes the primitive's widget, brings it up to date and reconciles its slots.
    func mountPrimitive(_ node: ViewNode) { _kindMismatch(node, "primitive") }
    /// Brings the primitive's widget up to date and reconciles its slots; with `onlySlotsChanged`
    /// (its own inputs and environment are as before), a widget that ignores its slots is left alone.
    func updatePrimitive(_ node: ViewNode, onlySlotsChanged: Bool) { _kindMismatch(node, "primitive") }
    /// Puts the widgets of the primitive's children into its widget.
    func setPrimitiveChildren(_ node: ViewNode) { _kindMismatch(node, "primitive") }
    /// Dismantles the primitive's widget.
    func dismantlePrimitive(_ node: ViewNode) { _kindMismatch(node, "primitive") }
    /// The modifier's `_mount`.
    func mountModifier(_ node: ViewNode) { _kindMismatch(node, "modifier") }
    /// The modifier's `_update`.
    func updateModifier(_ node: ViewNode) { _kindMismatch(node, "modifier") }
    /// The modifier's `_unmount`.
    func unmountModifier(_ node: ViewNode) { _kindMismatch(node, "modifier") }
    /// The modifier's `_syncDetachedChildren`.
    func syncModifier(_ node: ViewNode) { _kindMismatch(node, "modifier") }

    private static var known = _PerTypeCache<_NodeKind>()

    /// The kind of `view`'s type.
    static func of(_ view: any View) -> _NodeKind { known.value(for: type(of: view)) { made(for: view) } }

    private static func made(for view: any View) -> _NodeKind {
        // Multi-views first: `is` looks through Optional, so `Text?` would pass as a primitive.
        if view is any _MultiView { return _NodeKind(role: .multi) }
        if let primitive = view as? any _PrimitiveView { return _primitiveKind(of: primitive) }
        if let modifier = view as? any _ModifierView { return _modifierKind(of: modifier) }
        return _NodeKind(role: .composite)
    }
}

@MainActor
private func _primitiveKind<P: _PrimitiveView>(of _: P) -> _NodeKind { _PrimitiveKind<P>() }
@MainActor
private func _modifierKind<M: _ModifierView>(of _: M) -> _NodeKind { _ModifierKind<M>() }

@MainActor
private func _kindMismatch(_ node: ViewNode, _ expected: String) -> Never {
    preconditionFailure("Graft: a node of \(type(of: node.view)) was handled as a \(expected)")
}

private final class _PrimitiveKind<P: _PrimitiveView>: _NodeKind {
    init() { super.init(role: .primitive) }

    private func view(of node: ViewNode) -> P {
        if let typed = node.view as? P { return typed }
        _kindMismatch(node, "primitive")
    }

    override func mountPrimitive(_ node: ViewNode) {
        let primitive = view(of: node)
        node.makeWidget(node.graph.backend, primitive)
        node.tracking { node.updateWidget(node.graph.backend, primitive) }
        node.applyAccessibility()
        node.reconcileSlots(primitive)
    }

    override func updatePrimitive(_ node: ViewNode, onlySlotsChanged: Bool) {
        let primitive = view(of: node)
        if !(onlySlotsChanged && P._widgetIgnoresSlots) {
            node.tracking { node.updateWidget(node.graph.backend, primitive) }
        }
        node.applyAccessibility()
        node.reconcileSlots(primitive)
    }

    override func setPrimitiveChildren(_ node: ViewNode) { node.setChildren(node.graph.backend, view(of: node)) }
    override func dismantlePrimitive(_ node: ViewNode) { node.dismantleWidget(node.graph.backend, view(of: node)) }
}

private final class _ModifierKind<M: _ModifierView>: _NodeKind {
    init() { super.init(role: .modifier) }

    private func view(of node: ViewNode) -> M {
        if let typed = node.view as? M { return typed }
        _kindMismatch(node, "modifier")
    }

    override func mountModifier(_ node: ViewNode) {
        let modifier = view(of: node)
        node.tracking { modifier._mount(node) }
    }
    override func updateModifier(_ node: ViewNode) {
        let modifier = view(of: node)
        node.tracking { modifier._update(node) }
    }
    override func unmountModifier(_ node: ViewNode) { view(of: node)._unmount(node) }
    override func syncModifier(_ node: ViewNode) { view(of: node)._syncDetachedChildren(node) }
}
