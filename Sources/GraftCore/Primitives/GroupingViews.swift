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
    /// `Never`: `GroupBox` is drawn by a native widget of its own, not composed from a `body`.
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

    /// One slot: the box's content.
    public var _slots: [any View] { [content] }
    /// Makes the native widget for this `GroupBox` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeGroupBox() }
    /// Brings `GroupBox`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateGroupBox(widget, title: title)
    }
    /// Puts the child widgets of each slot into `GroupBox`'s widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
    }
    /// Lays the box's content out as a vertical stack would.
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
    /// `Never`: `DisclosureGroup` is drawn by a native widget of its own, not composed from a `body`.
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

    /// One slot: the content shown while the group is expanded.
    public var _slots: [any View] { [content] }
    /// Makes the native widget for this `DisclosureGroup` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeDisclosureGroup() }
    /// Brings `DisclosureGroup`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        let binding = isExpanded
        context.backend.updateDisclosureGroup(
            widget, title: title, isExpanded: binding?.wrappedValue,
            onToggle: { isOpen in if let binding, binding.wrappedValue != isOpen { binding.wrappedValue = isOpen } })
    }
    /// Puts the child widgets of each slot into `DisclosureGroup`'s widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
    }
    /// Lays the group's content out as a vertical stack would.
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
    /// `Never`: `Form` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let content: Content

    /// A form of `content`'s views, one row each.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// One slot: the form's rows.
    public var _slots: [any View] { [content] }
    /// Makes the native widget for this `Form` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeForm() }
    /// Brings `Form`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {}
    /// Puts the child widgets of each slot into `Form`'s widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setFormRows(widget, slots[0], context.environment)
    }
}
