/// A horizontal or vertical direction.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The set's bits: 1 for horizontal, 2 for vertical.
        public let rawValue: Int
        /// Creates a set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The horizontal axis alone.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis alone.
        public static let vertical = Set(rawValue: 2)
    }
}

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

/// Edges of a rectangle.
public enum Edge: Sendable, Hashable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The set's bits: one per edge.
        public let rawValue: Int
        /// Creates a set from its raw bits.
        ///
        /// - Parameter rawValue: The bits, one per edge.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading (left) edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing (right) edge.
        public static let trailing = Set(rawValue: 8)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Distances inward from each edge.
public struct EdgeInsets: Sendable, Hashable {
    public var top, leading, bottom, trailing: Double
    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
}

/// A width and a height.
public struct Size: Sendable, Hashable {
    public var width, height: Double
    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A size offered to a view by its parent; `nil` in a dimension means "say your ideal size".
public struct ProposedViewSize: Sendable, Hashable {
    public var width, height: Double?
    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    /// No proposal in either dimension.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}
