/// A view for `Color`: fills the space it is offered.
extension Color: View, _PrimitiveView {
    /// `Never`: `Color` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    /// Makes the native widget for this `Color` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeColor()
    }
    /// Brings `Color`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateColor(context.handle(), self, context.environment)
    }
}
