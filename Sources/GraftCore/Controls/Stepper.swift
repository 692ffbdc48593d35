/// A control that steps a number up and down (a GTK spin button), with a label.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...12)
/// ```
public struct Stepper<Label: View>: View, _PrimitiveView {
    /// `Never`: `Stepper` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let label: Label
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double

    /// A stepper with any label.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - bounds: The range it stays in.
    ///   - step: How much one click changes it.
    ///   - label: The label before the control.
    public init<V: Strideable & BinaryInteger>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryInteger {
        self.label = label()
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0.rounded()) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
    }

    /// A stepper over floating-point values.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - bounds: The range it stays in.
    ///   - step: How much one click changes it.
    ///   - label: The label before the control.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
    }

    /// The child views shown inside `Stepper`'s widget, one entry per slot.
    package var _slots: [any View] { [_ControlLabel(content: label)] }
    /// Makes the native widget for this `Stepper` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeStepper()
    }
    /// Brings `Stepper`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = value
        context.backend.updateStepper(
            context.handle(), value: binding.wrappedValue, bounds: bounds, step: step,
            onChange: { binding.wrappedValue = $0 }, context.environment)
    }
    /// Puts the child widgets of each slot into `Stepper`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` over integers.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - value: The number.
    ///   - bounds: The range it stays in.
    ///   - step: How much one click changes it.
    public init<V: Strideable & BinaryInteger>(
        _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) where V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper titled `title` over floating-point values.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - value: The number.
    ///   - bounds: The range it stays in.
    ///   - step: How much one click changes it.
    public init<V: BinaryFloatingPoint>(
        _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}
