/// Whether two values of a view are the same as far as its body is concerned, so the update
/// can be skipped. Equatable views use `==`; other structs compare field by field; closures and
/// unknown values count as changed.
@MainActor
func _inputsEqual(_ old: Any, _ new: Any) -> Bool {
    if let comparable = old as? any _InputComparable { return comparable._isSameInput(as: new) }
    if let equatable = old as? any Equatable { return _equals(equatable, new) }
    let oldMirror = Mirror(reflecting: old)
    guard oldMirror.displayStyle == .struct else {
        if type(of: old) is AnyClass, type(of: new) is AnyClass { return (old as AnyObject) === (new as AnyObject) }
        return false
    }
    let newMirror = Mirror(reflecting: new)
    guard oldMirror.children.count == newMirror.children.count else { return false }
    for (oldChild, newChild) in zip(oldMirror.children, newMirror.children) {
        if !_fieldEqual(oldChild.value, newChild.value) { return false }
    }
    return true
}

@MainActor
private func _fieldEqual(_ old: Any, _ new: Any) -> Bool {
    let oldMirror = Mirror(reflecting: old)
    if oldMirror.displayStyle == .optional {
        // Optionals of bindings, objects or views: equal when both are nil or their values match.
        let newMirror = Mirror(reflecting: new)
        guard newMirror.displayStyle == .optional else { return false }
        switch (oldMirror.children.first, newMirror.children.first) {
        case (nil, nil): return true
        case (let a?, let b?): return _fieldEqual(a.value, b.value)
        default: return false
        }
    }
    if let comparable = old as? any _InputComparable { return comparable._isSameInput(as: new) }
    if let equatable = old as? any Equatable { return _equals(equatable, new) }
    if type(of: old) is AnyClass { return (old as AnyObject) === (new as AnyObject) }
    if old is any View { return _inputsEqual(old, new) }
    return false
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
