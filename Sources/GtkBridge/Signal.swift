import CGtk

/// Owns one signal-handler connection; the connection ends when the token is cancelled or dropped.
///
/// The token keeps the handler id and a GLib *weak* reference to the object: it does not keep the
/// object alive. Cancelling (or dropping) the token disconnects the handler if the object is still
/// alive; if the object already died, GLib disconnected the handler itself and the token does
/// nothing. Like `GObjectRef`, the token's `deinit` is isolated to the main actor. After
/// `cancel()` returns, the handler never runs again, and its Swift closure is
/// released as soon as GLib drops the connection.
///
/// ```swift
/// let token = button.connect("clicked") { print("clicked") }
/// // …
/// token.cancel()  // or just let the token go
/// ```
@MainActor
public final class SignalToken {
    /// Heap cell for the `GWeakRef`, which must not move.
    private let weakRef: UnsafeMutablePointer<GWeakRef>
    /// The GLib handler id (0 once cancelled).
    private var id: gulong

    /// Signal-handler closure boxes currently alive in the process (diagnostics and leak tests).
    ///
    /// Each connection holds one box until GLib drops it; the count must return to its previous
    /// value after connections are cancelled or their objects die.
    public nonisolated static var liveClosureBoxes: Int {
        _SignalClosureBox.live.load(ordering: .relaxed)
    }

    package init(object: GObjectRef, handlerID: gulong) {
        id = handlerID
        weakRef = .allocate(capacity: 1)
        weakRef.initialize(to: GWeakRef())
        g_weak_ref_init(weakRef, object._rawPointer)
    }

    /// The GLib handler id of the connection, or 0 after `cancel()`.
    public var handlerID: UInt { UInt(id) }

    /// Whether the handler is still connected: not cancelled and the object still alive.
    public var isConnected: Bool {
        guard id != 0, let object = g_weak_ref_get(weakRef) else { return false }
        defer { g_object_unref(object) }
        return g_signal_handler_is_connected(object, id) != 0
    }

    /// Disconnects the handler (if the object is still alive). Idempotent.
    public func cancel() {
        Self._disconnect(weakRef, id)
        id = 0
    }

    isolated deinit {
        Self._disconnect(weakRef, id)
        g_weak_ref_clear(weakRef)
        weakRef.deallocate()
    }

    private static func _disconnect(_ weakRef: UnsafeMutablePointer<GWeakRef>, _ id: gulong) {
        guard id != 0, let object = g_weak_ref_get(weakRef) else { return }
        if g_signal_handler_is_connected(object, id) != 0 {
            g_signal_handler_disconnect(object, id)
        }
        g_object_unref(object)
    }
}

extension GObjectRef {
    /// Whether any handler (blocked or not) is connected to `detailedSignal` (diagnostics/tests).
    ///
    /// - Parameter detailedSignal: A signal name such as `"clicked"` or `"notify::fraction"`.
    public func hasHandlers(for detailedSignal: String) -> Bool {
        var signalID: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(detailedSignal, graft_object_type(_rawPointer), &signalID, &detail, 0) != 0 else {
            return false
        }
        return g_signal_has_handler_pending(_rawPointer, signalID, detail, 1) != 0
    }

