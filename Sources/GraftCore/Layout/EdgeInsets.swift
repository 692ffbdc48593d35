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
