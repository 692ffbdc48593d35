/// A view for `Color`: fills the space it is offered.
extension Color: View, _PrimitiveView {
    public typealias Body = Never
    public func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeColor()
    }
    public func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateColor(context.handle(), self, context.environment)
    }
}
