/// A horizontal or vertical direction.
public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// Creates a set from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
