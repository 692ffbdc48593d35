import Foundation

extension UserDefaults {
    /// Stores `value` under `key`: the key-value-coding spelling of `set(_:forKey:)` that Apple's
    /// `NSObject` gives every defaults object, and swift-corelibs-foundation lacks.
    ///
    /// `nil` removes the key, as on Apple's platforms.
    ///
    /// - Parameters:
    ///   - value: A property-list value (string, number, date, data, array or dictionary of them).
    ///   - key: The defaults key.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The object stored under `key`: the key-value-coding spelling of `object(forKey:)`.
    ///
    /// - Parameter key: The defaults key.
    /// - Returns: The stored property-list value, or `nil`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
