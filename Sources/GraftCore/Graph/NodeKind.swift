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
    /// Whether the node makes a widget of its own (a primitive): its children's widgets go into it.
    let ownsWidget: Bool
    /// Whether the node hands its one content view to its first child (a modifier, a primitive),
    /// so that a change known here needs no comparison there (see `_ComparerParts`).
    let handsContentToChild: Bool

    init(ownsWidget: Bool, handsContentToChild: Bool) {
        self.ownsWidget = ownsWidget
        self.handsContentToChild = handsContentToChild
    }

    /// The node's view, as `any View`.
    var anyView: any View { _abstract() }
    /// How `new` differs from the node's view; a `new` that differs becomes the node's view.
    func take(_ new: any View) -> _InputDifference { _abstract() }
    /// Makes `new`, known to differ, the node's view; returns whether only its one child view is
    /// to count as changed (its own inputs are equal, or a change of them reaches the child anyway).
    func takeKnownChanged(_ new: any View) -> Bool { _abstract() }
    /// Makes `new` the node's view without comparing.
    func replace(with new: any View) { _abstract() }

    /// Shows the node's view for the first time: makes its widget, evaluates its body, matches its
    /// list or runs its modifier; the children it finds are scheduled.
    func mount(_ node: ViewNode) { _abstract() }
    /// Brings what `mount` made up to date with the node's view and environment; with
    /// `onlyContentChanged` (its own inputs and environment are as before), a primitive whose widget
    /// ignores its slots leaves the widget alone. `transaction` is the one the update came with.
    func update(_ node: ViewNode, transaction: Transaction, onlyContentChanged: Bool) { _abstract() }
    /// The node leaves the tree; called parent first, before any widget below is dismantled.
    func unmount(_ node: ViewNode) {}
    /// The node's children are gone: its widget, if it made one, is dismantled.
    func dismantle(_ node: ViewNode) {}
    /// Puts the widgets of the node's children where they are shown (into its widget, or a sheet).
    func syncChildren(_ node: ViewNode) {}
    /// The node's view is removed in `transaction`: starts animating its widget out and returns
    /// whether it did (then `completion` runs once when the animation ends). No widget: false.
    func animateRemoval(_ node: ViewNode, _ transaction: Transaction, completion: @escaping @MainActor () -> Void)
        -> Bool
    { false }

    private func _abstract() -> Never { preconditionFailure("Graft: \(type(of: self)) holds no view") }

    private static var makers = _PerTypeCache<@MainActor (any View) -> _NodeKind>()

    /// A kind for a new node showing `view`.
    static func of(_ view: any View) -> _NodeKind { makers.value(for: type(of: view)) { maker(for: view) }(view) }

    private static func maker(for view: any View) -> @MainActor (any View) -> _NodeKind {
        // Multi-views first: `is` looks through Optional, so `Text?` would pass as a primitive.
        if view is any _MultiView { return _multiMaker(view) }
        if let primitive = view as? any _PrimitiveView { return _primitiveMaker(primitive) }
        if let represented = view as? any _BackendPrimitiveView { return _representedMaker(represented) }
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
    // The type's own conformance, not a wrapped value's (`is` above looked through Optional too,
    // and Optional is a multi-view itself).
    guard let multi = V.self as? any (_MultiView & View).Type else { return _compositeMaker(V.self) }
    func make<M: _MultiView & View>(_: M.Type) -> @MainActor (any View) -> _NodeKind {
        _maker(M.self) { _MultiKind($0, $1) }
    }
    return make(multi)
}

@MainActor
private func _compositeMaker<V: View>(_: V) -> @MainActor (any View) -> _NodeKind { _compositeMaker(V.self) }

@MainActor
private func _compositeMaker<V: View>(_: V.Type) -> @MainActor (any View) -> _NodeKind {
    _maker(V.self) { _CompositeKind($0, $1) }
}

@MainActor
private func _primitiveMaker<P: _PrimitiveView>(_: P) -> @MainActor (any View) -> _NodeKind {
    _maker(P.self) { _PrimitiveKind($0, $1) { $0 } }
}

@MainActor
private func _representedMaker<V: _BackendPrimitiveView>(_: V) -> @MainActor (any View) -> _NodeKind {
    _maker(V.self) { _PrimitiveKind($0, $1, installsDynamicProperties: true) { _BackendPrimitive(represented: $0) } }
}

@MainActor
private func _modifierMaker<M: _ModifierView>(_: M) -> @MainActor (any View) -> _NodeKind {
    _maker(M.self) { _ModifierKind($0, $1) }
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

    init(_ value: V, _ type: _ViewType<V>, ownsWidget: Bool = false, handsContentToChild: Bool = false) {
        self.value = value
        self.type = type
        super.init(ownsWidget: ownsWidget, handsContentToChild: handsContentToChild)
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

/// A composite view: its body, evaluated with the dynamic properties it reads connected.
private final class _CompositeKind<V: View>: _TypedKind<V> {
    init(_ value: V, _ type: _ViewType<V>) { super.init(value, type) }

    override func mount(_ node: ViewNode) { renderBody(node) }
    override func update(_ node: ViewNode, transaction: Transaction, onlyContentChanged: Bool) { renderBody(node) }

    private func renderBody(_ node: ViewNode) {
        type.installDynamicProperties(value, node)
        let body = node.evaluateBody { self.value.body }
        node.reconcileChild(at: 0, with: body, environment: node.environment)
    }
}

/// A list of views (a tuple, a conditional, `ForEach`), matched to the children by id.
private final class _MultiKind<V: _MultiView & View>: _TypedKind<V> {
    init(_ value: V, _ type: _ViewType<V>) { super.init(value, type) }

    override func mount(_ node: ViewNode) { reconcile(node, node.pendingTransaction ?? Transaction()) }
    override func update(_ node: ViewNode, transaction: Transaction, onlyContentChanged: Bool) {
        reconcile(node, transaction)
    }

    private func reconcile(_ node: ViewNode, _ transaction: Transaction) {
        var list: [(AnyHashable, any View)] = []
        value._children(into: &list)
        node.reconcileList(list, transaction: transaction)
    }
}
