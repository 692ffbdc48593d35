import Foundation

/// What a shape view keeps between updates to animate its ``Animatable/animatableData``.
@MainActor
final class ShapeAnimationState<S: Shape> {
    /// The latest view: its shape is the target, its fill and stroke are drawn on every frame.
    var view: _ShapeView<S>
    /// The environment of the latest update.
    var environment: EnvironmentValues
    /// The animatable data drawn now (between two targets while an animation runs).
    var shown: S.AnimatableData
    /// Whether an animation is running towards the latest target.
    var isRunning = false

    init(_ view: _ShapeView<S>, _ environment: EnvironmentValues) {
        self.view = view
        self.environment = environment
        self.shown = view.shape.animatableData
    }
}

extension _ShapeView {
    /// Draws the shape, animating from the data drawn now to the new shape's when the data changed
    /// in an animated transaction: each frame draws a copy of the shape whose `animatableData` is
    /// set part of the way, as SwiftUI does. An update that keeps the target leaves a running
    /// animation alone (its fill and stroke apply from the next frame); a new target without an
    /// animation stops it there.
    func updateAnimating<B: Backend>(_ context: WidgetContext<B>) {
        let environment = context.environment
        let handle: B.ShapeWidget = context.handle()
        guard let state = context.storage.value as? ShapeAnimationState<S> else {
            context.storage.value = ShapeAnimationState(self, environment)
            context.backend.updateShape(handle, drawing(of: shape, environment), environment)
            return
        }
        let target = shape.animatableData
        let previousTarget = state.view.shape.animatableData
        state.view = self
        state.environment = environment
        let animation = context.transaction.disablesAnimations ? nil : context.transaction.animation
        if target == previousTarget || (animation == nil && !state.isRunning) {
            guard !state.isRunning else { return }
            state.shown = target
            context.backend.updateShape(handle, drawing(of: shape, environment), environment)
            return
        }
        let from = state.shown
        let backend = context.backend
        state.isRunning = animation != nil
        backend.animateFrames(handle.asWidget, key: "shape", animation: animation) { fraction in
            var frame = state.view.shape
            frame.animatableData = from.interpolated(towards: target, amount: fraction)
            state.shown = frame.animatableData
            state.isRunning = fraction != 1
            backend.updateShape(handle, state.view.drawing(of: frame, state.environment), state.environment)
        }
    }
}

extension RoundedRectangle {
    /// The corner size's width and height, which animate.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

extension _TrimmedShape {
    /// The trim's start and end, then the base shape's own animatable data: all animate.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Base.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), base.animatableData) }
        set {
            (from, to) = (newValue.first.first, newValue.first.second)
            base.animatableData = newValue.second
        }
    }
}
