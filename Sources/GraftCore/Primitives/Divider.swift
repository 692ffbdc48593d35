/// A thin line across its stack's axis.
public struct Divider: View, Equatable, _PrimitiveView {
    /// `Never`: `Divider` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    /// A divider.
    public init() {}
    /// Makes the native widget for this `Divider` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeDivider()
    }
    /// Brings `Divider`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateDivider(context.handle(), axis: context.environment.stackAxis)
    }
}
