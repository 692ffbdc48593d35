/// Controls shown as one joined control: buttons side by side in a linked box, or (in the menu
/// styles) a menu button whose menu holds them.
///
/// ```swift
/// ControlGroup {
///     Button("Bold") { bold() }
///     Button("Italic") { italic() }
/// }
/// ```
public struct ControlGroup<Content: View>: View {
    let content: AnyView
    let label: AnyView?

    /// A group of the controls in `content`.
    ///
    /// - Parameter content: The controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
        self.label = nil
    }

    /// A labelled group (the label names the menu button in the menu styles).
    ///
    /// - Parameters:
    ///   - content: The controls.
    ///   - label: What the group is.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = AnyView(content())
        self.label = AnyView(label())
    }

    /// A group titled with a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - content: The controls.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey._resolved()) }
    }

    /// A group titled with a string.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - content: The controls.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(String(title)) }
    }

    /// The group in the style of its environment (`.controlGroupStyle(_:)`).
    public var body: some View {
        _StyledControlGroup(
            configuration: ControlGroupStyleConfiguration(
                content: .init(content), label: label.map { .init($0) }))
    }
}

/// The content of a labelled `ControlGroup`: its controls and its label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    /// The controls (the label is shown by the group's style).
    public var body: some View { content }
}

/// The controls of a group side by side in one joined box (a `GtkBox` with GTK's `linked` class).
struct _LinkedControls<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeControlGroup()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setControlGroupChildren(context.handle(), slots[0])
    }
}
