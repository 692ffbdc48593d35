// The Swift runtime's description of a type's stored properties, through the standard library's
// reflection SPI. Its callbacks hand out names as C strings, so it lives here, with the other code
// that touches unsafe pointers, and the engine sees plain Swift values.
@_spi(Reflection) import Swift

/// What kind of type a type is, as the Swift runtime describes it.
public enum TypeKind: Sendable {
    /// A struct.
    case `struct`
    /// A class (Swift or foreign).
    case `class`
    /// An enum other than `Optional`.
    case `enum`
    /// An `Optional`.
    case optional
    /// An existential (`any P`, `Any`, `AnyObject`).
    case existential
    /// A function type (a closure).
    case function
    /// A tuple.
    case tuple
    /// Anything else (metatypes, opaque runtime types).
    case other

    init(_ kind: _MetadataKind) {
        switch kind {
        case .struct: self = .struct
        case .class, .foreignClass, .objcClassWrapper: self = .class
        case .enum: self = .enum
        case .optional: self = .optional
        case .existential: self = .existential
        case .function: self = .function
        case .tuple: self = .tuple
        default: self = .other
        }
    }
}

/// One stored property of a type, as the runtime describes it.
public struct StoredField {
    /// The property's name.
    public let name: String
    /// The property's declared type.
    public let type: Any.Type
    /// The kind of the property's declared type.
    public let kind: TypeKind
    /// Whether the property holds its value as `type` lays it out: `false` for a `weak`, `unowned`
    /// or `unowned(unsafe)` reference, which the runtime describes by its referent's type but stores
    /// as a reference of another layout (`FieldAccess` refuses such a field).
    public let isStrong: Bool
    /// Where the property lies in a value of the type, in bytes from its start.
    let offset: Int
}

/// The stored properties of `type`, in declaration order; `nil` when the runtime cannot describe
/// one of them (a `weak` or `unowned` reference, for one) or `type` has none to describe.
public func storedFields<T>(of type: T.Type) -> [StoredField]? {
    var fields: [StoredField] = []
    let described = _forEachField(of: type) { name, offset, fieldType, kind in
        fields.append(
            StoredField(
                name: String(cString: name), type: fieldType, kind: TypeKind(kind),
                isStrong: _isStrongField(type, index: fields.count), offset: offset))
        return true
    }
    return described ? fields : nil
}

/// The runtime's record of one stored property, as `swift_reflectionMirror_recursiveChildMetadata`
/// fills it in (the layout of the standard library's `_FieldReflectionMetadata`).
private struct _FieldReflectionRecord {
    var name: UnsafePointer<CChar>? = nil
    var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
    var isStrong = false
    var isVar = false
}

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func _reflectionChildMetadata(
    _: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<_FieldReflectionRecord>
) -> Any.Type

/// Whether the stored property at `index` of `type` (in `_forEachField`'s order) is a strong one.
private func _isStrongField(_ type: Any.Type, index: Int) -> Bool {
    var record = _FieldReflectionRecord()
    _ = _reflectionChildMetadata(type, index: index, fieldMetadata: &record)
    record.freeName?(record.name)
    return record.isStrong
}

/// Holds one value of `T`, so that the runtime describes `T` as the type of a stored property.
private struct KindProbe<T> {
    var value: T
}

/// What kind of type `type` is (struct, class, enum, optional, existential, …), without a value.
public func typeKind<T>(of type: T.Type) -> TypeKind? {
    storedFields(of: KindProbe<T>.self)?.first?.kind
}
