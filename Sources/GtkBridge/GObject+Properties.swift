import CGtk

/// Generic, by-name property access through `GValue`, for objects Graft does not wrap.
///
/// Values are converted to the property's own type with GLib's value transforms (an `Int` can set
/// a `guint` or `gdouble` property, a `Double` a `gfloat` one). Enum and flags properties accept
/// an `Int` (the numeric value) or a `String` (the nick, e.g. `"center"` for `halign`), and read
/// back as either.
///
/// ```swift
/// let bar = try GObjectRef(typeName: "GtkProgressBar")
/// try bar.setProperty("fraction", 0.25)
/// try bar.setProperty("halign", "center")
/// let fraction = bar.property("fraction", as: Double.self)  // 0.25
/// ```
extension GObjectRef {
    /// Sets a boolean property.
    ///
    /// - Parameters:
    ///   - name: The property name, e.g. `"visible"`.
    ///   - value: The new value.
    /// - Throws: `GObjectError` if the property does not exist, is read-only, or has another type.
    public func setProperty(_ name: String, _ value: Bool) throws(GObjectError) {
        try _setProperty(name, valueType: "Bool") { target in
            var source = GValue()
            g_value_init(&source, _GType.boolean)
            g_value_set_boolean(&source, value ? 1 : 0)
            defer { g_value_unset(&source) }
            return _transformNumeric(&source, into: target)
        }
    }

    /// Sets an integer, unsigned, floating-point, enum or flags property from an `Int`.
    ///
    /// - Parameters:
    ///   - name: The property name, e.g. `"max-width-chars"`.
    ///   - value: The new value.
    /// - Throws: `GObjectError` if the property does not exist, is read-only, or has another type.
    public func setProperty(_ name: String, _ value: Int) throws(GObjectError) {
        try _setProperty(name, valueType: "Int") { target in
            switch g_type_fundamental(target.pointee.g_type) {
            case _GType.enumeration:
                g_value_set_enum(target, gint(truncatingIfNeeded: value))
                return true
            case _GType.flags:
                g_value_set_flags(target, guint(truncatingIfNeeded: value))
                return true
            default:
                var source = GValue()
                g_value_init(&source, _GType.int64)
                g_value_set_int64(&source, gint64(value))
                defer { g_value_unset(&source) }
                return _transformNumeric(&source, into: target)
            }
        }
    }

    /// Sets a floating-point or integer property from a `Double`.
    ///
    /// - Parameters:
    ///   - name: The property name, e.g. `"fraction"`.
    ///   - value: The new value.
    /// - Throws: `GObjectError` if the property does not exist, is read-only, or has another type.
    public func setProperty(_ name: String, _ value: Double) throws(GObjectError) {
        try _setProperty(name, valueType: "Double") { target in
            var source = GValue()
            g_value_init(&source, _GType.double)
            g_value_set_double(&source, value)
            defer { g_value_unset(&source) }
            return _transformNumeric(&source, into: target)
        }
    }

    /// Sets a string property, or an enum property by its nick (`"center"`) or name.
    ///
    /// - Parameters:
    ///   - name: The property name, e.g. `"label"`.
    ///   - value: The new value.
    /// - Throws: `GObjectError` if the property does not exist, is read-only, or has another type.
    public func setProperty(_ name: String, _ value: String) throws(GObjectError) {
        try _setProperty(name, valueType: "String") { target in
            let type = target.pointee.g_type
            if g_type_fundamental(type) == _GType.enumeration {
                let enumClass = UnsafeMutablePointer<GEnumClass>(OpaquePointer(g_type_class_ref(type)))
                defer { g_type_class_unref(enumClass) }
                guard
                    let entry = g_enum_get_value_by_nick(enumClass, value) ?? g_enum_get_value_by_name(enumClass, value)
                else { return false }
                g_value_set_enum(target, entry.pointee.value)
                return true
            }
            if g_type_fundamental(type) == _GType.flags {
                // Flags as their nicks joined by "|" ("no-spellcheck|lowercase"); "" clears them.
                let flagsClass = UnsafeMutablePointer<GFlagsClass>(OpaquePointer(g_type_class_ref(type)))
                defer { g_type_class_unref(flagsClass) }
                var bits: guint = 0
                for nick in value.split(separator: "|") {
                    guard let entry = g_flags_get_value_by_nick(flagsClass, String(nick)) else { return false }
                    bits |= entry.pointee.value
                }
                g_value_set_flags(target, bits)
                return true
            }
            guard type == _GType.string else { return false }
            g_value_set_string(target, value)
            return true
        }
    }

