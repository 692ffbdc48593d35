/// A switch that turns a Boolean binding on and off, with a label.
public struct Toggle<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with any view as its label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var _slots: [any View] { [label] }
    public func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeToggle()
    }
    public func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = isOn
        context.backend.updateToggle(
            context.handle(), isOn: binding.wrappedValue, onChange: { binding.wrappedValue = $0 }, context.environment)
    }
    public func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
    }
}
