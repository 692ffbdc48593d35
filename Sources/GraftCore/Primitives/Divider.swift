/// A thin line across its stack's axis.
public struct Divider: View, Equatable, _PrimitiveView {
    public typealias Body = Never
    /// A divider.
    public init() {}
    public func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeDivider()
    }
    public func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateDivider(context.handle(), axis: context.environment.stackAxis)
    }
}
