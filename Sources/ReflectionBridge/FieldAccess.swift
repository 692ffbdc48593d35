/// One stored property of `Root`, of type `Field`, read in place at its offset: cheaper than a key
/// path (no key-path projection, and a comparison copies nothing out of the two values).
///
/// Made only from a `StoredField` of `Root` whose type is `Field`, so a read always finds a `Field`.
public struct FieldAccess<Root, Field> {
    private let offset: Int

    /// The access to `field`, a stored property of `Root` (from `storedFields(of: Root.self)`);
    /// `nil` when its type is not `Field`, or it is a `weak` or `unowned` reference (stored in
    /// another layout than `Field`'s).
    public init?(_ field: StoredField, of _: Root.Type = Root.self, as _: Field.Type = Field.self) {
        guard field.type == Field.self, field.isStrong, field.offset >= 0 else { return nil }
        offset = field.offset
    }

    /// The property's value in `root`.
    public func read(_ root: Root) -> Field {
        withUnsafePointer(to: root) { pointer in
            UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Field.self).pointee
        }
    }

    /// Whether `compare` holds for the property's values in `old` and `new`, read where they lie.
    public func compare(_ old: Root, _ new: Root, by compare: (Field, Field) -> Bool) -> Bool {
        withUnsafePointer(to: old) { oldPointer in
            withUnsafePointer(to: new) { newPointer in
                compare(
                    UnsafeRawPointer(oldPointer).advanced(by: offset).assumingMemoryBound(to: Field.self).pointee,
                    UnsafeRawPointer(newPointer).advanced(by: offset).assumingMemoryBound(to: Field.self).pointee)
            }
        }
    }
}

/// `value` as `T`, which must be its own type (checked): a copy with no dynamic cast, for generic
/// code that knows two type parameters are one type (a cast to `T` through `as?` would look up the
/// metadata of `Optional<T>` each time).
public func sameTypeValue<Value, T>(_ value: Value, as _: T.Type) -> T {
    precondition(Value.self == T.self, "sameTypeValue: \(Value.self) is not \(T.self)")
    return withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee }
}
