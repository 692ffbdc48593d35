import GraftCore
import GtkBridge

/// Graft's one animator: a value moving from `from` to `to` along a curve, one step per frame of
/// a widget's frame clock. Both `withAnimation` (the backend's opacity and progress changes) and
/// `Gtk.Widget.animate(withDuration:animations:completion:)` run on it.
///
/// A widget that is not on screen has no frame clock ticking, so it gets its final value at once.
@MainActor
final class FrameAnimation {
    private let from: Double
    private let to: Double
    /// The fraction of the way at an elapsed time, and whether the animation has ended there.
    private let timing: (Double) -> (fraction: Double, isFinished: Bool)
    private let apply: @MainActor (Double) -> Void
    private let completion: @MainActor (Bool) -> Void
    private var token: TickCallbackToken?
    private var startTime: Int64?
    private var isEnded = false

    /// Starts moving the value on `widget`'s frame clock.
    ///
    /// - Parameters:
    ///   - widget: Whose frame clock paces the animation.
    ///   - from: The first value.
    ///   - to: The last value.
    ///   - duration: Seconds from the first value to the last (after `delay`).
    ///   - delay: Seconds before it starts moving.
    ///   - curve: Maps the elapsed fraction (0…1) to the fraction of the way from `from` to `to`.
    ///   - apply: Sets a value.
    ///   - completion: Runs once: `true` when the last value was reached, `false` when cancelled.
    convenience init(
        on widget: Gtk.Widget, from: Double, to: Double, duration: Double, delay: Double = 0,
        curve: @escaping (Double) -> Double, apply: @escaping @MainActor (Double) -> Void,
        completion: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        let duration = duration.isFinite ? max(0, duration) : 0
        let delay = delay.isFinite ? max(0, delay) : 0
        self.init(
            on: widget, from: from, to: to, isInstant: duration + delay <= 0,
            timing: { elapsed in
                let time = elapsed - delay
                guard time >= 0 else { return (0, false) }
                let progress = duration > 0 ? min(1, time / duration) : 1
                return (curve(progress), progress >= 1)
            }, apply: apply, completion: completion)
    }

    /// Starts moving the value along `animation` (its curve, delay, speed and repetitions).
    ///
    /// - Parameters:
    ///   - widget: Whose frame clock paces the animation.
    ///   - from: The first value.
    ///   - to: The last value.
    ///   - animation: How the value moves.
    ///   - apply: Sets a value.
    ///   - completion: Runs once: `true` when the last value was reached, `false` when cancelled.
    convenience init(
        on widget: Gtk.Widget, from: Double, to: Double, animation: Animation,
        apply: @escaping @MainActor (Double) -> Void, completion: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            on: widget, from: from, to: to, isInstant: animation.duration <= 0, timing: animation._progress(atElapsed:),
            apply: apply, completion: completion)
    }

    private init(
        on widget: Gtk.Widget, from: Double, to: Double, isInstant: Bool,
        timing: @escaping (Double) -> (fraction: Double, isFinished: Bool),
        apply: @escaping @MainActor (Double) -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        self.from = from
        self.to = to
        self.timing = timing
        self.apply = apply
        self.completion = completion
        guard !isInstant, widget.isMapped else {
            end(finished: true)
            return
        }
        token = widget.addTickCallback { [weak self] frameTime in self?.tick(frameTime) ?? false }
    }

    /// Whether the value is still moving.
    var isRunning: Bool { !isEnded }

    /// Stops where the value is; the completion runs with `false`.
    func cancel() {
        guard !isEnded else { return }
        isEnded = true
        token?.cancel()
        token = nil
        completion(false)
    }

    private func tick(_ frameTime: Int64) -> Bool {
        guard !isEnded else { return false }
        let start = startTime ?? frameTime
        startTime = start
        let (fraction, isFinished) = timing(Double(frameTime - start) / 1_000_000)
        guard !isFinished else {
            end(finished: true)
            return false
        }
        apply(from + (to - from) * fraction)
        return true
    }

    private func end(finished: Bool) {
        guard !isEnded else { return }
        isEnded = true
        token = nil
        apply(to)
        completion(finished)
    }
}
