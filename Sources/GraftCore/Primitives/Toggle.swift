/// A switch that turns a Boolean binding on and off, with a label.
public struct Toggle<Label: View>: View, _PrimitiveView {
    /// `Never`: `Toggle` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with any view as its label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// One slot: the toggle's label.
    package var _slots: [any View] { [_ControlLabel(content: label)] }
    /// Makes the native widget for this `Toggle` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeToggle()
    }
    /// Brings `Toggle`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = isOn
        context.backend.updateToggle(
            context.handle(), isOn: binding.wrappedValue, onChange: { binding.wrappedValue = $0 }, context.environment)
    }
    /// Puts the child widgets of each slot into `Toggle`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
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
