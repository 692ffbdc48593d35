/// A view that shows the first of its children that fits the space offered to it.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Sign in with your account"); Button("Sign in") {} }
///     VStack { Text("Sign in"); Button("Sign in") {} }
/// }
/// ```
///
/// The children are tried in order: the first whose ideal (natural) size fits the space along
/// `axes` is shown; when none fits, the last one is. The choice is made again whenever the space
/// changes, as when the window is resized. Only the chosen child is shown; the others keep their
/// state.
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    /// `Never`: `ViewThatFits` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// A view that picks the first child of `content` that fits.
    ///
    /// - Parameters:
    ///   - axes: The axes along which a child must fit (both by default); along the others, any
    ///     size does.
    ///   - content: The candidates, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// One slot: the candidates.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `ViewThatFits` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeViewThatFits()
    }
    /// Brings `ViewThatFits`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateViewThatFits(context.handle(), axes: axes, context.environment)
    }
    /// Puts the candidates' widgets into `ViewThatFits`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Clears the stack axis: each candidate is laid out alone, along no stack's axis.
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
}
