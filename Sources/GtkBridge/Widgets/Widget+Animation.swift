import CGtk

extension Gtk.Widget {
    /// Animates the changes made in `animations` on the widgets' frame clocks — the
    /// `UIView.animate(withDuration:delay:animations:completion:)` counterpart.
    ///
    /// Inside `animations`, setting `opacity` on any widget (or `fraction` on a progress bar)
    /// records the change instead of making it; each recorded change then moves from the current
    /// value to the new one over `duration` seconds with an ease-in-out curve, one step per frame of
    /// the widget's frame clock. A widget that is not on screen (it has no frame clock ticking) gets
    /// its final value at once. A new animation of the same property of the same widget replaces a
    /// running one, which then completes with `false`.
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
            _PropertyAnimation.start(
                change, duration: max(0, duration.isFinite ? duration : 0), delay: max(0, delay.isFinite ? delay : 0),
                group: group)
        }
    }

    /// Records a change of an animatable property inside `animate(withDuration:animations:)`;
    /// `false` outside one (the caller then sets the value itself).
    ///
    /// - Parameters:
    ///   - property: The property's name, e.g. `"opacity"`.
    ///   - value: The new value.
    ///   - current: The value now.
    ///   - set: Sets a value without animation.
    package func _captureAnimatableChange(
        _ property: String, to value: Double, from current: Double, set: @escaping @MainActor (Double) -> Void
    ) -> Bool {
        guard _AnimationCapture.changes != nil else { return false }
        _AnimationCapture.changes?.append(
            _AnimatableChange(widget: self, property: property, from: current, to: value, set: set))
        return true
    }
}

/// One property change recorded inside an `animate` block.
@MainActor
struct _AnimatableChange {
    let widget: Gtk.Widget
    let property: String
    let from: Double
    let to: Double
    let set: @MainActor (Double) -> Void
}

/// The changes recorded by the innermost `animate` call running now.
@MainActor
enum _AnimationCapture {
    static var changes: [_AnimatableChange]?
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

/// One property of one widget moving along an ease-in-out curve on the widget's frame clock.
@MainActor
final class _PropertyAnimation {
    private struct Key: Hashable {
        let widget: UnsafeMutablePointer<GtkWidget>
        let property: String
    }

    private static var running: [Key: _PropertyAnimation] = [:]

    private let change: _AnimatableChange
    private let key: Key
    private let duration: Double
    private let delay: Double
    private let group: _AnimationGroup
    private var startTime: Int64?
    private var callbackID: guint = 0
    private var isEnded = false

    private var widget: Gtk.Widget { change.widget }
    private var from: Double { change.from }
    private var to: Double { change.to }

    private init(_ change: _AnimatableChange, duration: Double, delay: Double, group: _AnimationGroup) {
        self.change = change
        self.key = Key(widget: change.widget.widgetPointer, property: change.property)
        self.duration = duration
        self.delay = delay
        self.group = group
    }

    static func start(_ change: _AnimatableChange, duration: Double, delay: Double, group: _AnimationGroup) {
        let animation = _PropertyAnimation(change, duration: duration, delay: delay, group: group)
        running[animation.key]?.end(finished: false, apply: false)
        guard duration + delay > 0, change.widget.isMapped else {
            animation.end(finished: true, apply: true)
            return
        }
        running[animation.key] = animation
        let box = Unmanaged.passRetained(animation).toOpaque()
        animation.callbackID = gtk_widget_add_tick_callback(
            change.widget.widgetPointer, _propertyAnimationTick, box, _propertyAnimationRelease)
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
        change.set(from + (to - from) * eased)
        guard progress >= 1 else { return true }
        callbackID = 0  // GTK removes the callback when it returns false
        end(finished: true, apply: true)
        return false
    }

    private func pow3(_ value: Double) -> Double { value * value * value }

    private func end(finished: Bool, apply: Bool) {
        guard !isEnded else { return }
        isEnded = true
        if apply { change.set(to) }
        if callbackID != 0 {
            gtk_widget_remove_tick_callback(widget.widgetPointer, callbackID)
            callbackID = 0
        }
        if Self.running[key] === self { Self.running[key] = nil }
        group.finish(finished)
    }
}

private func _propertyAnimationTick(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ clock: OpaquePointer?, _ data: gpointer?
) -> gboolean {
    guard let data, let clock else { return 0 }
    nonisolated(unsafe) let animation = Unmanaged<_PropertyAnimation>.fromOpaque(data).takeUnretainedValue()
    let frameTime = Int64(gdk_frame_clock_get_frame_time(clock))
    // GTK runs tick callbacks on the main thread.
    return MainActor.assumeIsolated { animation.tick(frameTime: frameTime) ? 1 : 0 }
}

private func _propertyAnimationRelease(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<_PropertyAnimation>.fromOpaque(data).release()
}
