import BenchmarkSupport
internal import CGtkBench

/// Watches a window's frames for the list benchmark: when its first frame was painted, and the
/// main thread's CPU time per frame while its list scrolls one screen per frame.
///
/// It finds the first `GtkListView` in the window and scrolls through its scrolled window's
/// vertical adjustment, so it drives a raw list and a Graft `List` the same way.
@MainActor
public final class ListFrameProbe {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let state = _ProbeState()
    private var clock: OpaquePointer?
    private var handler: gulong = 0

    /// A probe on the toplevel window titled `title`, or nil when there is none.
    public init?(windowTitled title: String) {
        guard let window = RawGtk.toplevel(titled: title) else { return nil }
        self.window = window
    }

    /// Runs the main loop until the window's first frame has been painted.
    ///
    /// - Parameter timeout: The longest wall-clock time to wait.
    /// - Returns: The moment that frame's paint ended, or nil on timeout.
    public func waitForFirstPaint(timeout: Duration = .seconds(60)) -> Stamp? {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while gtk_widget_get_frame_clock(window) == nil {
            if ContinuousClock.now >= deadline { return nil }
            g_main_context_iteration(nil, 1)
        }
        attach()
        while state.paints == 0 {
            if ContinuousClock.now >= deadline { return nil }
            g_main_context_iteration(nil, 1)
        }
        return state.firstPaint
    }

    /// Scrolls the window's list down one screen per frame for `screens` frames and returns the
    /// main thread's CPU time of each frame (from one frame's paint to the next), in nanoseconds.
    ///
    /// - Parameters:
    ///   - screens: How many frames (screens) to scroll.
    ///   - timeout: The longest wall-clock time for the whole run.
    /// - Returns: One duration per frame, or nil when the list was not found or time ran out.
    public func scrollScreens(_ screens: Int, timeout: Duration = .seconds(300)) -> [Double]? {
        attach()
        guard let list = Self.firstListView(in: window), let scrolled = gtk_widget_get_parent(list) else { return nil }
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))!
        state.adjustment = adjustment
        state.frameCPU = []
        state.remaining = screens
        state.lastCPU = Stamp.now().cpu
        state.step()
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while state.remaining > 0 || state.frameCPU.count < screens {
            if ContinuousClock.now >= deadline { return nil }
            g_main_context_iteration(nil, 1)
        }
        state.adjustment = nil
        return Array(state.frameCPU.prefix(screens))
    }

    /// The scroll offset now and the list's page height, in pixels.
    public var scrollPosition: (offset: Double, page: Double)? {
        guard let list = Self.firstListView(in: window), let scrolled = gtk_widget_get_parent(list) else { return nil }
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))!
        return (gtk_adjustment_get_value(adjustment), gtk_adjustment_get_page_size(adjustment))
    }

    private func attach() {
        guard clock == nil, let clock = gtk_widget_get_frame_clock(window) else { return }
        self.clock = clock
        g_object_ref(UnsafeMutableRawPointer(clock))
        handler = g_signal_connect_data(
            UnsafeMutableRawPointer(clock), "after-paint", _afterPaint, Unmanaged.passUnretained(state).toOpaque(),
            nil, G_CONNECT_AFTER)
    }

    isolated deinit {
        if let clock {
            if g_signal_handler_is_connected(UnsafeMutableRawPointer(clock), handler) != 0 {
                g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler)
            }
            g_object_unref(UnsafeMutableRawPointer(clock))
        }
    }

    private static func firstListView(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var stack = [widget]
        let listType = gtk_list_view_get_type()
        while let current = stack.popLast() {
            if g_type_check_instance_is_a(
                UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self), listType) != 0
            {
                return current
            }
            var child = gtk_widget_get_first_child(current)
            while let next = child {
                stack.append(next)
                child = gtk_widget_get_next_sibling(next)
            }
        }
        return nil
    }
}

private final class _ProbeState: @unchecked Sendable {
    var paints = 0
    var firstPaint: Stamp?
    var adjustment: UnsafeMutablePointer<GtkAdjustment>?
    var remaining = 0
    var lastCPU: UInt64 = 0
    var frameCPU: [Double] = []

    /// Moves the list down one screen (the next frame shows it).
    func step() {
        guard let adjustment, remaining > 0 else { return }
        remaining -= 1
        let value = gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment)
        gtk_adjustment_set_value(adjustment, value)
    }

    func painted() {
        paints += 1
        if firstPaint == nil { firstPaint = Stamp.now() }
        guard adjustment != nil else { return }
        let now = Stamp.now().cpu
        frameCPU.append(Double(now &- lastCPU))
        lastCPU = now
        step()
    }
}

private let _afterPaint = unsafeBitCast(
    { (_: OpaquePointer?, data: gpointer?) in
        Unmanaged<_ProbeState>.fromOpaque(data!).takeUnretainedValue().painted()
    } as @convention(c) (OpaquePointer?, gpointer?) -> Void, to: GCallback.self)
