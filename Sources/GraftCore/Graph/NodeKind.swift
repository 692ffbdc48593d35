import ReflectionBridge

/// What the engine does with one node's view, and the view itself, held as its own type.
///
/// Each node has its own kind object, made for its view's concrete type (a node's view type never
/// changes). The kind keeps the view typed, so that comparing it with a new value, updating a
/// primitive's widget, running a modifier or evaluating a body needs no cast of `any View` to the
/// concrete type (each such cast copied the value and looked up the type's metadata): a new value
/// is cast once, when it arrives.
@MainActor
class _NodeKind {
    let role: ViewNode.Role
    init(role: ViewNode.Role) { self.role = role }

    /// The node's view, as `any View`.
    var anyView: any View { _abstract() }
    /// How `new` differs from the node's view; a `new` that differs becomes the node's view.
    func take(_ new: any View) -> _InputDifference { _abstract() }
    /// Makes `new`, known to differ, the node's view; returns whether only its one child view is
    /// to count as changed (its own inputs are equal, or a change of them reaches the child anyway).
    func takeKnownChanged(_ new: any View) -> Bool { _abstract() }
    /// Makes `new` the node's view without comparing.
    func replace(with new: any View) { _abstract() }

    /// Connects the view's dynamic properties (`State`, `Environment`, …) to the node's slots.
    func installDynamicProperties(_ node: ViewNode) {}
    /// The view's body (composite views only).
    func body() -> any View { _kindMismatch("composite") }

    /// Makes the primitive's widget, brings it up to date and reconciles its slots.
    func mountPrimitive(_ node: ViewNode) { _kindMismatch("primitive") }
    /// Brings the primitive's widget up to date and reconciles its slots; with `onlySlotsChanged`
    /// (its own inputs and environment are as before), a widget that ignores its slots is left alone.
    func updatePrimitive(_ node: ViewNode, onlySlotsChanged: Bool) { _kindMismatch("primitive") }
    /// Puts the widgets of the primitive's children into its widget.
    func setPrimitiveChildren(_ node: ViewNode) { _kindMismatch("primitive") }
    /// Dismantles the primitive's widget.
    func dismantlePrimitive(_ node: ViewNode) { _kindMismatch("primitive") }
    /// The modifier's `_mount`.
    func mountModifier(_ node: ViewNode) { _kindMismatch("modifier") }
    /// The modifier's `_update`.
    func updateModifier(_ node: ViewNode) { _kindMismatch("modifier") }
    /// The modifier's `_unmount`.
    func unmountModifier(_ node: ViewNode) { _kindMismatch("modifier") }
    /// The modifier's `_syncDetachedChildren`.
    func syncModifier(_ node: ViewNode) { _kindMismatch("modifier") }

    fileprivate func _kindMismatch(_ expected: String) -> Never {
        preconditionFailure("Graft: a node of \(type(of: self)) was handled as a \(expected)")
    }

    private func _abstract() -> Never { preconditionFailure("Graft: \(type(of: self)) holds no view") }

    private static var makers = _PerTypeCache<@MainActor (any View) -> _NodeKind>()

    /// A kind for a new node showing `view`.
    static func of(_ view: any View) -> _NodeKind { makers.value(for: type(of: view)) { maker(for: view) }(view) }

    private static func maker(for view: any View) -> @MainActor (any View) -> _NodeKind {
        // Multi-views first: `is` looks through Optional, so `Text?` would pass as a primitive.
        if view is any _MultiView { return _multiMaker(view) }
        if let primitive = view as? any _PrimitiveView { return _primitiveMaker(primitive) }
        if let modifier = view as? any _ModifierView { return _modifierMaker(modifier) }
        return _compositeMaker(view)
    }
}

/// Makes the kinds of the nodes of one view type `V`: `make` wraps a new node's view, opened as
/// `V`, with what is known about `V` (one `_ViewType` shared by all of them).
@MainActor
private func _maker<V: View>(
    _: V.Type, _ make: @escaping @MainActor (V, _ViewType<V>) -> _NodeKind
) -> @MainActor (any View) -> _NodeKind {
    let type = _ViewType<V>()
    return { view in make(_cast(view, to: V.self), type) }
}

