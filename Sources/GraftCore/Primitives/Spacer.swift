/// Flexible space that grows along its stack's axis.
public struct Spacer: View, Equatable, _PrimitiveView {
    /// `Never`: `Spacer` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let minLength: Double?
    /// A spacer at least `minLength` long.
    public init(minLength: Double? = nil) { self.minLength = minLength }
    /// Makes the native widget for this `Spacer` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeSpacer()
    }
    /// Brings `Spacer`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateSpacer(context.handle(), axis: context.environment.stackAxis, minLength: minLength)
    }
}
