import GraftCore
import GtkBridge

/// Runs a backend widget's value from its current state to a target along an ``Animation``'s
/// curve, on the widget's frame clock (``FrameAnimation``).
@MainActor
enum Animator {
    /// Animates `key` of `view` from `from` to `to`, calling `apply` each frame.
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
        apply(from)
        let running = FrameAnimation(on: view.widget, from: from, to: to, animation: animation, apply: apply)
        if running.isRunning { view.animations[key] = running }
    }
}
