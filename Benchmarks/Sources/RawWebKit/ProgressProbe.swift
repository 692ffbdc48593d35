import BenchmarkSupport
internal import CWebKitBench

/// Times each `notify::estimated-load-progress` of the web view in a window against the next
/// `notify::fraction` of the progress bar in that window, and counts the frames the window painted
/// in between.
///
/// `notify` has no emission hooks (`G_SIGNAL_NO_HOOKS`), so the probe's handler on the web view
/// runs after the handlers connected before it — Graft's `WebPage` connects first: the latency
/// starts after the page's own synchronous handling of the notification (it publishes the new
/// progress and schedules the update), which it therefore slightly understates.
@MainActor
public final class ProgressProbe {
    /// One WebKit progress notification and what followed it.
    public struct Event: Sendable {
        /// The progress WebKit reported.
        public let progress: Double
        /// When WebKit notified.
        public let notified: Stamp
        /// Frames the window had painted when WebKit notified.
        public let framesAtNotify: Int
        /// The first bar update after the notification: when, and the frame count then.
        public var firstBarUpdate: (stamp: Stamp, frames: Int, fraction: Double)?
        /// When the bar first showed `progress` (or more).
        public var barReached: Stamp?
    }

    private let box = _ProbeBox()
    private var handlers: [(object: UnsafeMutableRawPointer, id: gulong)] = []

    /// Connects to the web view, the progress bar and the frame clock of the window titled
    /// `windowTitle`; `nil` if one of them is missing.
    public init?(windowTitle: String) {
        guard let window = RawWebKit.toplevel(titled: windowTitle),
            let view = RawWebKit.descendant(of: window, typeName: "WebKitWebView"),
            let bar = RawWebKit.descendant(of: window, typeName: "GtkProgressBar"),
            let clock = gtk_widget_get_frame_clock(window)
        else { return nil }
        let data = Unmanaged.passUnretained(box).toOpaque()
        for (object, signal, callback) in [
            (UnsafeMutableRawPointer(view), "notify::estimated-load-progress", _webKitNotify),
            (UnsafeMutableRawPointer(bar), "notify::fraction", _barNotify),
            (UnsafeMutableRawPointer(clock), "after-paint", _paintCallback),
        ] {
            g_object_ref(object)
            let id = g_signal_connect_data(object, signal, callback, data, nil, GConnectFlags(rawValue: 0))
            handlers.append((object, id))
        }
    }

    /// Disconnects the probe.
    public func stop() {
        for handler in handlers {
            g_signal_handler_disconnect(handler.object, handler.id)
            g_object_unref(handler.object)
        }
        handlers.removeAll()
    }

    /// The notifications seen so far.
    public var events: [Event] { box.events }

    /// Forgets the events seen so far.
    public func reset() { box.events.removeAll() }
}

private final class _ProbeBox: @unchecked Sendable {
    var events: [ProgressProbe.Event] = []
    var frames = 0
}

private func _box(_ data: gpointer?) -> _ProbeBox {
    Unmanaged<_ProbeBox>.fromOpaque(data!).takeUnretainedValue()
}

private let _webKitNotify = unsafeBitCast(
    { (instance: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, data: gpointer?) in
        let box = _box(data)
        let progress = webkit_web_view_get_estimated_load_progress(
            instance?.assumingMemoryBound(to: WebKitWebView.self))
        box.events.append(.init(progress: progress, notified: Stamp.now(), framesAtNotify: box.frames))
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> Void, to: GCallback.self)

private let _barNotify = unsafeBitCast(
    { (instance: UnsafeMutableRawPointer?, _: UnsafeMutableRawPointer?, data: gpointer?) in
        let box = _box(data)
        let fraction = gtk_progress_bar_get_fraction(OpaquePointer(instance))
        let now = Stamp.now()
        for index in box.events.indices {
            if box.events[index].firstBarUpdate == nil {
                box.events[index].firstBarUpdate = (now, box.frames, fraction)
            }
            if box.events[index].barReached == nil, fraction >= box.events[index].progress - 1e-9 {
                box.events[index].barReached = now
            }
        }
    } as @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gpointer?) -> Void, to: GCallback.self)

private let _paintCallback = unsafeBitCast(
    { (_: UnsafeMutableRawPointer?, data: gpointer?) in
        _box(data).frames += 1
    } as @convention(c) (UnsafeMutableRawPointer?, gpointer?) -> Void, to: GCallback.self)
