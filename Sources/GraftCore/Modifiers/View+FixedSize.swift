struct _FixedSizeView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let horizontal: Bool
    let vertical: Bool
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeFixedSize()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateFixedSize(context.handle(), horizontal: horizontal, vertical: vertical)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    func _modifyChildEnvironment(_ environment: inout EnvironmentValues) {
        if horizontal { environment.textKeepsIdealWidth = true }
    }
}

struct TextKeepsIdealWidthKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether text below keeps its ideal width (one unwrapped, untruncated line per paragraph):
    /// set by `.fixedSize()` and by a positive `.layoutPriority`.
    public var textKeepsIdealWidth: Bool {
        get { self[TextKeepsIdealWidthKey.self] }
        set { self[TextKeepsIdealWidthKey.self] = newValue }
    }
}

extension View {
    /// Gives the view its ideal size on both axes, whatever space it is offered: text does not
    /// wrap or truncate, flexible views (colours, spacers) take their small ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Gives the view its ideal size on the chosen axes, whatever space it is offered.
    ///
    /// On GTK: the container does not expand on those axes, and text inside keeps its natural
    /// width (no wrapping, no truncation) when `horizontal` is set. A view may then be wider than
    /// its parent, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - horizontal: Keep the ideal width.
    ///   - vertical: Keep the ideal height.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
    }

    /// Sets how readily a stack gives this view the space it asks for, relative to its siblings.
    ///
    /// On GTK (partial): a priority above 0 keeps the text inside at its full width while siblings
    /// wrap or truncate, like `.fixedSize(horizontal: true, vertical: false)` without stopping the
    /// view from growing; priorities are not graded against each other, and 0 or less changes
    /// nothing.
    ///
    /// - Parameter value: The priority (0 by default).
    public func layoutPriority(_ value: Double) -> some View {
        let raises = value > 0
        return _EnvironmentWriter(content: self, key: "layoutPriority", value: raises) {
            if $1 { $0.textKeepsIdealWidth = true }
        }
    }
}
