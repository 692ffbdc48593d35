/// What a content shape defines the area of: hit testing, previews and effects.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Kinds from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Where taps, clicks and gestures reach the view.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The outline of a drag preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The outline of a context-menu preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The outline of a hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The outline of a focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// The area accessibility reports for the view.
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

extension View {
    /// Makes `shape` the area where taps and gestures reach the view, transparent parts included.
    ///
    /// ```swift
    /// HStack { Text("Row"); Spacer() }
    ///     .contentShape(Rectangle())
    ///     .onTapGesture { open() }
    /// ```
    ///
    /// GTK hit-tests a widget by its whole bounds, drawn or not, so a view's transparent parts
    /// take taps already: `Rectangle()` is what GTK does. Another shape also takes taps in the
    /// corners of its bounds outside the outline.
    ///
    /// - Parameters:
    ///   - shape: The hit-testing area.
    ///   - eoFill: Whether the even-odd rule decides the inside.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Makes `shape` the area of the view for `kind` (hit testing, previews, effects).
    ///
    /// On GTK hit testing always takes the whole bounds (see `contentShape(_:eoFill:)`); previews
    /// and hover or focus effects are GTK's own.
    ///
    /// - Parameters:
    ///   - kind: What the shape is for.
    ///   - shape: The area.
    ///   - eoFill: Whether the even-odd rule decides the inside.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        self
    }
}
