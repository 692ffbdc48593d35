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
    public var _slots: [any View] { [content] }
    /// Makes the native widget for this `VStack` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeStack(.vertical) }
    /// Brings `VStack`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateStack(
            widget, axis: .vertical, spacing: spacing ?? 8,
            alignment: Alignment(horizontal: alignment, vertical: .center),
            context.environment)
    }
    /// Puts the child widgets of each slot into `VStack`'s widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
    }
    /// Marks the children as laid out vertically (spacers and dividers follow the axis).
    public func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .vertical }
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
    public var _slots: [any View] { [content] }
    /// Makes the native widget for this `HStack` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeStack(.horizontal) }
    /// Brings `HStack`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateStack(
            widget, axis: .horizontal, spacing: spacing ?? 8,
            alignment: Alignment(horizontal: .center, vertical: alignment), context.environment)
    }
    /// Puts the child widgets of each slot into `HStack`'s widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
    }
    /// Marks the children as laid out horizontally (spacers and dividers follow the axis).
    public func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .horizontal }
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
    public var _slots: [any View] { [content] }
    /// Makes the native widget for this `ZStack` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeZStack() }
    /// Brings `ZStack`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateZStack(widget, alignment: alignment, context.environment)
    }
    /// Puts the child widgets of each slot into `ZStack`'s widget.
    public func _setChildren(_ widget: AnyObject, _ slots: [[AnyObject]], _ context: WidgetContext) {
        context.backend.setChildren(widget, slots[0], context.environment)
    }
    /// Clears the stack axis: children of a `ZStack` overlap and lie along no axis.
    public func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
}

/// Flexible space that grows along its stack's axis.
public struct Spacer: View, Equatable, _PrimitiveView {
    /// `Never`: `Spacer` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let minLength: Double?
    /// A spacer at least `minLength` long.
    public init(minLength: Double? = nil) { self.minLength = minLength }
    /// Makes the native widget for this `Spacer` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeSpacer() }
    /// Brings `Spacer`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateSpacer(widget, axis: context.environment.stackAxis, minLength: minLength)
    }
}

/// A thin line across its stack's axis.
public struct Divider: View, Equatable, _PrimitiveView {
    /// `Never`: `Divider` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    /// A divider.
    public init() {}
    /// Makes the native widget for this `Divider` (called once per identity).
    public func _makeWidget(_ context: WidgetContext) -> AnyObject { context.backend.makeDivider() }
    /// Brings `Divider`'s widget up to date with this value and the environment.
    public func _updateWidget(_ widget: AnyObject, _ context: WidgetContext) {
        context.backend.updateDivider(widget, axis: context.environment.stackAxis)
    }
}
