/// A view that shows a value within a range: a level bar, or a ring in the circular styles.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery)) %")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
///
/// A value outside the range shows at the nearer end; a value that is not a number shows an empty
/// gauge.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// The gauge in the style of its environment (`.gaugeStyle(_:)`), `.automatic` by default.
    public var body: some View {
        _StyledGauge(configuration: configuration)
    }

    var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(
            rawValue: value, bounds: bounds, label: .init(AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds`, described by `label`.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range of values; 0…1 unless given.
    ///   - label: What the gauge measures.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds`, with a label for the value.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range of values; 0…1 unless given.
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The value as text (or any view).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge showing `value` in `bounds`, with labels for the value and for both ends.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - bounds: The range of values; 0…1 unless given.
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The value as text (or any view).
    ///   - minimumValueLabel: The label at the lower end.
    ///   - maximumValueLabel: The label at the upper end.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
            currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }
}

/// A level bar (`GtkLevelBar` on GTK) showing `value` clamped into `bounds`; NaN shows it empty.
struct _LevelBar: View, Equatable, _PrimitiveView {
    typealias Body = Never
    let value: Double
    let bounds: ClosedRange<Double>
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeLevelBar()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let shown = value.isNaN ? bounds.lowerBound : min(max(value, bounds.lowerBound), bounds.upperBound)
        context.backend.updateLevelBar(context.handle(), value: shown, bounds: bounds, context.environment)
    }
}
