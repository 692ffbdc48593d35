/// The widget that holds a window's root views.
struct _HostRoot<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeRootContainer()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}