    /// Sets an object property (such as a window's `"child"`), or clears it with `nil`.
    ///
    /// - Parameters:
    ///   - name: The property name.
    ///   - value: The object to store; the property holds its own reference.
    /// - Throws: `GObjectError` if the property does not exist, is read-only, or holds another type.
    public func setProperty(_ name: String, _ value: GObjectRef?) throws(GObjectError) {
        try _setProperty(name, valueType: value?.typeName ?? "nil") { target in
            let type = target.pointee.g_type
            guard g_type_fundamental(type) == _GType.object else { return false }
            if let value {
                guard g_type_is_a(graft_object_type(value._rawPointer), type) != 0 else { return false }
                g_value_set_object(target, value._rawPointer)
            }
            return true
        }
    }

    /// Reads an object property as a new wrapper holding its own reference, or `nil` if unset.
    ///
    /// - Parameters:
    ///   - name: The property name, e.g. `"child"`.
    ///   - type: `GObjectRef.self`.
    public func property(_ name: String, as type: GObjectRef.Type) -> GObjectRef? {
        guard let pspec = _paramSpec(name), g_type_fundamental(pspec.pointee.value_type) == _GType.object else {
            return nil
        }
        let object = _property(name, as: pspec.pointee.value_type) { g_value_get_object($0) } ?? nil
        return object.map { GObjectRef(retaining: OpaquePointer($0)) }
    }

    /// Reads a property as a `Bool`, or `nil` if there is no such property or it is not boolean.
    ///
    /// - Parameters:
    ///   - name: The property name.
    ///   - type: `Bool.self`.
    public func property(_ name: String, as type: Bool.Type) -> Bool? {
        _property(name, as: _GType.boolean) { g_value_get_boolean($0) != 0 }
    }

    /// Reads a numeric, enum or flags property as an `Int`, or `nil` if not convertible.
    ///
    /// - Parameters:
    ///   - name: The property name.
    ///   - type: `Int.self`.
    public func property(_ name: String, as type: Int.Type) -> Int? {
        guard let pspec = _paramSpec(name) else { return nil }
        switch g_type_fundamental(pspec.pointee.value_type) {
        case _GType.enumeration: return _property(name, as: pspec.pointee.value_type) { Int(g_value_get_enum($0)) }
        case _GType.flags: return _property(name, as: pspec.pointee.value_type) { Int(g_value_get_flags($0)) }
        default: return _property(name, as: _GType.int64) { Int(g_value_get_int64($0)) }
        }
    }

    /// Reads a numeric property as a `Double`, or `nil` if not convertible.
    ///
    /// - Parameters:
    ///   - name: The property name.
    ///   - type: `Double.self`.
    public func property(_ name: String, as type: Double.Type) -> Double? {
        _property(name, as: _GType.double) { g_value_get_double($0) }
    }

