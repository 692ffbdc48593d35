/// One change of a value observed with `observe(_:options:changeHandler:)`
/// (`NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    /// The value after the change, when the options hold `.new`.
    public let newValue: Value?
    /// The value before the change, when the options hold `.old` (never for `.initial`).
    public let oldValue: Value?
    /// Always `false`: changes are reported after they happen.
    public let isPrior = false
}

/// A typed key-path observation (`NSKeyValueObservation`): it reports changes until it is
/// invalidated or released.
@MainActor
public final class NSKeyValueObservation {
    private var stop: (@MainActor () -> Void)?

    init(stop: @escaping @MainActor () -> Void) { self.stop = stop }

    /// Ends the observation; later calls do nothing.
    public func invalidate() {
        stop?()
        stop = nil
    }

    isolated deinit { invalidate() }
}
