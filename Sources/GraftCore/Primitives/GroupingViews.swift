/// A titled box grouping related content.
///
/// ```swift
/// GroupBox("Account") {
///     TextField("Name", text: $name)
///     SecureField("Password", text: $password)
/// }
/// ```
///
/// On GTK it is a `GtkFrame` with the title on its border and the content in a column.
public struct GroupBox<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let title: String?
    let content: Content

    /// A group with a title.
    ///
    /// - Parameters:
    ///   - title: Shown on the border.
    ///   - content: The grouped views, in a column.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    /// A group with no title.
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }

    public var _slots: [any View] { [content] }
    public func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> { context.backend.makeGroupBox() }
    public func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateGroupBox(context.handle(), title: title)
    }
    public func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    public func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .vertical }
}

/// A title that shows or hides its content when clicked.
///
/// ```swift
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///     Toggle("Debug logging", isOn: $debug)
/// }
/// ```
///
/// On GTK it is a `GtkExpander`; its content stays mounted while collapsed.
public struct DisclosureGroup<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let title: String
    let isExpanded: Binding<Bool>?
    let content: Content

    /// A group that remembers whether it is open by itself (closed at first).
    ///
    /// - Parameters:
    ///   - title: The clickable title.
    ///   - content: The views shown while open, in a column.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        isExpanded = nil
        self.content = content()
    }

    /// A group whose openness is bound to `isExpanded`.
    ///
    /// - Parameters:
    ///   - title: The clickable title.
    ///   - isExpanded: Whether the content shows; clicking the title changes it.
    ///   - content: The views shown while open.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.title = title
        self.isExpanded = isExpanded
        self.content = content()
    }

    public var _slots: [any View] { [content] }
    public func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> { context.backend.makeDisclosureGroup() }
    public func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let binding = isExpanded
        context.backend.updateDisclosureGroup(
            context.handle(), title: title, isExpanded: binding?.wrappedValue,
            onToggle: { isOpen in if let binding, binding.wrappedValue != isOpen { binding.wrappedValue = isOpen } })
    }
    public func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    public func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .vertical }
}

/// A column of controls shown as grouped rows, for settings and data entry.
///
/// ```swift
/// Form {
///     TextField("Name", text: $name)
///     Toggle("Notifications", isOn: $notify)
/// }
/// ```
///
/// On GTK it is a scrolling `GtkListBox` with the `boxed-list` style (GNOME's settings rows):
/// each child view is one row. It fills the space it is offered.
public struct Form<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A form of `content`'s views, one row each.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var _slots: [any View] { [content] }
    public func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> { context.backend.makeForm() }
    public func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {}
    public func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setFormRows(context.handle(), slots[0], context.environment)
    }
}
