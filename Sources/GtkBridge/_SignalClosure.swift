import CGtk
import Synchronization

/// The Swift side of one connected signal handler: retained by GLib's `GClosure` (via
/// `Unmanaged.passRetained`) and released by the closure's finalize notifier, which GLib calls
/// exactly once — on disconnect or when the object is finalized.
package final class _SignalClosureBox {
    /// Boxes alive right now (connected, or not yet released by GLib).
    package static let live = Atomic<Int>(0)

    /// Called on every emission with the signal's parameter values (index 0 is the instance) and
    /// the return-value slot (nil for `void` signals).
    package let invoke:
        @MainActor (_ params: UnsafeBufferPointer<GValue>, _ returnValue: UnsafeMutablePointer<GValue>?) -> Void

    /// Called once when GLib drops the handler (disconnected or object finalized); any thread.
    package let onRelease: (@Sendable () -> Void)?

    package init(
        invoke: @escaping @MainActor (UnsafeBufferPointer<GValue>, UnsafeMutablePointer<GValue>?) -> Void,
        onRelease: (@Sendable () -> Void)? = nil
    ) {
        self.invoke = invoke
        self.onRelease = onRelease
        Self.live.add(1, ordering: .relaxed)
    }

    deinit {
        Self.live.subtract(1, ordering: .relaxed)
        onRelease?()
    }
}

private func _signalMarshal(
    _ closure: UnsafeMutablePointer<GClosure>?,
    _ returnValue: UnsafeMutablePointer<GValue>?,
    _ count: guint,
    _ params: UnsafePointer<GValue>?,
    _ hint: gpointer?,
    _ marshalData: gpointer?
) {
    guard let data = closure?.pointee.data else { return }
    nonisolated(unsafe) let box = Unmanaged<_SignalClosureBox>.fromOpaque(data).takeUnretainedValue()
    nonisolated(unsafe) let buffer = UnsafeBufferPointer(start: params, count: Int(count))
    nonisolated(unsafe) let returnValue = returnValue
    // GTK and WebKit emit signals on the main thread only; assumeIsolated traps otherwise.
    MainActor.assumeIsolated {
        box.invoke(buffer, returnValue)
    }
}

private func _signalClosureFinalize(_ data: gpointer?, _ closure: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    Unmanaged<_SignalClosureBox>.fromOpaque(data).release()
}

extension GObjectRef {
    /// Connects `box` to `detailedSignal` and returns the owning token.
    ///
    /// Traps with a clear message if the object's class has no such signal: a misspelled signal
    /// name is a programming error that would otherwise connect to nothing, silently.
    package func _connect(_ detailedSignal: String, after: Bool = false, box: _SignalClosureBox) -> SignalToken {
        var signalID: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(detailedSignal, graft_object_type(_rawPointer), &signalID, &detail, 1) != 0 else {
            preconditionFailure("\(typeName) has no signal '\(detailedSignal)'")
        }
        let data = Unmanaged.passRetained(box).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)!
        g_closure_set_marshal(closure, _signalMarshal)
        g_closure_add_finalize_notifier(closure, data, _signalClosureFinalize)
        let handlerID = g_signal_connect_closure_by_id(_rawPointer, signalID, detail, closure, after ? 1 : 0)
        return SignalToken(object: self, handlerID: handlerID)
    }
}
