/// The sizes a `.frame` modifier asks for.
public struct FrameLayout: Sendable, Hashable {
    /// The exact width and height asked for (`nil`: the content's).
    public var width, height: Double?
    /// The bounds asked for (`nil`: none; `.infinity` as a maximum: fill the space offered).
    public var minWidth, maxWidth, minHeight, maxHeight: Double?
    /// Where the content sits in the frame.
    public var alignment: Alignment
    /// Whether the frame grows to fill its parent in width.
    public var fillsWidth: Bool { maxWidth == .infinity }
    /// Whether the frame grows to fill its parent in height.
    public var fillsHeight: Bool { maxHeight == .infinity }
}
