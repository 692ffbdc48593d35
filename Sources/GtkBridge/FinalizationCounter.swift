import CGtk
import Synchronization

/// Counts how many tracked objects GLib has finalized (for leak and lifetime tests).
///
/// Tracking adds a GLib weak-reference notifier (`g_object_weak_ref`), which neither keeps the
/// object alive nor changes when it dies.
///
/// ```swift
/// let counter = FinalizationCounter()
/// do { let label = try GObjectRef(typeName: "GtkLabel"); counter.track(label) }
/// #expect(counter.finalized == 1)
/// ```
public final class FinalizationCounter: Sendable {
    private let count = Atomic<Int>(0)
    private let tracked = Atomic<Int>(0)

    /// Creates a counter with nothing tracked.
    public init() {}

    /// The number of tracked objects finalized so far.
    public var finalized: Int { count.load(ordering: .relaxed) }

    /// The number of objects ever tracked.
    public var trackedCount: Int { tracked.load(ordering: .relaxed) }

    /// Counts the object's finalization. Track each object only once.
    ///
    /// - Parameter object: The object to watch.
    @MainActor
    public func track(_ object: GObjectRef) {
        tracked.add(1, ordering: .relaxed)
        object.onFinalize { [self] in count.add(1, ordering: .relaxed) }
    }
}

extension GObjectRef {
    /// Runs `body` when GLib finalizes the object (`g_object_weak_ref`), on the finalizing thread.
    ///
    /// The wrapper itself holds a reference, so this runs only after this wrapper and every other
    /// owner have let go.
    ///
    /// - Parameter body: Runs once, during finalization; must not touch the object.
    public func onFinalize(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(_FinalizeBox(body)).toOpaque()
        g_object_weak_ref(_objectPointer, _finalizeNotify, box)
    }
}

private final class _FinalizeBox: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}

private func _finalizeNotify(_ data: gpointer?, _ object: UnsafeMutablePointer<GObject>?) {
    guard let data else { return }
    Unmanaged<_FinalizeBox>.fromOpaque(data).takeRetainedValue().body()
}
