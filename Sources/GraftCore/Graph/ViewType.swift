/// What the engine knows about one view type, worked out the first time it is needed and shared by
/// every node of the type (see `_NodeKind`): how two of its values compare, and its dynamic
/// properties.
@MainActor
final class _ViewType<V: View> {
    /// The type's comparison as its own inputs and its one child view (see `_ComparerParts`), or
    /// else as a whole; worked out at the first comparison (a type whose nodes are never updated
    /// costs no conformance lookups for it).
    private var parts: _ComparerParts<V>?
    private var whole: _Comparer<V>?
    private var isComparisonKnown = false
    private var knownSlots: _DynamicPropertySlots<V>?

    private func resolveComparison() {
        parts = _comparerParts(for: V.self)
        if parts == nil { whole = _typedComparer(for: V.self) }
        isComparisonKnown = true
    }

    /// How `new` differs from `old` (by the rules of `_ViewInputs`).
    func difference(_ old: V, _ new: V) -> _InputDifference {
        if !isComparisonKnown { resolveComparison() }
        if let parts {
            guard parts.own(old, new) else { return .changed }
            return parts.content(old, new) ? .none : .contentOnly
        }
        return whole?(old, new) ?? false ? .none : .changed
    }

    /// Whether `old` and `new` have the same own inputs beside the one child view they hold; `false`
    /// when the type holds no such child, and `true` without comparing when a change of its own
    /// would reach the child anyway.
    func ownInputsEqual(_ old: V, _ new: V) -> Bool {
        if !isComparisonKnown { resolveComparison() }
        guard let parts else { return false }
        return parts.ownChangeReachesContent || parts.own(old, new)
    }

    /// Connects `value`'s dynamic properties to `node`'s slots.
    func installDynamicProperties(_ value: V, _ node: ViewNode) {
        let slots = knownSlots ?? _findDynamicPropertySlots(V.self)
        knownSlots = slots
        switch slots {
        case .none: return
        case .installer(let install): install(value, node)
        case .mirror:
            // A type found to have none through its mirror needs no second look.
            if _mirrorInstall(value, node) == 0 { knownSlots = _DynamicPropertySlots<V>.none }
        }
    }
}
