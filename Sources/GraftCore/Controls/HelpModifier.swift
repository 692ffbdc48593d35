/// Wraps content in a container whose tooltip is the help text.
struct _HelpView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    let text: String
    var _slots: [any View] { [content] }
    func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makePadding() }
    func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updatePadding(widget, EdgeInsets())
        context.backend.setTooltip(widget, text.isEmpty ? nil : text)
    }
    func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
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
