/// Properties that Graft connects to a view's node before each `body` (State, Environment, …).
@MainActor
protocol _NodeInstallable {
    func _install(in node: ViewNode, slot: Int)
}

/// Properties that say themselves whether two view values differ in them.
@MainActor
protocol _InputComparable {
    func _isSameInput(as other: Self) -> Bool
}

/// Types whose values compare through a comparer they make once, from the comparers of the types
/// they hold (`_typedComparer(for:)`), so that no comparison looks a comparer up again.
@MainActor
protocol _InputComparerMaking {
    static func _makeInputComparer() -> _Comparer<Self>
    /// The comparison split into the type's own inputs and its one child view (see
    /// `_ComparerParts`); `nil` by default.
    static func _makeInputComparerParts() -> _ComparerParts<Self>?
}

extension _InputComparerMaking {
    static func _makeInputComparerParts() -> _ComparerParts<Self>? { nil }
}
