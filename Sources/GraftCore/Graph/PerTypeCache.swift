/// Values worked out once per type (a comparer, a node kind, dynamic-property slots), kept by the
/// type's identity.
@MainActor
struct _PerTypeCache<Value> {
    private var values: [ObjectIdentifier: Value] = [:]

    /// The value for `type`, made with `make` the first time.
    mutating func value(for type: Any.Type, make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let known = values[key] { return known }
        let made = make()
        values[key] = made
        return made
    }
}
