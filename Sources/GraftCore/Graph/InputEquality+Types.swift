import ReflectionBridge

/// Compares two values of one type, by the rules of `_ViewInputs`.
typealias _Comparer<T> = @MainActor (T, T) -> Bool

/// A view type's comparison in two parts: its own inputs, and the one child view it holds (the
/// content of a modifier). With both, an update can tell a change of the modifier itself from a
/// change further down, so a change at the end of a chain of modifiers is found once, not once per
/// modifier above it.
struct _ComparerParts<T> {
    let own: _Comparer<T>
    let content: _Comparer<T>
    /// Whether a change of the type's own inputs always reaches its content anyway (an
    /// environment writer's content sees a new environment): then a value known to have changed
    /// hands that on to its content without comparing its own inputs.
    var ownChangeReachesContent = false
}

private final class _PartsBox<T> {
    let parts: _ComparerParts<T>?
    init(_ parts: _ComparerParts<T>?) { self.parts = parts }
}

@MainActor
private var _typedComparerParts: [ObjectIdentifier: AnyObject] = [:]

/// The parts of `T`'s comparison (see `_ComparerParts`), worked out once per type; `nil` for a
/// type that does not hold exactly one child view beside inputs it compares itself.
@MainActor
func _comparerParts<T>(for _: T.Type) -> _ComparerParts<T>? {
    let key = ObjectIdentifier(T.self)
    if let known = _typedComparerParts[key] { return _open(known, as: _PartsBox<T>.self, role: "comparer parts").parts }
    let made: _ComparerParts<T>?
    if let making = T.self as? any _InputComparerMaking.Type {
        made = _open(_madeComparerParts(making), as: Optional<_ComparerParts<T>>.self, role: "comparer parts")
    } else if T.self is any _InputComparable.Type || T.self is any Equatable.Type || typeKind(of: T.self) != .struct {
        made = nil
    } else {
        made = _fieldsComparerParts(T.self)
    }
    _typedComparerParts[key] = _PartsBox(made)
    return made
}

@MainActor
private func _madeComparerParts<M: _InputComparerMaking>(_: M.Type) -> Any { M._makeInputComparerParts() }

/// A comparer kept as an object: opening it again is a class cast, cheaper than casting `Any` to a
/// function type.
private final class _ComparerBox<T> {
    let compare: _Comparer<T>
    init(_ compare: @escaping _Comparer<T>) { self.compare = compare }
}

@MainActor
private var _typedComparers: [ObjectIdentifier: AnyObject] = [:]
@MainActor
private var _comparersBeingMade: Set<ObjectIdentifier> = []

/// The comparer of values of `T`, worked out once per type (see `_ViewInputs` for the rules).
///
/// A type met again while its own comparer is being made gets a comparer that looks the finished
/// one up when it runs.
@MainActor
func _typedComparer<T>(for _: T.Type) -> _Comparer<T> {
    let key = ObjectIdentifier(T.self)
    if let known = _typedComparers[key] {
        return _open(known, as: _ComparerBox<T>.self, role: "input comparer").compare
    }
    if _comparersBeingMade.contains(key) { return { _typedComparer(for: T.self)($0, $1) } }
    _comparersBeingMade.insert(key)
    let made = _makeComparer(T.self)
    _comparersBeingMade.remove(key)
    _typedComparers[key] = _ComparerBox(made)
    return made
}

@MainActor
private func _makeComparer<T>(_: T.Type) -> _Comparer<T> {
    if let making = T.self as? any _InputComparerMaking.Type {
        return _open(_madeComparer(making), as: _Comparer<T>.self, role: "input comparer")
    }
    if let comparable = T.self as? any _InputComparable.Type {
        return _open(_selfComparingComparer(comparable), as: _Comparer<T>.self, role: "input comparer")
    }
    if let equatable = T.self as? any Equatable.Type {
        return _open(_equatableComparer(equatable), as: _Comparer<T>.self, role: "input comparer")
    }
    switch typeKind(of: T.self) {
    case .class?:
        return { ($0 as AnyObject) === ($1 as AnyObject) }
    case .optional?:
        guard let optional = T.self as? any _OptionalInput.Type else { return { _, _ in false } }
        return _open(_optionalComparer(optional), as: _Comparer<T>.self, role: "input comparer")
    case .struct?:
        return _fieldsComparer(T.self) ?? { _mirroredFieldsEqual($0, $1) }
    case .existential?:
        return { _dynamicEqual($0, $1) }
    default:
        // Closures, tuples, metatypes and enums that are not Equatable.
        return { _, _ in false }
    }
}

// The makers below return their `_Comparer<C>` as `Any`: a metatype existential is opened only
// for a call whose result does not name the opened type.

