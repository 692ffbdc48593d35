/// A control for picking a value from a continuous range by dragging (a GTK scale).
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1)
/// ```
public struct Slider: View, _PrimitiveView {
    /// `Never`: `Slider` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?

    /// A slider over `bounds`.
    ///
    /// - Parameters:
    ///   - value: The selected value (clamped to `bounds` when the user moves the slider).
    ///   - bounds: The range of values.
    ///   - step: The distance between valid values, or nil for any value.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil)
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
    }

    /// Makes the native widget for this `Slider` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeSlider()
    }
    /// Brings `Slider`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = value
        let step = self.step
        let bounds = self.bounds
        context.backend.updateSlider(
            context.handle(), value: binding.wrappedValue, bounds: bounds, step: step,
            onChange: { newValue in
                var snapped = newValue
                if let step, step > 0 {
                    snapped = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step
                }
                binding.wrappedValue = min(max(snapped, bounds.lowerBound), bounds.upperBound)
            }, context.environment)
    }
}
