import GtkBridge

extension Gtk.Widget {
    /// Animates the changes made in `animations` on the widgets' frame clocks — the
    /// `UIView.animate(withDuration:delay:animations:completion:)` counterpart.
    ///
    /// Inside `animations`, setting `opacity` on any widget (or `fraction` on a progress bar)
    /// records the change instead of making it; each recorded change then moves from the current
    /// value to the new one over `duration` seconds with an ease-in-out curve, one step per frame of
    /// the widget's frame clock. A widget that is not on screen (it has no frame clock ticking) gets
    /// its final value at once. A new animation of the same property of the same widget replaces a
    /// running one, which then completes with `false`; so does setting the property outside an
    /// animation block while it moves (the value set then stays, as a model value does in UIKit).
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
        _AnimationCapture.setDirectly = RunningKey.stop
        let outer = _AnimationCapture.changes
        _AnimationCapture.changes = []
        animations()
        let changes = _AnimationCapture.changes ?? []
        _AnimationCapture.changes = outer
        let group = AnimationGroup(pending: changes.count, completion: completion)
        guard !changes.isEmpty else {
            group.finish(true)
            return
        }
        for change in changes {
            let key = RunningKey(widget: change.widget.objectIdentity, property: change.property)
            RunningKey.running[key]?.cancel()
            var animation: FrameAnimation?
            animation = FrameAnimation(
                on: change.widget, from: change.from, to: change.to, duration: duration, delay: delay,
                curve: easeInOutCubic, apply: change.set
            ) { finished in
                if let animation, RunningKey.running[key] === animation { RunningKey.running[key] = nil }
                group.finish(finished)
            }
            if let animation, animation.isRunning { RunningKey.running[key] = animation }
        }
    }
}

extension Gtk.ProgressBar {
    /// Sets the fraction, moving the bar there over 0.25 s when `animated` — UIKit's
    /// `UIProgressView.setProgress(_:animated:)`.
    ///
    /// - Parameters:
    ///   - progress: The completed fraction, 0…1, of any floating-point type.
    ///   - animated: Whether to animate from the current fraction (on the frame clock).
    public func setProgress<Progress: BinaryFloatingPoint>(_ progress: Progress, animated: Bool) {
        guard animated else {
            fraction = Double(progress)
            return
        }
        Gtk.Widget.animate(withDuration: 0.25, animations: { self.fraction = Double(progress) })
    }
}

/// UIKit's default curve: slow at both ends (cubic).
private func easeInOutCubic(_ t: Double) -> Double {
    t < 0.5 ? 4 * t * t * t : 1 - pow3(-2 * t + 2) / 2
}

private func pow3(_ value: Double) -> Double { value * value * value }

/// One property of one GTK widget, which at most one `animate` call moves at a time.
private struct RunningKey: Hashable {
    let widget: UInt
    let property: String

    @MainActor static var running: [RunningKey: FrameAnimation] = [:]

    /// Stops the animation moving `property` of `widget`, if one is (its completion gets `false`).
    @MainActor static func stop(_ widget: Gtk.Widget, _ property: String) {
        guard !running.isEmpty else { return }
        running.removeValue(forKey: RunningKey(widget: widget.objectIdentity, property: property))?.cancel()
    }
}

/// Calls a completion once every animation of one `animate` call has ended.
@MainActor
private final class AnimationGroup {
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
