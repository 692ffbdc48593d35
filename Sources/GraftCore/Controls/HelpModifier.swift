/// Wraps content in a container whose tooltip is the help text.
struct _HelpView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: String
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makePadding()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updatePadding(context.handle(), EdgeInsets())
        context.backend.setTooltip(context.widget, text.isEmpty ? nil : text)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension View {
    /// Shows `text` as a tooltip when the pointer rests on the view (and to assistive technology).
    ///
    /// ```swift
    /// Button("Save") { save() }.help("Save the document")
    /// ```
    ///
    /// - Parameter text: The help text; an empty string shows none.
    public func help(_ text: String) -> some View { _HelpView(content: self, text: text) }
}
