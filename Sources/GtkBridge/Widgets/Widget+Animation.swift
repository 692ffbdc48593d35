import CGtk

extension Gtk.Widget {
    /// Animates the changes made in `animations` on the widgets' frame clocks — the
    /// `UIView.animate(withDuration:delay:animations:completion:)` counterpart.
    ///
    /// Inside `animations`, setting `opacity` on any widget records the change instead of making it;
    /// each recorded change then moves from the current value to the new one over `duration`
    /// seconds with an ease-in-out curve, one step per frame of the widget's frame clock. A widget
    /// that is not on screen (it has no frame clock ticking) gets its final value at once. A new
    /// animation of the same widget's opacity replaces a running one, which then completes with
    /// `false`.
    ///
    /// ```swift
    /// Gtk.Widget.animate(withDuration: 0.3, animations: {
    ///     progressBar.opacity = 0
    /// }, completion: { finished in
    ///     progressBar.isVisible = !finished
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - duration: The length of the animation in seconds; 0 or less applies the values at once.
    ///   - delay: Seconds to wait before the animation starts.
    ///   - animations: Makes the changes to animate.
    ///   - completion: Runs once every change has reached its value (`true`), or when one was
    ///     replaced by a newer animation before it did (`false`).
    public static func animate(
        withDuration duration: Double, delay: Double = 0, animations: () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let outer = _AnimationCapture.changes
        _AnimationCapture.changes = []
        animations()
        let changes = _AnimationCapture.changes ?? []
        _AnimationCapture.changes = outer
        let group = _AnimationGroup(pending: changes.count, completion: completion)
        guard !changes.isEmpty else {
            group.finish(true)
            return
        }
        for change in changes {
            _OpacityAnimation.start(
                change.widget, to: change.target, duration: max(0, duration.isFinite ? duration : 0),
                delay: max(0, delay.isFinite ? delay : 0), group: group)
        }
    }

    /// Records an opacity change inside `animate(withDuration:animations:)`; `false` outside one.
    func _captureOpacityChange(to value: Double) -> Bool {
        guard _AnimationCapture.changes != nil else { return false }
        _AnimationCapture.changes?.append((self, value))
        return true
    }
}

/// The changes recorded by the innermost `animate` call running now.
@MainActor
enum _AnimationCapture {
    static var changes: [(widget: Gtk.Widget, target: Double)]?
}

/// Calls a completion once every animation of one `animate` call has ended.
@MainActor
final class _AnimationGroup {
    private var pending: Int
    private var allFinished = true
    private let completion: (@MainActor (Bool) -> Void)?

    init(pending: Int, completion: (@MainActor (Bool) -> Void)?) {
        self.pending = pending
        self.completion = completion
    }

    func finish(_ finished: Bool) {
        allFinished = allFinished && finished
        pending -= 1
        if pending <= 0 { completion?(allFinished) }
    }
}

/// One widget's opacity moving along an ease-in-out curve on its frame clock.
@MainActor
final class _OpacityAnimation {
    private static var running: [UnsafeMutablePointer<GtkWidget>: _OpacityAnimation] = [:]

    private let widget: Gtk.Widget
    private let from: Double
    private let to: Double
    private let duration: Double
    private let delay: Double
    private let group: _AnimationGroup
    private var startTime: Int64?
    private var callbackID: guint = 0
    private var isEnded = false

    private init(widget: Gtk.Widget, to: Double, duration: Double, delay: Double, group: _AnimationGroup) {
        self.widget = widget
        self.from = widget.opacity
        self.to = to
        self.duration = duration
        self.delay = delay
        self.group = group
    }

    static func start(_ widget: Gtk.Widget, to: Double, duration: Double, delay: Double, group: _AnimationGroup) {
        running[widget.widgetPointer]?.end(finished: false, apply: false)
        let animation = _OpacityAnimation(widget: widget, to: to, duration: duration, delay: delay, group: group)
        guard duration + delay > 0, widget.isMapped else {
            animation.end(finished: true, apply: true)
            return
        }
        running[widget.widgetPointer] = animation
        let box = Unmanaged.passRetained(animation).toOpaque()
        animation.callbackID = gtk_widget_add_tick_callback(
            widget.widgetPointer, _opacityAnimationTick, box, _opacityAnimationRelease)
    }

    /// One frame: moves the opacity; returns whether to keep ticking.
    func tick(frameTime: Int64) -> Bool {
        guard !isEnded else { return false }
        let start = startTime ?? frameTime
        startTime = start
        let elapsed = Double(frameTime - start) / 1_000_000 - delay
        guard elapsed >= 0 else { return true }
        let progress = duration > 0 ? min(1, elapsed / duration) : 1
        let eased = progress < 0.5 ? 4 * progress * progress * progress : 1 - pow3(-2 * progress + 2) / 2
        gtk_widget_set_opacity(widget.widgetPointer, from + (to - from) * eased)
        guard progress >= 1 else { return true }
        callbackID = 0  // GTK removes the callback when it returns false
        end(finished: true, apply: true)
        return false
    }

    private func pow3(_ value: Double) -> Double { value * value * value }

    private func end(finished: Bool, apply: Bool) {
        guard !isEnded else { return }
        isEnded = true
        if apply { gtk_widget_set_opacity(widget.widgetPointer, to) }
        if callbackID != 0 {
            gtk_widget_remove_tick_callback(widget.widgetPointer, callbackID)
            callbackID = 0
        }
        if Self.running[widget.widgetPointer] === self { Self.running[widget.widgetPointer] = nil }
        group.finish(finished)
    }
}

private func _opacityAnimationTick(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ clock: OpaquePointer?, _ data: gpointer?
) -> gboolean {
    guard let data, let clock else { return 0 }
    nonisolated(unsafe) let animation = Unmanaged<_OpacityAnimation>.fromOpaque(data).takeUnretainedValue()
    let frameTime = Int64(gdk_frame_clock_get_frame_time(clock))
    // GTK runs tick callbacks on the main thread.
    return MainActor.assumeIsolated { animation.tick(frameTime: frameTime) ? 1 : 0 }
}

private func _opacityAnimationRelease(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<_OpacityAnimation>.fromOpaque(data).release()
}
