/// Progress of a task: a bar for a known fraction, a spinner when unknown, or what the
/// `.progressViewStyle(_:)` above it draws; a label, if given, above it.
///
/// ```swift
/// ProgressView(value: page.estimatedProgress)
/// ProgressView("Downloading", value: done, total: 12)
/// ProgressView()
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The progress view as the style of the environment draws it.
    public var body: some View {
        _StyledProgressView(
            configuration: ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: label.map { .init(AnyView($0)) },
                currentValueLabel: currentValueLabel.map { .init(AnyView($0)) }))
    }
}

/// `value / total` clamped to 0…1, or nil (unknown) for no value or a total of zero or less.
func progressFraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value, total > 0 else { return nil }
    return min(max(Double(value) / Double(total), 0), 1)
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// A bar filled to `value / total` (clamped to 0…1; nil shows an indeterminate progress view).
    ///
    /// - Parameters:
    ///   - value: The work done, or nil when unknown.
    ///   - total: The work in all.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.init(fraction: progressFraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    ///
    /// - Parameter label: What is in progress.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar filled to `value / total`, with a label.
    ///
    /// - Parameters:
    ///   - value: The work done, or nil when unknown.
    ///   - total: The work in all.
    ///   - label: What is in progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        self.init(fraction: progressFraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar filled to `value / total`, with a label and a label for the current value below it.
    ///
    /// - Parameters:
    ///   - value: The work done, or nil when unknown.
    ///   - total: The work in all.
    ///   - label: What is in progress.
    ///   - currentValueLabel: How far it is (such as "3 of 12").
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: progressFraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    ///
    /// - Parameter title: What is in progress.
    public init(_ title: String) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

    /// An indeterminate progress view titled with the translation of `titleKey`.
    ///
    /// - Parameter titleKey: The title's key.
    public init(_ titleKey: LocalizedStringKey) { self.init(titleKey._resolved()) }

    /// A bar filled to `value / total`, titled `title`.
    ///
    /// - Parameters:
    ///   - title: What is in progress.
    ///   - value: The work done, or nil when unknown.
    ///   - total: The work in all.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1) {
        self.init(fraction: progressFraction(value, total), label: Text(title), currentValueLabel: nil)
    }

    /// A bar filled to `value / total`, titled with the translation of `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - value: The work done, or nil when unknown.
    ///   - total: The work in all.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        self.init(titleKey._resolved(), value: value, total: total)
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// A progress view made from a style's configuration: inside a custom style's `makeBody`, it
    /// draws the progress as the platform's default.
    ///
    /// - Parameter configuration: The configuration `makeBody` was given.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

struct _ProgressBar: View, Equatable, _PrimitiveView {
    typealias Body = Never
    let fraction: Double
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeProgressBar()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateProgressBar(
            context.handle(), fraction: fraction, context.environment, context.transaction)
    }
}

struct _Spinner: View, Equatable, _PrimitiveView {
    typealias Body = Never
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeSpinner()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateSpinner(context.handle(), context.environment)
    }
}
