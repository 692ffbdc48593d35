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

extension NSKeyValueObservation {
    /// The typed `observe(_:options:changeHandler:)` of an object whose changes arrive as
    /// "something may have changed" triggers: `subscribe` registers the trigger and returns what
    /// ends it. Each trigger reads the key path again and calls `changeHandler` only when the value
    /// differs from the last one it saw; `.initial` calls it once at once.
    package static func observing<Object: AnyObject, Value: Equatable>(
        _ object: Object, _ keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
        changeHandler: @escaping @MainActor (Object, NSKeyValueObservedChange<Value>) -> Void,
        subscribe: (_ trigger: @escaping @MainActor () -> Void) -> @MainActor () -> Void
    ) -> NSKeyValueObservation {
        var last = object[keyPath: keyPath]
        let stop = subscribe { [weak object] in
            guard let object else { return }
            let new = object[keyPath: keyPath]
            guard new != last else { return }
            let old = last
            last = new
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    newValue: options.contains(.new) ? new : nil, oldValue: options.contains(.old) ? old : nil))
        }
        if options.contains(.initial) {
            changeHandler(
                object, NSKeyValueObservedChange(newValue: options.contains(.new) ? last : nil, oldValue: nil))
        }
        return NSKeyValueObservation(stop: stop)
    }
}

/// The "may have changed" triggers of an object's typed observations: ``add(_:)`` one per
/// observation, ``fire()`` when the object's state changes.
@MainActor
package final class _ChangeTriggers {
    private var triggers: [Int: @MainActor () -> Void] = [:]
    private var nextID = 0

    package init() {}

    /// Adds `trigger` and returns what removes it.
    package func add(_ trigger: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        nextID += 1
        let id = nextID
        triggers[id] = trigger
        return { [weak self] in self?.triggers[id] = nil }
    }

    /// Calls every trigger.
    package func fire() {
        for trigger in triggers.values { trigger() }
    }
}
