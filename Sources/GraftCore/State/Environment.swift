/// A key for a value that flows down the view tree.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no ancestor has set one.
    static var defaultValue: Value { get }
}

/// Identifies one version of an environment; a new version means something may have changed.
public final class EnvironmentVersion: Sendable {
    init() {}
}

/// The values a view inherits from its ancestors: colour scheme, font, custom keys, objects.
public struct EnvironmentValues: @unchecked Sendable {
    var storage = _EnvironmentStorage()
    var version = EnvironmentVersion()

    /// Creates an environment holding every default value.
    public init() {}

    /// Reads or writes the value of `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage.value(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue }
        set {
            storage.set(newValue, for: ObjectIdentifier(key))
            version = EnvironmentVersion()
        }
    }

    func object(of type: Any.Type) -> AnyObject? {
        storage.value(for: ObjectIdentifier(type)) as AnyObject?
    }

    mutating func setObject(_ object: AnyObject, as type: Any.Type) {
        storage.set(object, for: ObjectIdentifier(type))
        version = EnvironmentVersion()
    }

    mutating func renew() { version = EnvironmentVersion() }

    /// Writes `value` under the key whose identifier is `key` (the key's value type).
    mutating func set(_ value: Any, for key: ObjectIdentifier) {
        storage.set(value, for: key)
        version = EnvironmentVersion()
    }

    /// Whether `other` is this very version: then every value is the same (any change makes a new one).
    package func isSameVersion(as other: EnvironmentValues) -> Bool { version === other.version }

    /// Same keys with equal values (objects by identity, bindings by what they point at, optionals
    /// by their payload).
    @MainActor func isEqualContent(to other: EnvironmentValues) -> Bool {
        if version === other.version { return true }
        let (entries, otherEntries) = (storage.entries, other.storage.entries)
        guard entries.count == otherEntries.count else { return false }
        for (key, value) in entries {
            guard let otherValue = otherEntries[key], _isSameEnvironmentValue(value, otherValue) else { return false }
        }
        return true
    }
}

/// Reads a value from the environment.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
/// }
/// ```
@propertyWrapper @MainActor
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(Any.Type)
    }
    let source: Source
    let box = EnvironmentReader()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

    /// The current value. Read before the view was ever installed (outside any `body`, as
    /// SwiftUI warns), it is the key's default value, and one line says so.
    public var wrappedValue: Value {
        guard let values = box.values else {
            if case .keyPath(let keyPath) = source {
                _EnvironmentWarning.once("@Environment(\(keyPath)) read outside of a view's body: its default value")
                return EnvironmentValues()[keyPath: keyPath]
            }
            fatalError("@Environment read outside of a view's body")
        }
        switch source {
        case .keyPath(let keyPath): return values[keyPath: keyPath]
        case .object(let type):
            guard let object = values.object(of: type) as? Value else {
                fatalError("No \(type) in the environment: add .environment(_:) to an ancestor")
            }
            return object
        }
    }
}

extension Environment where Value: AnyObject {
    /// Reads an observable object that an ancestor placed with `.environment(_:)`.
    public init(_ type: Value.Type) { source = .object(type) }
}

/// Prints each warning about reading the environment once per process.
@MainActor
enum _EnvironmentWarning {
    private static var said: Set<String> = []

    static func once(_ message: String) {
        guard said.insert(message).inserted else { return }
        print("Graft: \(message)")
    }
}

@MainActor
final class EnvironmentReader {
    var values: EnvironmentValues?
}

extension Environment: _NodeInstallable, _InputComparable {
    func _install(in node: ViewNode, slot: Int) { box.values = node.environment }
    func _isSameInput(as other: Self) -> Bool { true }
}

/// A property that Graft updates before each `body`: `State`, `Environment`, `ObservedObject`, …
@MainActor
public protocol DynamicProperty {}

/// Whether two values stored under one environment key are the same: objects by identity, values
/// that say themselves (`Binding`) by their own rule, optionals by their payload, others by `==`.
@MainActor
func _isSameEnvironmentValue(_ lhs: Any, _ rhs: Any) -> Bool {
    if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
    if let comparable = lhs as? any _InputComparable { return _isSameInput(comparable, rhs) }
    if let optional = lhs as? any _OptionalInput {
        guard let other = rhs as? any _OptionalInput else { return false }
        switch (_anyPayload(optional), _anyPayload(other)) {
        case (nil, nil): return true
        case (let left?, let right?): return _isSameEnvironmentValue(left, right)
        default: return false
        }
    }
    return _anyEquals(lhs, rhs)
}

private func _anyPayload<O: _OptionalInput>(_ optional: O) -> Any? { optional._payload.map { $0 as Any } }

@MainActor
private func _isSameInput<T: _InputComparable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs._isSameInput(as: rhs)
}