    /// Connects a handler that takes no arguments to a signal, e.g. `"clicked"` or `"destroy"`.
    ///
    /// Any signal can be connected this way; its arguments are ignored and, for a signal with a
    /// return value, the default (zero/false) is returned.
    ///
    /// - Parameters:
    ///   - signal: The (optionally detailed) signal name, e.g. `"clicked"`, `"notify::label"`.
    ///   - after: Run after the class handler (`G_CONNECT_AFTER`).
    ///   - handler: Runs on the main actor on each emission.
    /// - Returns: The token that owns the connection; keep it as long as the handler must run.
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void
    ) -> SignalToken {
        _connect(signal, after: after, box: _SignalClosureBox { _, _ in handler() })
    }

    /// Connects a handler whose `Bool` result is the signal's `gboolean` return value.
    ///
    /// Use it for signals such as `"close-request"` (return `true` to stop the window closing).
    ///
    /// - Parameters:
    ///   - signal: The signal name.
    ///   - after: Run after the class handler.
    ///   - handler: Runs on the main actor on each emission; its result is returned to GTK.
    /// - Returns: The token that owns the connection.
    @discardableResult
    public func connectReturningBool(
        _ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Bool
    ) -> SignalToken {
        _connect(
            signal, after: after,
            box: _SignalClosureBox { _, returnValue in
                let result = handler()
                if let returnValue, g_type_fundamental(returnValue.pointee.g_type) == _GType.boolean {
                    g_value_set_boolean(returnValue, result ? 1 : 0)
                }
            })
    }

    /// Connects a handler that receives the signal's arguments (not the emitting instance).
    ///
    /// - Parameters:
    ///   - signal: The signal name, e.g. `"pressed"` on a `GtkGestureClick` (`Int`, `Double`, `Double`).
    ///   - after: Run after the class handler.
    ///   - handler: Receives the arguments as `SignalArguments`.
    /// - Returns: The token that owns the connection.
    @discardableResult
    public func connect(
        _ signal: String, after: Bool = false, withArguments handler: @escaping @MainActor (SignalArguments) -> Void
    ) -> SignalToken {
        _connect(signal, after: after, box: _SignalClosureBox { params, _ in handler(SignalArguments(params)) })
    }
}

/// The arguments of one signal emission, copied into Swift values.
public struct SignalArguments: Sendable {
    /// One argument value.
    public enum Value: Sendable, Equatable {
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String?)
        /// An argument of another type (object, boxed, pointer…), by its GType name.
        case other(typeName: String)
    }

    /// The arguments in signal order (the emitting instance excluded).
    public let values: [Value]

    init(_ params: UnsafeBufferPointer<GValue>) {
        guard let base = params.baseAddress else {
            values = []
            return
        }
        values = (1..<max(params.count, 1)).map { Self.convert(base + $0) }
    }

    private static func convert(_ value: UnsafePointer<GValue>) -> Value {
        let type = value.pointee.g_type
        switch g_type_fundamental(type) {
        case _GType.boolean: return .bool(g_value_get_boolean(value) != 0)
        case _GType.string: return .string(g_value_get_string(value).map { String(cString: $0) })
        case _GType.enumeration: return .int(Int(g_value_get_enum(value)))
        case _GType.flags: return .int(Int(g_value_get_flags(value)))
        case _GType.float, _GType.double:
            if let number = transformed(value, to: _GType.double, read: { g_value_get_double($0) }) {
                return .double(number)
            }
        case _GType.char..._GType.uint64:  // char, uchar, int, uint, long, ulong, int64, uint64
            if let number = transformed(value, to: _GType.int64, read: { g_value_get_int64($0) }) {
                return .int(Int(number))
            }
        default:
            break
        }
        return .other(typeName: String(cString: g_type_name(type)))
    }

    private static func transformed<T>(
        _ value: UnsafePointer<GValue>, to target: GType, read: (UnsafeMutablePointer<GValue>) -> T
    ) -> T? {
        var converted = GValue()
        g_value_init(&converted, target)
        defer { g_value_unset(&converted) }
        return g_value_transform(value, &converted) != 0 ? read(&converted) : nil
    }

    /// The argument at `index` as an `Int`, if it is integral (or an enum/flags value).
    public func int(at index: Int) -> Int? {
        guard values.indices.contains(index), case .int(let v) = values[index] else { return nil }
        return v
    }

    /// The argument at `index` as a `Double` (integral arguments are converted).
    public func double(at index: Int) -> Double? {
        guard values.indices.contains(index) else { return nil }
        switch values[index] {
        case .double(let v): return v
        case .int(let v): return Double(v)
        default: return nil
        }
    }

    /// The argument at `index` as a `Bool`.
    public func bool(at index: Int) -> Bool? {
        guard values.indices.contains(index), case .bool(let v) = values[index] else { return nil }
        return v
    }

    /// The argument at `index` as a `String`.
    public func string(at index: Int) -> String? {
        guard values.indices.contains(index), case .string(let v) = values[index] else { return nil }
        return v
    }
}
