/// Flexible space that grows along its stack's axis.
public struct Spacer: View, Equatable, _PrimitiveView {
    public typealias Body = Never
    let minLength: Double?
    /// A spacer at least `minLength` long.
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeSpacer()
    }
    public func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateSpacer(context.handle(), axis: context.environment.stackAxis, minLength: minLength)
    }
}
