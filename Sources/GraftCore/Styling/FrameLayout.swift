/// The sizes a `.frame` modifier asks for.
public struct FrameLayout: Sendable, Hashable {
    public var width, height: Double?
    public var minWidth, maxWidth, minHeight, maxHeight: Double?
    public var alignment: Alignment
    /// Whether the frame grows to fill its parent in width.
    public var fillsWidth: Bool { maxWidth == .infinity }
    /// Whether the frame grows to fill its parent in height.
    public var fillsHeight: Bool { maxHeight == .infinity }
}
