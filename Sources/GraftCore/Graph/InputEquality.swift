/// Whether two values of a view are the same as far as its body is concerned, so the update can be
/// skipped.
///
/// The rules, applied per type: a type that says itself (`_InputComparable`: `State`, `Binding`,
/// `Environment`, …) decides; an `Equatable` type uses `==`; a class compares by identity; a struct
/// compares stored property by stored property with these same rules (a nested struct field by
/// field, an optional by its payload, an existential by the value it holds); closures, tuples and
/// enums that are not `Equatable` count as changed.
///
/// How a type compares is worked out once, the first time a value of it is compared
/// (`_typedComparer(for:)`): a struct's stored properties are found with the runtime's field
/// reflection and read through key paths after that, so no `Mirror` is made while updating.
@MainActor
func _inputsEqual(_ old: any View, _ new: any View) -> Bool {
    _erasedViewComparer(for: type(of: old))(old, new)
}

/// Compares two values erased to `any View`; `false` when they are not of the comparer's type.
typealias _ErasedViewComparer = @MainActor (any View, any View) -> Bool

@MainActor
private var _erasedViewComparers: [ObjectIdentifier: _ErasedViewComparer] = [:]

/// The comparer of values of `type`, made once per type.
@MainActor
func _erasedViewComparer(for type: any View.Type) -> _ErasedViewComparer {
    let key = ObjectIdentifier(type)
    if let known = _erasedViewComparers[key] { return known }
    let made = _makeErasedViewComparer(type)
    _erasedViewComparers[key] = made
    return made
}

@MainActor
private func _makeErasedViewComparer<V: View>(_: V.Type) -> _ErasedViewComparer {
    let typed = _typedComparer(for: V.self)
    return { old, new in
        guard let old = old as? V, let new = new as? V else { return false }
        return typed(old, new)
    }
}

/// Compares the successive values of one node's view as `_inputsEqual` does, with the comparer of
/// the view's type looked up once per node.
@MainActor
struct _ViewInputs {
    private var comparer: _ErasedViewComparer?

    /// Whether `new` has the same inputs as `current`; when it has not, the caller makes `new` its
    /// current value.
    mutating func areEqual(_ current: any View, _ new: any View) -> Bool {
        if let comparer { return comparer(current, new) }
        let made = _erasedViewComparer(for: type(of: current))
        comparer = made
        return made(current, new)
    }

    /// The caller replaced its current value without comparing (kept for the callers' symmetry:
    /// the comparer keeps no copy of the value).
    mutating func forgetCurrent() {}
}

func _equals<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
}

/// `==` for two values of unknown type: equal only when both are the same Equatable type and equal.
func _anyEquals(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let equatable = lhs as? any Equatable else { return false }
    return _equals(equatable, rhs)
}
