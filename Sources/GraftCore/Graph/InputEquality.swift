/// Whether two values of a view are the same as far as its body is concerned, so the update
/// can be skipped. Equatable views use `==`; other structs compare field by field; closures and
/// unknown values count as changed.
@MainActor
func _inputsEqual(_ old: Any, _ new: Any) -> Bool {
    if let comparable = old as? any _InputComparable { return comparable._isSameInput(as: new) }
    if let equatable = old as? any Equatable { return _equals(equatable, new) }
    return _fieldsEqual(old, new)
}

/// Compares two values of one view type as `_inputsEqual` does.
typealias _InputComparer = @MainActor (Any, Any) -> Bool

/// How the values of one view type are compared, worked out once for the type.
enum _InputComparison {
    /// With `==` or `_isSameInput(as:)`, its protocol casts done once for the type.
    case comparer(_InputComparer)
    /// A struct, field by field.
    case fields
}

@MainActor
private var _inputComparisons: [ObjectIdentifier: _InputComparison] = [:]

/// How values of `value`'s type are compared, as `_inputsEqual` compares them.
///
/// A cast to a protocol costs hundreds of nanoseconds, and an update compares every child it
/// reaches: the comparer of an Equatable view only casts each value back to its own type.
@MainActor
func _inputComparison(for value: Any) -> _InputComparison {
    let key = ObjectIdentifier(type(of: value))
    if let known = _inputComparisons[key] { return known }
    let made: _InputComparison
    if value is any _InputComparable {
        made = .comparer { _inputsEqual($0, $1) }
    } else if let equatable = value as? any Equatable {
        made = .comparer(_equatableComparer(equatable))
    } else if Mirror(reflecting: value).displayStyle == .struct {
        made = .fields
    } else {
        made = .comparer { _fieldsEqual($0, $1) }
    }
    _inputComparisons[key] = made
    return made
}

/// Compares the successive values of one node's view as `_inputsEqual` does.
///
/// For a struct compared field by field it keeps the fields of the node's current value, so that
/// each comparison reflects only the new value: reflecting a value is most of the cost.
@MainActor
struct _ViewInputs {
    private var comparison: _InputComparison?
    private var currentFields: [Any]?

    /// Whether `new` has the same inputs as `current`; when it has not, the caller makes `new` its
    /// current value.
    mutating func areEqual(_ current: Any, _ new: Any) -> Bool {
        let comparison = self.comparison ?? _inputComparison(for: current)
        self.comparison = comparison
        switch comparison {
        case .comparer(let areEqual):
            return areEqual(current, new)
        case .fields:
            let currentFields = self.currentFields ?? _fields(of: current)
            let newFields = _fields(of: new)
            let equal = _fieldsEqual(currentFields, newFields)
            self.currentFields = equal ? currentFields : newFields
            return equal
        }
    }

    /// The caller replaced its current value without comparing.
    mutating func forgetCurrent() { currentFields = nil }
}

private func _equatableComparer<T: Equatable>(_: T) -> _InputComparer {
    { old, new in
        guard let old = old as? T else { return false }
        return _equals(old, new)
    }
}

/// Structs field by field; classes by identity; anything else counts as changed.
@MainActor
private func _fieldsEqual(_ old: Any, _ new: Any) -> Bool {
    guard Mirror(reflecting: old).displayStyle == .struct else {
        if type(of: old) is AnyClass, type(of: new) is AnyClass { return (old as AnyObject) === (new as AnyObject) }
        return false
    }
    return _fieldsEqual(_fields(of: old), _fields(of: new))
}

@MainActor
private func _fieldsEqual(_ old: [Any], _ new: [Any]) -> Bool {
    guard old.count == new.count else { return false }
    for (oldField, newField) in zip(old, new) where !_fieldEqual(oldField, newField) { return false }
    return true
}

/// The values of a struct's stored properties, in order (the children of its mirror).
private func _fields(of value: Any) -> [Any] {
    Mirror(reflecting: value).children.map(\.value)
}

@MainActor
private var _fieldComparers: [ObjectIdentifier: _InputComparer] = [:]

/// Compares one field of a view, with the protocol casts done once per field type.
@MainActor
private func _fieldEqual(_ old: Any, _ new: Any) -> Bool {
    let key = ObjectIdentifier(type(of: old))
    if let known = _fieldComparers[key] { return known(old, new) }
    let made: _InputComparer
    if Mirror(reflecting: old).displayStyle == .optional {
        // Before the casts: they look through Optional.
        made = { _optionalsEqual($0, $1) }
    } else if let comparable = old as? any _InputComparable {
        made = _comparableComparer(comparable)
    } else if let equatable = old as? any Equatable {
        made = _equatableComparer(equatable)
    } else if type(of: old) is AnyClass {
        // `as?`: a conditional cast of a class instance is several times faster than `as AnyObject`.
        made = { ($0 as? AnyObject) === ($1 as? AnyObject) }
    } else if old is any View {
        made = { _inputsEqual($0, $1) }
    } else {
        made = { _, _ in false }
    }
    _fieldComparers[key] = made
    return made(old, new)
}

/// Optionals of bindings, objects or views: equal when both are nil or their values match.
@MainActor
private func _optionalsEqual(_ old: Any, _ new: Any) -> Bool {
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    guard newMirror.displayStyle == .optional else { return false }
    switch (oldMirror.children.first, newMirror.children.first) {
    case (nil, nil): return true
    case (let a?, let b?): return _fieldEqual(a.value, b.value)
    default: return false
    }
}

private func _comparableComparer<T: _InputComparable>(_: T) -> _InputComparer {
    { old, new in (old as? T)?._isSameInput(as: new) ?? false }
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
