/// What a primitive view is given when it makes, updates, fills or dismantles its widget.
///
/// `B` is the backend of the graph the view is in; the engine opens it once per call, so the
/// primitive talks to the backend in its own types (`B.TextWidget`, `B.Widget`, …).
@MainActor
public struct WidgetContext<B: Backend> {
    /// The backend making the widgets.
    public let backend: B
    /// The environment at this view.
    public let environment: EnvironmentValues
    /// The transaction of this update: whether it is animated, and how.
    public let transaction: Transaction
    /// Storage kept for this view's identity across updates.
    public let storage: PrimitiveStorage

    /// The handle `_makeWidget` returned for this view, as the kind the primitive made.
    ///
    /// Only valid after make; the type is the one the primitive's make returned (for example
    /// `B.TextWidget` for `Text`), which the caller's parameter type names.
    public func handle<Handle: AnyObject>(_ type: Handle.Type = Handle.self) -> Handle {
        _open(storage.handle, as: type, role: "widget handle")
    }

    /// The widget made for this view, as containers hold it. Only valid after make.
    public var widget: B.Widget { _open(storage.widget, as: B.Widget.self, role: "widget") }

    /// The value the primitive stored in ``storage`` (a coordinator), as the type it stored.
    public func stored<Value>(_ type: Value.Type = Value.self) -> Value {
        _open(storage.value, as: type, role: "stored value")
    }

    /// This context for a primitive that only `Other` can show (see `_BackendPrimitiveView`).
    public func narrowed<Other: Backend>(to other: Other.Type) -> WidgetContext<Other> {
        WidgetContext<Other>(
            backend: _open(backend, as: other, role: "backend"), environment: environment,
            transaction: transaction, storage: storage)
    }

    /// A handle made by `narrowed(to:)`'s backend, as this context's backend's handle.
    public func widening<Other: AnyObject>(_ handle: any BackendWidget<Other>) -> any BackendWidget<B.Widget> {
        _open(handle, as: (any BackendWidget<B.Widget>).self, role: "widget handle")
    }
}

/// Per-identity storage a primitive view keeps across updates (a representable's coordinator).
@MainActor
public final class PrimitiveStorage {
    /// The stored value; `nil` until the primitive stores something.
    public var value: Any?
    /// The kind-specific handle the primitive's make returned.
    var handle: AnyObject?
    /// The same widget as containers hold it.
    var widget: AnyObject?
    init() {}
}

/// The one place the engine turns what it stores untyped (a node's widget, a primitive's stored
/// value, the graph's backend) back into the backend's types.
///
/// The engine stores every backend's widgets as `AnyObject` because a graph's nodes do not know
/// their backend's type; each call into a primitive opens the backend and, here, the objects it
/// made. A mismatch means a widget reached a backend that did not make it (or a representable of
/// one backend was shown by another): a programming error, reported by name.
@MainActor
func _open<T>(_ value: Any?, as type: T.Type, role: String) -> T {
    if let typed = value as? T { return typed }
    _openFailed(value, as: type, role: role)
}

/// `_open` for an object opened as a class: the same check, as a cheaper class cast (widgets,
/// handles and backends are opened this way on every update).
@MainActor
func _open<T: AnyObject>(_ object: AnyObject?, as type: T.Type, role: String) -> T {
    if let typed = object as? T { return typed }
    _openFailed(object, as: type, role: role)
}

private func _openFailed<T>(_ value: Any?, as type: T.Type, role: String) -> Never {
    let found = value.map { String(describing: Swift.type(of: $0)) } ?? "nothing"
    preconditionFailure("Graft: expected a \(role) of type \(T.self), found \(found)")
}
