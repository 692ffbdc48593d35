/// Views in a column.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) {
///     Text("Title").font(.headline)
///     Text("Subtitle")
/// }
/// ```
public struct VStack<Content: View>: View, _PrimitiveView {
    /// `Never`: `VStack` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A column of `content`.
    ///
    /// - Parameters:
    ///   - alignment: Where narrower children sit across the column.
    ///   - spacing: Space between children; `nil` uses the default of 8.
    ///   - content: The children.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// One slot: the stack's children.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `VStack` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeStack(.vertical)
    }
    /// Brings `VStack`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateStack(
            context.handle(), axis: .vertical, spacing: spacing ?? 8,
            alignment: Alignment(horizontal: alignment, vertical: .center),
            context.environment)
    }
    /// Puts the child widgets of each slot into `VStack`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Marks the children as laid out vertically (spacers and dividers follow the axis).
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .vertical }
}

/// Views in a row.
public struct HStack<Content: View>: View, _PrimitiveView {
    /// `Never`: `HStack` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A row of `content`.
    ///
    /// - Parameters:
    ///   - alignment: Where shorter children sit across the row.
    ///   - spacing: Space between children; `nil` uses the default of 8.
    ///   - content: The children.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// One slot: the stack's children.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `HStack` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeStack(.horizontal)
    }
    /// Brings `HStack`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateStack(
            context.handle(), axis: .horizontal, spacing: spacing ?? 8,
            alignment: Alignment(horizontal: .center, vertical: alignment), context.environment)
    }
    /// Puts the child widgets of each slot into `HStack`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Marks the children as laid out horizontally (spacers and dividers follow the axis).
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .horizontal }
}

/// Views on top of each other, the first at the back.
public struct ZStack<Content: View>: View, _PrimitiveView {
    /// `Never`: `ZStack` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// Layers `content`, each placed at `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// One slot: the stack's children, back to front.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `ZStack` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeZStack()
    }
    /// Brings `ZStack`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateZStack(context.handle(), alignment: alignment, context.environment)
    }
    /// Puts the child widgets of each slot into `ZStack`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Clears the stack axis: children of a `ZStack` overlap and lie along no axis.
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
}
