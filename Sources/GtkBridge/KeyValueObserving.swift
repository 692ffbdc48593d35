/// Key-value observing by key path string, as UIKit code writes it, on GObject property
/// notification (`notify::NAME`).
///
/// An observable object (a `UIView`, a web view, …) names, for each key path, the GObject and
/// property that notify when it changes and how to read its Swift value. The observer's
/// `observeValue(forKeyPath:of:change:context:)` then runs after each change:
///
/// ```swift
/// progressView.addObserver(self, forKeyPath: "progress", options: [.new], context: nil)
///
/// override func observeValue(forKeyPath keyPath: String?, of object: Any?,
///                            change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
///     if keyPath == "progress", let value = change?[.newKey] as? Float { print(value) }
/// }
/// ```

/// The context pointer an observer passes to `addObserver(_:forKeyPath:options:context:)` and gets
/// back in `observeValue` (`UnsafeMutableRawPointer`, compared by identity, never dereferenced).
public typealias KeyValueObservingContext = UnsafeMutableRawPointer

/// What a change notification carries (`NSKeyValueObservingOptions`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change dictionary holds the new value under `.newKey`.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// The change dictionary holds the value before the change under `.oldKey`.
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The observer is called once at once, from `addObserver`, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// Accepted; GObject notifies only after a change, so no notification comes before one.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The keys of a change dictionary (`NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value after the change (with `.new`).
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change (with `.old`).
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The kind of change: always 1 (`NSKeyValueChange.setting`).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
}

/// An object whose `observeValue(forKeyPath:of:change:context:)` receives string-keyed changes.
@MainActor
public protocol KeyValueObserving: AnyObject {
    /// Called after an observed key path changed.
    ///
    /// - Parameters:
    ///   - keyPath: The key path given to `addObserver`.
    ///   - object: The observed object.
    ///   - change: `.newKey` / `.oldKey` as asked for in the options, and `.kindKey`.
    ///   - context: The context given to `addObserver`.
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: KeyValueObservingContext?)
}

/// Where a key path's value lives: the GObject and property that notify, and the Swift reader.
@MainActor
public struct KeyValueSource {
    /// The object that emits `notify::property`.
    public let object: GObjectRef
    /// The GObject property name, e.g. `"fraction"`.
    public let property: String
    /// Reads the key path's Swift value (as the observed type declares it).
    public let value: @MainActor () -> Any?

    /// Describes a key path's source.
    ///
    /// - Parameters:
    ///   - object: The object that notifies.
    ///   - property: Its property name.
    ///   - value: Reads the Swift value.
    public init(object: GObjectRef, property: String, value: @escaping @MainActor () -> Any?) {
        self.object = object
        self.property = property
        self.value = value
        self.otherNotifiers = []
    }

    /// Further objects and properties whose changes also change the key path's value (the
    /// horizontal and vertical adjustments behind a scroll view's `contentOffset`).
    public let otherNotifiers: [(object: GObjectRef, property: String)]

    /// Describes a key path whose value changes with any of several properties.
    ///
    /// - Parameters:
    ///   - notifiers: The objects and properties that notify (at least one).
    ///   - value: Reads the Swift value.
    public init(notifiers: [(object: GObjectRef, property: String)], value: @escaping @MainActor () -> Any?) {
        precondition(!notifiers.isEmpty, "a key path needs at least one notifying property")
        self.object = notifiers[0].object
        self.property = notifiers[0].property
        self.value = value
        self.otherNotifiers = Array(notifiers.dropFirst())
    }

    var notifiers: [(object: GObjectRef, property: String)] { [(object, property)] + otherNotifiers }
}

/// An error from string-keyed observation.
public enum KeyValueObservingError: Error, Equatable, CustomStringConvertible {
    /// The observed type has no observable property of that key path.
    case unknownKeyPath(type: String, keyPath: String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .unknownKeyPath(let type, let keyPath):
            "\(type) has no observable key path '\(keyPath)'"
        }
    }
}

/// An object that can be observed by key path string.
@MainActor
public protocol KeyValueObservable: AnyObject {
    /// The source of `keyPath`, or `nil` when the object has no such observable key path.
    ///
    /// - Parameter keyPath: A Swift property name, e.g. `"progress"`.
    func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource?
}

extension KeyValueObservable {
    /// Registers `observer` for changes of `keyPath` — KVO's `addObserver(_:forKeyPath:options:context:)`.
    ///
    /// An unknown key path is reported at once (the error is printed as one line naming the type
    /// and key path, and returned), never observed silently. Observing the same key path twice
    /// with the same observer and context delivers each change twice, as KVO does.
    ///
    /// - Parameters:
    ///   - observer: Receives `observeValue(forKeyPath:of:change:context:)`; held weakly.
    ///   - keyPath: The Swift property name.
    ///   - options: What the change dictionary carries; `.initial` calls the observer at once.
    ///   - context: Passed back to the observer.
    /// - Returns: `nil`, or the error for an unknown key path.
    @discardableResult
    public func addObserver(
        _ observer: any KeyValueObserving, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: KeyValueObservingContext?
    ) -> KeyValueObservingError? {
        guard let source = keyValueSource(forKeyPath: keyPath) else {
            let error = KeyValueObservingError.unknownKeyPath(
                type: String(describing: type(of: self)), keyPath: keyPath)
            print("GraftUIKit: addObserver(_:forKeyPath:) failed: \(error)")
            return error
        }
        let entry = _KeyValueEntry(
            observer: observer, object: self, keyPath: keyPath, options: options, context: context)
        entry.last = source.value()
        let reader = source.value
        for (object, property) in source.notifiers {
            entry.tokens.append(
                object.observe(property) { [weak self, weak entry] in
                    guard let self, let entry else { return }
                    entry.deliver(reader(), of: self)
                })
            _KeyValueRegistry.pruneWhenFinalized(object)
        }
        if let observer = observer as? GObjectRef { _KeyValueRegistry.pruneWhenFinalized(observer) }
        _KeyValueRegistry.prune()
        _KeyValueRegistry.entries[ObjectIdentifier(self), default: []].append(entry)
        if options.contains(.initial) { entry.deliver(entry.last, of: self, initial: true) }
        return nil
    }

