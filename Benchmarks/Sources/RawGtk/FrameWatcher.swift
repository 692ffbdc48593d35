import BenchmarkSupport
internal import CGtkBench

/// Watches one window's frame clock, to end a measurement where GTK's layout of that window ends.
///
/// `settle()` is the step that follows the work in every measurement, raw or Graft: it runs the
/// pending main-loop sources (for Graft, any idle update pass), then the window's next frame, and
/// returns the moment that frame's layout phase ended (its paint runs but is not counted).
@MainActor
public final class FrameWatcher {
    private let clock: OpaquePointer
    private let counter = _FrameCounter()
    private var handlerIDs: [gulong] = []

    /// Watches the frame clock of a shown (realized) toplevel window titled `title`.
    ///
    /// - Returns: `nil` when no such window exists or it is not realized yet.
    public convenience init?(windowTitled title: String) {
        guard let window = RawGtk.toplevel(titled: title) else { return nil }
        self.init(widget: window)
    }

    init?(widget: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return nil }
        self.clock = clock
        g_object_ref(UnsafeMutableRawPointer(clock))
        let data = Unmanaged.passUnretained(counter).toOpaque()
        handlerIDs.append(
            g_signal_connect_data(UnsafeMutableRawPointer(clock), "layout", _layoutCallback, data, nil, G_CONNECT_AFTER)
        )
        handlerIDs.append(
            g_signal_connect_data(
                UnsafeMutableRawPointer(clock), "after-paint", _afterPaintCallback, data, nil, G_CONNECT_AFTER))
    }

    isolated deinit {
        // A destroyed window's clock has already dropped its handlers.
        for id in handlerIDs where g_signal_handler_is_connected(UnsafeMutableRawPointer(clock), id) != 0 {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), id)
        }
        g_object_unref(UnsafeMutableRawPointer(clock))
    }

    /// When the last frame's paint ended (after `settle()`: the frame that showed the work).
    public var lastPaintEnd: Stamp { counter.lastPaint }

    /// How many frames this clock has finished since the watcher started.
    public var frames: Int { counter.paints }

    /// Runs pending main-loop work, then the window's next frame; returns when that frame's layout
    /// ended.
    ///
    /// A layout phase is requested so the step ends even when nothing changed size.
    ///
    /// - Parameter timeout: The longest wall-clock time to wait for the frame.
    /// - Returns: The moment the last layout of the frame ended, or `nil` on timeout.
    public func settle(timeout: Duration = .seconds(60)) -> Stamp? {
        let startLayouts = counter.layouts
        let startPaints = counter.paints
        while g_main_context_iteration(nil, 0) != 0 {}
        if counter.paints == startPaints || counter.layouts == startLayouts {
            let waitFrom = counter.paints
            gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT)
            let deadline = ContinuousClock.now.advanced(by: timeout)
            while counter.paints == waitFrom {
                if ContinuousClock.now >= deadline { return nil }
                g_main_context_iteration(nil, 1)
            }
        }
        return counter.lastLayout
    }
}

private final class _FrameCounter: @unchecked Sendable {
    var layouts = 0
    var paints = 0
    var lastLayout = Stamp.now()
    var lastPaint = Stamp.now()
}

private let _layoutCallback = unsafeBitCast(
    { (_: OpaquePointer?, data: gpointer?) in
        let counter = Unmanaged<_FrameCounter>.fromOpaque(data!).takeUnretainedValue()
        counter.lastLayout = Stamp.now()
        counter.layouts += 1
    } as @convention(c) (OpaquePointer?, gpointer?) -> Void, to: GCallback.self)

private let _afterPaintCallback = unsafeBitCast(
    { (_: OpaquePointer?, data: gpointer?) in
        let counter = Unmanaged<_FrameCounter>.fromOpaque(data!).takeUnretainedValue()
        counter.lastPaint = Stamp.now()
        counter.paints += 1
    } as @convention(c) (OpaquePointer?, gpointer?) -> Void, to: GCallback.self)