    /// Reads a string property (or an enum property as its nick), or `nil` if unset or not a string.
    ///
    /// - Parameters:
    ///   - name: The property name.
    ///   - type: `String.self`.
    public func property(_ name: String, as type: String.Type) -> String? {
        guard let pspec = _paramSpec(name) else { return nil }
        let valueType = pspec.pointee.value_type
        if g_type_fundamental(valueType) == _GType.enumeration {
            return _property(name, as: valueType) { value -> String? in
                let enumClass = UnsafeMutablePointer<GEnumClass>(OpaquePointer(g_type_class_ref(valueType)))
                defer { g_type_class_unref(enumClass) }
                return g_enum_get_value(enumClass, g_value_get_enum(value)).map {
                    String(cString: $0.pointee.value_nick)
                }
            } ?? nil
        }
        if g_type_fundamental(valueType) == _GType.flags {
            // The nicks of the flags that are set, joined by "|" ("" when none is).
            return _property(name, as: valueType) { value -> String? in
                guard let flagsClass = UnsafeMutablePointer<GFlagsClass>(OpaquePointer(g_type_class_ref(valueType)))
                else { return nil }
                defer { g_type_class_unref(flagsClass) }
                let bits = g_value_get_flags(value)
                var nicks: [String] = []
                for index in 0..<Int(flagsClass.pointee.n_values) {
                    let entry = flagsClass.pointee.values[index]
                    if entry.value != 0, bits & entry.value == entry.value {
                        nicks.append(String(cString: entry.value_nick))
                    }
                }
                return nicks.joined(separator: "|")
            } ?? nil
        }
        return _property(name, as: _GType.string) { g_value_get_string($0).map { String(cString: $0) } } ?? nil
    }

    /// Whether the object's class has a property of that name.
    ///
    /// - Parameter name: The property name.
    public func hasProperty(_ name: String) -> Bool {
        _paramSpec(name) != nil
    }

    // MARK: - Internals

    package func _paramSpec(_ name: String) -> UnsafeMutablePointer<GParamSpec>? {
        g_object_class_find_property(graft_object_get_class(_rawPointer), name)
    }

    private func _setProperty(
        _ name: String, valueType: String, fill: (UnsafeMutablePointer<GValue>) -> Bool
    ) throws(GObjectError) {
        guard let pspec = _paramSpec(name) else { throw .noSuchProperty(typeName: typeName, property: name) }
        guard pspec.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue != 0,
            pspec.pointee.flags.rawValue & G_PARAM_CONSTRUCT_ONLY.rawValue == 0
        else { throw .propertyNotWritable(typeName: typeName, property: name) }
        var target = GValue()
        g_value_init(&target, pspec.pointee.value_type)
        defer { g_value_unset(&target) }
        guard fill(&target) else {
            let propertyType = String(cString: g_type_name(pspec.pointee.value_type))
            throw .valueNotConvertible(property: name, propertyType: propertyType, valueType: valueType)
        }
        g_object_set_property(_objectPointer, name, &target)
    }

    private func _property<T>(_ name: String, as type: GType, read: (UnsafeMutablePointer<GValue>) -> T) -> T? {
        guard let pspec = _paramSpec(name), pspec.pointee.flags.rawValue & G_PARAM_READABLE.rawValue != 0 else {
            return nil
        }
        var stored = GValue()
        g_value_init(&stored, pspec.pointee.value_type)
        defer { g_value_unset(&stored) }
        g_object_get_property(_objectPointer, name, &stored)
        if pspec.pointee.value_type == type { return read(&stored) }
        guard g_value_type_transformable(pspec.pointee.value_type, type) != 0 else { return nil }
        var converted = GValue()
        g_value_init(&converted, type)
        defer { g_value_unset(&converted) }
        guard g_value_transform(&stored, &converted) != 0 else { return nil }
        return read(&converted)
    }
}

/// Converts a Bool/Int/Double value into a target of another numeric or boolean type; never into
/// a string (GLib would turn 3.5 into "3.500000" silently).
private func _transformNumeric(_ source: UnsafeMutablePointer<GValue>, into target: UnsafeMutablePointer<GValue>)
    -> Bool
{
    let fundamental = g_type_fundamental(target.pointee.g_type)
    guard fundamental != _GType.string, fundamental != _GType.object else { return false }
    return g_value_transform(source, target) != 0
}

/// Fundamental GType values (`G_TYPE_*` are macros, not importable).
enum _GType {
    static let char = GType(3 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let boolean = GType(5 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let uint = GType(7 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let int64 = GType(10 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let uint64 = GType(11 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let enumeration = GType(12 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let flags = GType(13 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let float = GType(14 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let double = GType(15 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let string = GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)
    static let object = GType(20 << G_TYPE_FUNDAMENTAL_SHIFT)
}
