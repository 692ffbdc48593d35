/// Where views sit across a vertical stack.
public enum HorizontalAlignment: Sendable, Hashable {
    case leading, center, trailing
}

/// Where views sit across a horizontal stack.
public enum VerticalAlignment: Sendable, Hashable {
    case top, center, bottom
}

/// A horizontal and a vertical alignment: one of nine positions in a frame or a `ZStack`.
public struct Alignment: Sendable, Hashable {
    /// Where the view sits across the width.
    public var horizontal: HorizontalAlignment
    /// Where the view sits across the height.
    public var vertical: VerticalAlignment
    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Middle of the left edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Middle of the right edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
