import Foundation

/// A type `@AppStorage` can keep: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`, and
/// `RawRepresentable` types whose raw value is `Int` or `String`.
public protocol _AppStorageValue {
    /// The value as its key-file string.
    var _keyFileString: String { get }
    /// The value read back from its key-file string, `nil` when the text is not one.
    init?(_keyFileString: String)
    /// The value as a property-list object, for a `UserDefaults` store.
    var _defaultsObject: Any { get }
    /// The value read back from a `UserDefaults` object.
    init?(_defaultsObject: Any)
}

extension Bool: _AppStorageValue {
    /// `true` or `false`, as GLib writes booleans.
    public var _keyFileString: String { self ? "true" : "false" }
    /// Reads `true`/`false` (and GLib's `1`/`0`).
    public init?(_keyFileString text: String) {
        switch text {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }
    /// The Boolean.
    public var _defaultsObject: Any { self }
    /// A Boolean object.
    public init?(_defaultsObject object: Any) {
        guard let value = object as? Bool else { return nil }
        self = value
    }
}

extension Int: _AppStorageValue {
    /// The decimal digits.
    public var _keyFileString: String { String(self) }
    /// Reads decimal digits.
    public init?(_keyFileString text: String) { self.init(text) }
    /// The integer.
    public var _defaultsObject: Any { self }
    /// An integer object.
    public init?(_defaultsObject object: Any) {
        guard let value = object as? Int else { return nil }
        self = value
    }
}

extension Double: _AppStorageValue {
    /// The shortest decimal text that reads back the same.
    public var _keyFileString: String { "\(self)" }
    /// Reads a decimal number.
    public init?(_keyFileString text: String) { self.init(text) }
    /// The number.
    public var _defaultsObject: Any { self }
    /// A number object.
    public init?(_defaultsObject object: Any) {
        guard let value = object as? Double else { return nil }
        self = value
    }
}

extension String: _AppStorageValue {
    /// The string itself (the key file escapes it).
    public var _keyFileString: String { self }
    /// The string itself.
    public init?(_keyFileString text: String) { self = text }
    /// The string.
    public var _defaultsObject: Any { self }
    /// A string object.
    public init?(_defaultsObject object: Any) {
        guard let value = object as? String else { return nil }
        self = value
    }
}

extension URL: _AppStorageValue {
    /// The absolute URL.
    public var _keyFileString: String { absoluteString }
    /// Reads an absolute URL.
    public init?(_keyFileString text: String) { self.init(string: text) }
    /// The URL's text.
    public var _defaultsObject: Any { absoluteString }
    /// A URL's text.
    public init?(_defaultsObject object: Any) {
        guard let text = object as? String else { return nil }
        self.init(string: text)
    }
}

extension Data: _AppStorageValue {
    /// The bytes in Base64.
    public var _keyFileString: String { base64EncodedString() }
    /// Reads Base64.
    public init?(_keyFileString text: String) { self.init(base64Encoded: text) }
    /// The bytes.
    public var _defaultsObject: Any { self }
    /// A data object.
    public init?(_defaultsObject object: Any) {
        guard let value = object as? Data else { return nil }
        self = value
    }
}

extension Date: _AppStorageValue {
    /// Seconds since 1970.
    public var _keyFileString: String { "\(timeIntervalSince1970)" }
    /// Reads seconds since 1970.
    public init?(_keyFileString text: String) {
        guard let seconds = Double(text) else { return nil }
        self.init(timeIntervalSince1970: seconds)
    }
    /// The date.
    public var _defaultsObject: Any { self }
    /// A date object.
    public init?(_defaultsObject object: Any) {
        guard let value = object as? Date else { return nil }
        self = value
    }
}

/// A `RawRepresentable` value kept as its raw value.
struct _RawStorage<Value: RawRepresentable>: _AppStorageValue where Value.RawValue: _AppStorageValue {
    let value: Value
    init(_ value: Value) { self.value = value }
    var _keyFileString: String { value.rawValue._keyFileString }
    init?(_keyFileString text: String) {
        guard let raw = Value.RawValue(_keyFileString: text), let value = Value(rawValue: raw) else { return nil }
        self.value = value
    }
    var _defaultsObject: Any { value.rawValue._defaultsObject }
    init?(_defaultsObject object: Any) {
        guard let raw = Value.RawValue(_defaultsObject: object), let value = Value(rawValue: raw) else { return nil }
        self.value = value
    }
}
