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