    /// Stops delivering changes of `keyPath` to `observer` (every context).
    ///
    /// - Parameters:
    ///   - observer: An observer registered with `addObserver`.
    ///   - keyPath: The key path it observes.
    public func removeObserver(_ observer: any KeyValueObserving, forKeyPath keyPath: String) {
        _remove { $0.observer === observer && $0.keyPath == keyPath }
    }

    /// Stops delivering changes of `keyPath` registered with `context` to `observer`.
    ///
    /// - Parameters:
    ///   - observer: An observer registered with `addObserver`.
    ///   - keyPath: The key path it observes.
    ///   - context: The context it was registered with.
    public func removeObserver(
        _ observer: any KeyValueObserving, forKeyPath keyPath: String, context: KeyValueObservingContext?
    ) {
        _remove { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
    }

    /// Reads a key path's current value — KVC's `value(forKey:)`; `nil` for an unknown key.
    ///
    /// - Parameter key: The Swift property name.
    public func value(forKey key: String) -> Any? { keyValueSource(forKeyPath: key)?.value() }

    private func _remove(where matches: (_KeyValueEntry) -> Bool) {
        let id = ObjectIdentifier(self)
        guard let list = _KeyValueRegistry.entries[id] else { return }
        for entry in list where entry.object === self && matches(entry) { entry.cancel() }
        _KeyValueRegistry.prune()
    }
}

/// The registrations, by observed object. A registration whose observer or observed object has
/// been deallocated is removed (its notify connections cancelled) when a notifying GObject of it
/// or its observer is finalized, when a change reaches it, and on every registration or removal.
@MainActor
package enum _KeyValueRegistry {
    static var entries: [ObjectIdentifier: [_KeyValueEntry]] = [:]
    private static var watched: Set<ObjectIdentifier> = []
    private static var isPruning = false
    private static var pruneAgain = false

    /// The registrations alive now (for leak tests).
    package static var count: Int { entries.values.reduce(0) { $0 + $1.count } }

    /// Removes the registrations that were cancelled or whose observer or object is gone.
    static func prune() {
        guard !isPruning else {
            pruneAgain = true
            return
        }
        isPruning = true
        defer { isPruning = false }
        repeat {
            pruneAgain = false
            var removed: [_KeyValueEntry] = []
            for (id, list) in entries {
                let kept = list.filter { $0.isAlive && $0.object.map(ObjectIdentifier.init) == id }
                guard kept.count != list.count else { continue }
                removed += list.filter { entry in !kept.contains { $0 === entry } }
                entries[id] = kept.isEmpty ? nil : kept
            }
            for entry in removed { entry.cancel() }
        } while pruneAgain
    }

    /// Prunes the registry when `object`'s GObject is finalized (once per object).
    static func pruneWhenFinalized(_ object: GObjectRef) {
        let id = ObjectIdentifier(object)
        guard watched.insert(id).inserted else { return }
        object.onFinalize {
            MainActor.assumeIsolated {
                _ = watched.remove(id)
                prune()
            }
        }
    }
}

/// One registration: its observer, options and notify connection.
@MainActor
final class _KeyValueEntry {
    weak var observer: (any KeyValueObserving)?
    weak var object: AnyObject?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: KeyValueObservingContext?
    var tokens: [SignalToken] = []
    var last: Any?
    private var isCancelled = false

    init(
        observer: any KeyValueObserving, object: AnyObject, keyPath: String, options: NSKeyValueObservingOptions,
        context: KeyValueObservingContext?
    ) {
        self.observer = observer
        self.object = object
        self.keyPath = keyPath
        self.options = options
        self.context = context
    }

    /// Whether the registration still delivers: not removed, and its observer and object alive.
    var isAlive: Bool { !isCancelled && observer != nil && object != nil }

    /// Ends the registration's notify connections.
    func cancel() {
        isCancelled = true
        for token in tokens { token.cancel() }
        tokens.removeAll()
    }

    func deliver(_ value: Any?, of object: AnyObject, initial: Bool = false) {
        guard isAlive, let observer else {
            _KeyValueRegistry.prune()
            return
        }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: 1]
        if options.contains(.new), let value { change[.newKey] = value }
        if options.contains(.old), !initial, let last { change[.oldKey] = last }
        last = value
        observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}
