import CGtk

/// A GLib source (idle callback or timer) owned by a token; cancelling it removes the source, and so
/// does dropping the token of a repeating timer.
@MainActor
public final class SourceToken {
    private var sourceID: guint
    fileprivate let box: _SourceBox

    private let cancelsOnDeinit: Bool

    fileprivate init(sourceID: guint, box: _SourceBox, cancelsOnDeinit: Bool) {
        self.sourceID = sourceID
        self.box = box
        self.cancelsOnDeinit = cancelsOnDeinit
    }

    /// Whether the source can still fire.
    public var isActive: Bool { sourceID != 0 && !box.finished }

    /// Removes the source; later calls do nothing.
    public func cancel() {
        if sourceID != 0 && !box.finished { g_source_remove(sourceID) }
        sourceID = 0
    }

    isolated deinit {
        if cancelsOnDeinit { cancel() }
    }
}

private final class _SourceBox: @unchecked Sendable {
    let handler: @MainActor () -> Bool
    var finished = false
    init(_ handler: @escaping @MainActor () -> Bool) { self.handler = handler }
}

private func _sourceFired(_ data: gpointer?) -> gboolean {
    let box = Unmanaged<_SourceBox>.fromOpaque(data!).takeUnretainedValue()
    let handler = box.handler
    let again = MainActor.assumeIsolated { handler() }
    if !again { box.finished = true }
    return again ? 1 : 0
}

private func _sourceDestroyed(_ data: gpointer?) {
    let box = Unmanaged<_SourceBox>.fromOpaque(data!).takeRetainedValue()
    box.finished = true
}

extension MainLoop {
    /// Runs `handler` once, on the next idle turn, before GTK lays out and draws.
    ///
    /// - Returns: A token; dropping it does not cancel a one-shot idle (keep it to cancel).
    @discardableResult
    public static func onIdle(beforeRedraw: Bool = true, _ handler: @escaping @MainActor () -> Void) -> SourceToken {
        let box = _SourceBox {
            handler()
            return false
        }
        let priority = beforeRedraw ? G_PRIORITY_HIGH_IDLE : G_PRIORITY_DEFAULT_IDLE
        let raw = Unmanaged.passRetained(box).toOpaque()
        let id = g_idle_add_full(priority, _sourceFired, raw, _sourceDestroyed)
        return SourceToken(sourceID: id, box: box, cancelsOnDeinit: false)
    }

    /// Calls `handler` every `milliseconds` until it returns false or the token ends.
    public static func every(milliseconds: Int, _ handler: @escaping @MainActor () -> Bool) -> SourceToken {
        let box = _SourceBox(handler)
        let raw = Unmanaged.passRetained(box).toOpaque()
        let id = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(milliseconds, 1)), _sourceFired, raw, _sourceDestroyed)
        return SourceToken(sourceID: id, box: box, cancelsOnDeinit: true)
    }
}
