import CGtk

/// A Swift owner of one strong reference to a GObject (a GTK widget, a WebKit view, …).
///
/// `GObjectRef` is the base of every bridge wrapper. It holds exactly one strong GLib reference
/// for as long as the Swift object lives and drops it in `deinit`. Floating references (the
/// initial reference of every `GInitiallyUnowned`, such as a fresh `GtkWidget`) are sunk, so the
/// wrapper — not the first container the widget is added to — owns it.
///
/// Objects Graft does not wrap can still be created and configured without unsafe code:
///
/// ```swift
/// let spinner = try GObjectRef(typeName: "GtkSpinner")
/// try spinner.setProperty("spinning", true)
/// let token = spinner.observeBool("spinning") { isSpinning in print(isSpinning) }
/// ```
///
/// Threading: everything is `@MainActor`, including `deinit` (an `isolated deinit`): when the
/// last Swift reference goes away on the main actor — the usual case, since only main-actor code
/// holds these objects — the GLib reference is dropped at once; if it ever goes away elsewhere,
/// the runtime runs `deinit` later as a main-actor job. So GTK never sees an unref (and never
/// finalizes a widget) off the main actor. The main actor is the thread that runs GTK: the
/// process's main thread in an app; in `swift test` on Linux, the thread that drains the main
/// queue.
@MainActor
open class GObjectRef {
    /// The owned object.
    private let _pointer: OpaquePointer

    /// The raw `GObject *` this wrapper owns a reference to (for bridge targets only).
    package var gobjectPointer: OpaquePointer { _pointer }

    /// Takes ownership of a newly created object: sinks a floating reference with
    /// `g_object_ref_sink`.
    ///
    /// Use it for constructor results that are floating (`gtk_label_new`) or owned by someone
    /// else (`gtk_window_new`, whose reference GTK keeps until `gtk_window_destroy`): in both
    /// cases the wrapper ends up with one reference of its own. For a constructor that returns a
    /// full, non-floating reference (`g_object_new` of a plain `GObject`), use `init(adopting:)`.
    package init(takingFloating pointer: OpaquePointer) {
        _pointer = pointer
        g_object_ref_sink(UnsafeMutableRawPointer(pointer))
    }

    /// Adds a reference to an existing object with `g_object_ref` (a "transfer none" pointer).
    package init(retaining pointer: OpaquePointer) {
        _pointer = pointer
        g_object_ref(UnsafeMutableRawPointer(pointer))
    }

    /// Takes over a full, non-floating reference the caller already owns ("transfer full").
    package init(adopting pointer: OpaquePointer) {
        _pointer = pointer
    }

    /// Creates an object of a registered GObject type by its type name, e.g. `"GtkLabel"`.
    ///
    /// Types that have not been registered yet are resolved the way GtkBuilder resolves them
    /// (`GtkLabel` → `gtk_label_get_type()`), so any GTK or WebKit class name works.
    /// A floating reference is sunk; a `GtkWindow` (whose initial reference belongs to GTK
    /// until it is destroyed) is retained.
    ///
    /// - Parameter typeName: The GType name, such as `"GtkProgressBar"`.
    /// - Throws: `GObjectError.unknownType` if no such type exists,
    ///   `GObjectError.notInstantiable` for abstract or non-object types.
    public convenience init(typeName: String) throws(GObjectError) {
        let type = try _GTypeLookup.type(named: typeName)
        guard let raw = g_object_new_with_properties(type, 0, nil, nil) else {
            throw .notInstantiable(typeName)
        }
        let pointer = OpaquePointer(raw)
        if g_object_is_floating(raw) != 0 || g_type_is_a(type, gtk_window_get_type()) != 0 {
            self.init(takingFloating: pointer)
        } else {
            self.init(adopting: pointer)
        }
    }

    isolated deinit {
        g_object_unref(_rawPointer)
    }

    /// The GType name of the object's class, e.g. `"GtkLabel"` (`G_OBJECT_TYPE_NAME`).
    public var typeName: String {
        String(cString: g_type_name(graft_object_type(_rawPointer)))
    }

    /// Whether the object's class is, or derives from, the named type (`g_type_is_a`).
    ///
    /// - Parameter typeName: A type or interface name such as `"GtkWidget"`.
    public func isA(_ typeName: String) -> Bool {
        let type = g_type_from_name(typeName)
        return type != 0 && g_type_is_a(graft_object_type(_rawPointer), type) != 0
    }

    /// The current GLib reference count (diagnostics and tests only; racy by nature).
    package var referenceCount: UInt32 {
        _objectPointer.pointee.ref_count
    }

    /// `gobjectPointer` as a typed pointer, for C calls on subclasses (bridge targets only).
    package func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer<T>(_pointer)
    }

    package var _rawPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(_pointer) }
    package var _objectPointer: UnsafeMutablePointer<GObject> { UnsafeMutablePointer<GObject>(_pointer) }
}

/// An error from the generic, by-name GObject API (type creation and property access).
public enum GObjectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No GType of that name is registered or resolvable.
    case unknownType(String)
    /// The type exists but cannot be instantiated (abstract, or not a GObject class).
    case notInstantiable(String)
    /// The object's class has no property of that name.
    case noSuchProperty(typeName: String, property: String)
    /// The property exists but cannot be written.
    case propertyNotWritable(typeName: String, property: String)
    /// The given Swift value cannot be converted to the property's type.
    case valueNotConvertible(property: String, propertyType: String, valueType: String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .unknownType(let name):
            return "no GObject type named '\(name)' is registered"
        case .notInstantiable(let name):
            return "the type '\(name)' is abstract or not a GObject class and cannot be created"
        case .noSuchProperty(let type, let property):
            return "\(type) has no property '\(property)'"
        case .propertyNotWritable(let type, let property):
            return "the property '\(property)' of \(type) is read-only"
        case .valueNotConvertible(let property, let propertyType, let valueType):
            return "cannot set the \(propertyType) property '\(property)' from a \(valueType)"
        }
    }
}

/// Resolves GType names, registering lazily-registered types through their `_get_type` function.
@MainActor
enum _GTypeLookup {
    private static var builder: OpaquePointer?

    static func type(named name: String) throws(GObjectError) -> GType {
        var type = g_type_from_name(name)
        if type == 0 {
            // GtkBuilder resolves "GtkFooBar" by calling gtk_foo_bar_get_type() from the process.
            let builder = Self.builder ?? gtk_builder_new()!
            Self.builder = builder
            type = gtk_builder_get_type_from_name(builder, name)
        }
        guard type != 0 else { throw .unknownType(name) }
        guard g_type_is_a(type, g_object_get_type()) != 0, g_type_test_flags(type, G_TYPE_FLAG_ABSTRACT.rawValue) == 0
        else { throw .notInstantiable(name) }
        return type
    }
}
