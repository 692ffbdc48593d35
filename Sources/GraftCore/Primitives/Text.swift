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

    /// Shows `content` as it is.
    public init(_ content: String) {
        self.content = content
        runs = [Run(string: content, style: TextStyle())]
    }

    /// Shows `content` as it is.
    public init(verbatim content: String) { self.init(content) }

    /// Shows any string value.
    public init<S: StringProtocol>(_ content: S) { self.init(String(content)) }

    init(runs: [Run]) {
        self.runs = runs
        content = runs.map(\.string).joined()
    }

    /// Makes the native widget for this `Text` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeText() }
    /// Brings `Text`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        if runs.allSatisfy({ $0.style.isPlain }) {
            context.backend.updateText(widget, content, context.environment)
        } else {
            context.backend.updateStyledText(widget, runs, context.environment)
        }
    }
}

/// A view for `Color`: fills the space it is offered.
extension Color: View, _PrimitiveView {
    /// `Never`: `Color` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    /// Makes the native widget for this `Color` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeColor() }
    /// Brings `Color`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateColor(widget, self, context.environment)
    }
}

/// The widget that holds a window's root views.
struct _HostRoot<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    var _slots: [any View] { [content] }
    func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeRootContainer() }
    func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {}
    func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
    }
}
