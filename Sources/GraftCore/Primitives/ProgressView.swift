/// Progress of a task: a bar for a known fraction, a spinner when unknown.
///
/// ```swift
/// ProgressView(value: page.estimatedProgress)
/// ProgressView()
/// ```
public struct ProgressView: View {
    let fraction: Double?

    /// An indeterminate spinner.
    public init() { fraction = nil }

    /// A bar filled to `value / total` (clamped to 0…1; nil shows a spinner).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        if let value, total > 0 {
            fraction = min(max(Double(value) / Double(total), 0), 1)
        } else {
            fraction = nil
        }
    }

    /// A bar (`GtkProgressBar`) for a known fraction, or a spinner (`GtkSpinner`) when it is unknown.
    public var body: some View {
        if let fraction { _ProgressBar(fraction: fraction) } else { _Spinner() }
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
