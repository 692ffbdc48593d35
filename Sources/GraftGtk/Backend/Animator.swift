import GraftCore
import GtkBridge

/// Runs a value from its current state to a target along an ``Animation``'s curve, frame by frame.
@MainActor
enum Animator {
    /// Animates `key` of `view` from `from` to `to`, calling `apply` each frame (about 60 per second).
    static func animate(
        _ view: NativeWidget, key: String, from: Double, to: Double, animation: Animation?,
        apply: @escaping @MainActor (Double) -> Void
    ) {
        view.animations[key]?.cancel()
        view.animations[key] = nil
        guard let animation, animation.duration > 0, from != to else {
            apply(to)
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        let duration = animation.duration
        apply(from)
        view.animations[key] = MainLoop.every(milliseconds: 16) { [weak view] in
            let elapsed = clock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let t = min(seconds / duration, 1)
            apply(from + (to - from) * animation.value(at: t))
            if t >= 1 { view?.animations[key] = nil }
            return t < 1
        }
    }
}