private func _selfComparingComparer<C: _InputComparable>(_: C.Type) -> Any {
    { $0._isSameInput(as: $1) } as _Comparer<C>
}

@MainActor
private func _madeComparer<M: _InputComparerMaking>(_: M.Type) -> Any { M._makeInputComparer() }

private func _equatableComparer<E: Equatable>(_: E.Type) -> Any { { $0 == $1 } as _Comparer<E> }

/// Lets an optional of a type that is not Equatable be compared by its payload.
protocol _OptionalInput {
    associatedtype _Wrapped
    var _payload: _Wrapped? { get }
}

extension Optional: _OptionalInput {
    var _payload: Wrapped? { self }
}

@MainActor
private func _optionalComparer<O: _OptionalInput>(_: O.Type) -> Any {
    let wrapped = _typedComparer(for: O._Wrapped.self)
    let compare: _Comparer<O> = { old, new in
        switch (old._payload, new._payload) {
        case (nil, nil): return true
        case (let old?, let new?): return wrapped(old, new)
        default: return false
        }
    }
    return compare
}

/// Two values of unknown types (the contents of existentials): equal when they are of one type
/// and that type's comparer says so.
///
/// The values' dynamic types are used, not the types they were boxed as: a generic value whose
/// type is itself an existential (`any P`) arrives here as an `Any` holding that existential.
@MainActor
private func _dynamicEqual(_ old: Any, _ new: Any) -> Bool {
    let valueType = type(of: old)
    guard valueType == type(of: new) else { return false }
    @MainActor func compare<Value>(_: Value.Type) -> Bool {
        guard let old = old as? Value, let new = new as? Value else { return false }
        return _typedComparer(for: Value.self)(old, new)
    }
    return _openExistential(valueType, do: compare)
}

/// A struct's comparer over its stored properties, read in place at their offsets; `nil` when the
/// runtime cannot describe one of them (a weak or unowned reference, for one).
@MainActor
private func _fieldsComparer<T>(_: T.Type) -> _Comparer<T>? {
    guard let (own, views) = _fieldComparers(T.self) else { return nil }
    // Views last: a modifier's own value (an opacity, a colour) usually decides, and comparing its
    // content would compare the whole subtree below it, which the child nodes compare again.
    return _allOf(own + views)
}

/// The parts of a struct's comparison: its fields that are not views, and its one view field.
@MainActor
private func _fieldsComparerParts<T>(_: T.Type) -> _ComparerParts<T>? {
    guard let (own, views) = _fieldComparers(T.self), views.count == 1 else { return nil }
    return _ComparerParts(own: _allOf(own), content: views[0])
}

/// The comparers of a struct's fields that are not views, and of those that are; `nil` when a
/// field cannot be described, or is a closure (which can never be compared).
@MainActor
private func _fieldComparers<T>(_: T.Type) -> (own: [_Comparer<T>], views: [_Comparer<T>])? {
    guard let fields = storedFields(of: T.self) else { return nil }
    if fields.contains(where: { $0.kind == .function }) { return ([{ _, _ in false }], []) }
    var own: [_Comparer<T>] = []
    var views: [_Comparer<T>] = []
    for field in fields {
        @MainActor func comparer<Field>(_: Field.Type) -> _Comparer<T>? {
            FieldAccess(field, of: T.self, as: Field.self).map(_fieldComparer)
        }
        guard let made = _openExistential(field.type, do: comparer) else { return nil }
        if field.type is any View.Type { views.append(made) } else { own.append(made) }
    }
    return (own, views)
}

/// One comparer that is true when all of `comparers` are.
private func _allOf<T>(_ comparers: [_Comparer<T>]) -> _Comparer<T> {
    switch comparers.count {
    case 0: return { _, _ in true }
    case 1: return comparers[0]
    default:
        return { old, new in
            for compare in comparers where !compare(old, new) { return false }
            return true
        }
    }
}

@MainActor
private func _fieldComparer<Root, Field>(_ access: FieldAccess<Root, Field>) -> _Comparer<Root> {
    let compare = _typedComparer(for: Field.self)
    return { old, new in access.compare(old, new) { compare($0, $1) } }
}

/// The fallback for a struct whose stored properties the runtime cannot describe: its mirror's
/// children, each compared as the contents of an existential.
@MainActor
private func _mirroredFieldsEqual(_ old: Any, _ new: Any) -> Bool {
    let oldFields = Mirror(reflecting: old).children.map(\.value)
    let newFields = Mirror(reflecting: new).children.map(\.value)
    guard oldFields.count == newFields.count else { return false }
    for (oldField, newField) in zip(oldFields, newFields) where !_dynamicEqual(oldField, newField) { return false }
    return true
}