@MainActor
private func _multiMaker<V: View>(_: V) -> @MainActor (any View) -> _NodeKind {
    _maker(V.self) { _TypedKind($0, $1, role: .multi) }
}

@MainActor
private func _compositeMaker<V: View>(_: V) -> @MainActor (any View) -> _NodeKind {
    _maker(V.self) { _CompositeKind($0, $1, role: .composite) }
}

@MainActor
private func _primitiveMaker<P: _PrimitiveView>(_: P) -> @MainActor (any View) -> _NodeKind {
    _maker(P.self) { _PrimitiveKind($0, $1, role: .primitive) }
}

@MainActor
private func _modifierMaker<M: _ModifierView>(_: M) -> @MainActor (any View) -> _NodeKind {
    _maker(M.self) { _ModifierKind($0, $1, role: .modifier) }
}

/// `view` as `V`, the type its node was made for (a node's view type never changes): opened and
/// checked to be of that type, not cast (see `sameTypeValue`).
@MainActor
private func _cast<V>(_ view: any View, to _: V.Type) -> V {
    func typed<Opened: View>(_ opened: Opened) -> V {
        guard Opened.self == V.self else {
            preconditionFailure("Graft: a node of \(V.self) was handed a \(Opened.self)")
        }
        return sameTypeValue(opened, as: V.self)
    }
    return _openExistential(view, do: typed)
}

/// A node's view, held as its type `V`, compared with new values through `V`'s comparer.
@MainActor
class _TypedKind<V: View>: _NodeKind {
    /// The node's view.
    final var value: V
    /// What is known about `V` (its comparer, its dynamic properties), shared by its nodes.
    final let type: _ViewType<V>

    init(_ value: V, _ type: _ViewType<V>, role: ViewNode.Role) {
        self.value = value
        self.type = type
        super.init(role: role)
    }

    final override var anyView: any View { value }

    final override func take(_ new: any View) -> _InputDifference {
        let new = _cast(new, to: V.self)
        let difference = type.difference(value, new)
        if difference != .none { value = new }
        return difference
    }

    final override func takeKnownChanged(_ new: any View) -> Bool {
        let new = _cast(new, to: V.self)
        let onlyContent = type.ownInputsEqual(value, new)
        value = new
        return onlyContent
    }

    final override func replace(with new: any View) { value = _cast(new, to: V.self) }
}

/// A composite view: a body, and the dynamic properties its body reads.
private final class _CompositeKind<V: View>: _TypedKind<V> {
    override func body() -> any View { value.body }
    override func installDynamicProperties(_ node: ViewNode) { type.installDynamicProperties(value, node) }
}

private final class _PrimitiveKind<P: _PrimitiveView>: _TypedKind<P> {
    override func mountPrimitive(_ node: ViewNode) {
        let primitive = value
        node.makeWidget(node.graph.backend, primitive)
        node.tracking { node.updateWidget(node.graph.backend, primitive) }
        node.applyAccessibility()
        node.reconcileSlots(primitive)
    }

    override func updatePrimitive(_ node: ViewNode, onlySlotsChanged: Bool) {
        let primitive = value
        if !(onlySlotsChanged && P._widgetIgnoresSlots) {
            node.tracking { node.updateWidget(node.graph.backend, primitive) }
        }
        node.applyAccessibility()
        node.reconcileSlots(primitive)
    }

    override func setPrimitiveChildren(_ node: ViewNode) { node.setChildren(node.graph.backend, value) }
    override func dismantlePrimitive(_ node: ViewNode) { node.dismantleWidget(node.graph.backend, value) }
}

private final class _ModifierKind<M: _ModifierView>: _TypedKind<M> {
    override func mountModifier(_ node: ViewNode) {
        let modifier = value
        node.tracking { modifier._mount(node) }
    }
    override func updateModifier(_ node: ViewNode) {
        let modifier = value
        node.tracking { modifier._update(node) }
    }
    override func unmountModifier(_ node: ViewNode) { value._unmount(node) }
    override func syncModifier(_ node: ViewNode) { value._syncDetachedChildren(node) }
}
