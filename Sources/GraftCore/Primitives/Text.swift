/// A line or paragraph of read-only text.
///
/// ```swift
/// Text("Hello").font(.title).foregroundColor(.blue)
/// ```
public struct Text: View, Equatable, _PrimitiveView {
    /// `Never`: `Text` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    /// The string shown.
    public let content: String
    /// The pieces of the text with their styles (one plain run unless styled or concatenated).
    public internal(set) var runs: [Run]

    /// Shows `content` as it is (a literal goes to `init(_: LocalizedStringKey)`, as in SwiftUI).
    init(_ content: String) {
        self.content = content
        runs = [Run(string: content, style: TextStyle())]
    }

    /// Shows `content` as it is.
    public init(verbatim content: String) { self.init(content) }

    /// Shows any string value as it is (a literal is a `LocalizedStringKey` instead, whose
    /// Markdown is read, as in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(String(content)) }

    init(runs: [Run]) {
        self.runs = runs
        content = runs.map(\.string).joined()
    }

    /// Makes the native widget for this `Text` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.environment.minimumScaleFactor < 1 ? context.backend.makeShrinkingText() : context.backend.makeText()
    }
    /// Brings `Text`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let environment = context.environment
        if runs.allSatisfy({ $0.style.isPlain }) {
            let shown = environment.textCase.map { $0.apply(content, environment.locale) } ?? content
            let transition = environment.contentTransition
            context.backend.setTextContentTransition(
                context.handle(), transition, animation: transition.isIdentity ? nil : context.transaction.animation)
            context.backend.updateText(context.handle(), shown, environment)
        } else {
            context.backend.updateStyledText(context.handle(), runs(in: environment), environment)
        }
    }
}
