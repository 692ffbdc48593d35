import Foundation

/// A value kept in the app's settings, which survives the app quitting, read and written like `@State`.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("username") private var username = ""
///     @AppStorage("fontSize") private var fontSize = 14.0
///     var body: some View {
///         Form {
///             TextField("Name", text: $username)
///             Stepper("Size \(Int(fontSize))", value: $fontSize, in: 8...32)
///         }
///     }
/// }
/// ```
///
/// Values go to the app's key file under the XDG config folder (`~/.config/<app>/app-storage.ini`,
/// GLib's key-file format), or to the `UserDefaults` given as `store`. Views reading the same key
/// update together when one writes it. A stored text that is not a value of the type (the file
/// edited by hand) reads as the default.
@propertyWrapper @MainActor
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store: UserDefaults?
    private let decode: (String) -> Value?
    private let encode: (Value) -> String?
    private let decodeObject: (Any) -> Value?
    private let encodeObject: (Value) -> Any?

    /// The stored value, or the default while nothing is stored; setting it saves it.
    public var wrappedValue: Value {
        get {
            if let store {
                _DefaultsChanges.read(store, key)
                return store.object(forKey: key).flatMap(decodeObject) ?? defaultValue
            }
            return _AppStorageStore.standard.read(key).flatMap(decode) ?? defaultValue
        }
        nonmutating set { write(newValue, transaction: nil) }
    }

    /// A binding to the stored value, for controls.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(identity: "AppStorage:\(key)") {
            storage.wrappedValue
        } set: { value, transaction in
            storage.write(value, transaction: transaction)
        }
    }

    private func write(_ value: Value, transaction: Transaction?) {
        if let store {
            if let object = encodeObject(value) {
                store.set(object, forKey: key)
            } else {
                store.removeObject(forKey: key)
            }
            _DefaultsChanges.changed(store, key, transaction: transaction)
        } else {
            _AppStorageStore.standard.write(encode(value), for: key, transaction: transaction)
        }
    }

    private init(
        key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (String) -> Value?,
        encode: @escaping (Value) -> String?, decodeObject: @escaping (Any) -> Value?,
        encodeObject: @escaping (Value) -> Any?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.decode = decode
        self.encode = encode
        self.decodeObject = decodeObject
        self.encodeObject = encodeObject
    }
}

extension AppStorage where Value: _AppStorageValue {
    /// A stored `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while nothing is stored.
    ///   - key: The setting's name.
    ///   - store: A `UserDefaults` to keep it in instead of the app's key file.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, decode: { Value(_keyFileString: $0) },
            encode: { $0._keyFileString }, decodeObject: { Value(_defaultsObject: $0) },
            encodeObject: { $0._defaultsObject })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue: _AppStorageValue {
    /// A stored enumeration (or other `RawRepresentable`) whose raw value is an `Int` or a `String`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value while nothing is stored.
    ///   - key: The setting's name.
    ///   - store: A `UserDefaults` to keep it in instead of the app's key file.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            decode: { _RawStorage<Value>(_keyFileString: $0)?.value },
            encode: { _RawStorage($0)._keyFileString },
            decodeObject: { _RawStorage<Value>(_defaultsObject: $0)?.value },
            encodeObject: { _RawStorage($0)._defaultsObject })
    }
}

extension AppStorage {
    /// A stored optional value, `nil` while nothing is stored; setting `nil` removes it.
    ///
    /// - Parameters:
    ///   - key: The setting's name.
    ///   - store: A `UserDefaults` to keep it in instead of the app's key file.
    public init<Wrapped: _AppStorageValue>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { Wrapped(_keyFileString: $0) },
            encode: { $0?._keyFileString }, decodeObject: { Wrapped(_defaultsObject: $0) },
            encodeObject: { $0?._defaultsObject })
    }
}

/// Which bodies read which `UserDefaults` keys through `@AppStorage(…, store:)`, to update them
/// when one of those writes.
@MainActor
enum _DefaultsChanges {
    private static var readers: [String: StateStorage<Int>] = [:]

    private static func storage(_ store: UserDefaults, _ key: String) -> StateStorage<Int> {
        let name = "\(ObjectIdentifier(store).hashValue)/\(key)"
        if let storage = readers[name] { return storage }
        let storage = StateStorage(0)
        readers[name] = storage
        return storage
    }

    static func read(_ store: UserDefaults, _ key: String) { _ = storage(store, key).read() }

    static func changed(_ store: UserDefaults, _ key: String, transaction: Transaction?) {
        let storage = storage(store, key)
        storage.write(storage.read() + 1, transaction: transaction)
    }
}
