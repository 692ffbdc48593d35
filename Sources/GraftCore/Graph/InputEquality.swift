/// How a view's new value differs from its current one.
enum _InputDifference {
    /// Not at all: the update can be skipped.
    case none
    /// In its own inputs, or in a way not known more precisely.
    case changed
    /// Only in the one child view it holds (the content of a modifier): the child has changed.
    case contentOnly
}

/// Whether two values of one view type are the same input, erased to `any View` (values not of
/// the type count as changed). The graph's nodes compare their views typed (`_ViewType`); a list
/// row, which holds its view as `any View`, compares through this.
@MainActor
final class _ErasedViewComparer {
    let areEqual: @MainActor (any View, any View) -> Bool

    init<V: View>(_: V.Type) {
        let compare = _typedComparer(for: V.self)
        areEqual = { old, new in
            guard let old = old as? V, let new = new as? V else { return false }
            return compare(old, new)
        }
    }
}

@MainActor
private var _erasedViewComparers = _PerTypeCache<_ErasedViewComparer>()

/// The comparer of values of `type`, made once per type.
@MainActor
func _erasedViewComparer(for type: any View.Type) -> _ErasedViewComparer {
    _erasedViewComparers.value(for: type) { _makeErasedViewComparer(type) }
}

@MainActor
private func _makeErasedViewComparer<V: View>(_: V.Type) -> _ErasedViewComparer { _ErasedViewComparer(V.self) }

/// Compares the successive values of one list row's view, with the comparer of the view's type
/// looked up once per row.
///
/// The rules, applied per type: a type that says itself (`_InputComparable`: `State`, `Binding`,
/// `Environment`, …) decides; an `Equatable` type uses `==`; a class compares by identity; a struct
/// compares stored property by stored property with these same rules (a nested struct field by
/// field, an optional by its payload, an existential by the value it holds); closures, tuples and
/// enums that are not `Equatable` count as changed.
///
/// How a type compares is worked out once, the first time a value of it is compared
/// (`_typedComparer(for:)`): a struct's stored properties are found with the runtime's field
/// reflection and read in place at their offsets after that, so no `Mirror` is made while updating.
@MainActor
struct _ViewInputs {
    private var comparer: _ErasedViewComparer?

    /// Whether `new` has the same inputs as `current`; when it has not, the caller makes `new` its
    /// current value.
    mutating func areEqual(_ current: any View, _ new: any View) -> Bool {
        if let comparer { return comparer.areEqual(current, new) }
        let made = _erasedViewComparer(for: type(of: current))
        comparer = made
        return made.areEqual(current, new)
    }
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
