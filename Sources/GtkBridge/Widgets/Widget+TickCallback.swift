import CGtk

extension Gtk.Widget {
    /// Calls `tick` once per frame of the widget's frame clock, with the frame's time in
    /// microseconds (`gdk_frame_clock_get_frame_time`), until it returns `false` or the token is
    /// cancelled (`gtk_widget_add_tick_callback`).
    ///
    /// A widget that is not mapped has no frame clock ticking: nothing is called until it is.
    ///
    /// - Parameter tick: Runs on the main thread each frame; return `false` to stop.
    /// - Returns: The token that owns the callback; cancel it (or release it) to stop it.
    public func addTickCallback(_ tick: @escaping @MainActor (_ frameTime: Int64) -> Bool) -> TickCallbackToken {
        let box = _TickBox(tick)
        let id = gtk_widget_add_tick_callback(
            widgetPointer, _tickCallback, Unmanaged.passRetained(box).toOpaque(), _tickRelease)
        return TickCallbackToken(widget: self, id: id, box: box)
    }

    /// An identity of the GTK widget itself, the same for every wrapper of it.
    package var objectIdentity: UInt { UInt(bitPattern: widgetPointer) }
}

/// Owns one frame-clock tick callback of a widget; cancelling or releasing it removes the callback.
@MainActor
public final class TickCallbackToken {
    private let widget: Gtk.Widget
    private var id: guint
    fileprivate let box: _TickBox

    fileprivate init(widget: Gtk.Widget, id: guint, box: _TickBox) {
        self.widget = widget
        self.id = id
        self.box = box
    }

    /// Whether the callback can still run.
    public var isActive: Bool { id != 0 && !box.finished }

    /// Removes the callback; later calls do nothing.
    public func cancel() {
        if id != 0 && !box.finished { gtk_widget_remove_tick_callback(widget.widgetPointer, id) }
        id = 0
    }

    isolated deinit {
        cancel()
    }
}

@MainActor
final class _TickBox {
    let tick: @MainActor (Int64) -> Bool
    var finished = false
    init(_ tick: @escaping @MainActor (Int64) -> Bool) { self.tick = tick }
}

private func _tickCallback(_ widget: UnsafeMutablePointer<GtkWidget>?, _ clock: OpaquePointer?, _ data: gpointer?)
    -> gboolean
{
    guard let data, let clock else { return 0 }
    nonisolated(unsafe) let box = Unmanaged<_TickBox>.fromOpaque(data).takeUnretainedValue()
    let frameTime = Int64(gdk_frame_clock_get_frame_time(clock))
    // GTK runs tick callbacks on the main thread.
    return MainActor.assumeIsolated {
        guard !box.finished else { return 0 }
        if box.tick(frameTime) { return 1 }
        box.finished = true
        return 0
    }
}

private func _tickRelease(_ data: gpointer?) {
    guard let data else { return }
    nonisolated(unsafe) let box = Unmanaged<_TickBox>.fromOpaque(data).takeRetainedValue()
    MainActor.assumeIsolated { box.finished = true }
}
