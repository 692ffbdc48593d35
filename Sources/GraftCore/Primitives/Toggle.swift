/// A control that turns a Boolean binding on and off, with a label: a switch unless a
/// `.toggleStyle(_:)` above it says otherwise.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isOn)
/// Toggle("Bold", isOn: $bold).toggleStyle(.button)
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with any view as its label.
    ///
    /// - Parameters:
    ///   - isOn: The bound value.
    ///   - label: What the toggle controls.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle as the style of the environment (`.toggleStyle(_:)`) draws it.
    public var body: some View {
        _StyledToggle(configuration: ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - isOn: The bound value.
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration: inside a custom style's `makeBody`, it draws the
    /// toggle as the platform's default (a switch).
    ///
    /// - Parameter configuration: The configuration `makeBody` was given.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.label = configuration.label
    }
}

/// A toggle with the style of its environment applied.
struct _StyledToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\._toggleStyle) private var style
    var body: some View {
        if let style {
            style.makeBody(configuration).environment(\._toggleStyle, nil)
        } else {
            DefaultToggleStyle().makeBody(configuration: configuration)
        }
    }
}

/// The native toggle control: a switch, a check box or a button that stays pressed.
struct _NativeToggle: View, _PrimitiveView {
    typealias Body = Never
    let appearance: ToggleAppearance
    let isOn: Binding<Bool>
    let label: ToggleStyleConfiguration.Label

    /// One slot: the toggle's label.
    var _slots: [any View] { [_ControlLabel(content: label)] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeToggle(appearance)
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = isOn
        context.backend.updateToggle(
            context.handle(), isOn: binding.wrappedValue, onChange: { binding.wrappedValue = $0 }, context.environment)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}
