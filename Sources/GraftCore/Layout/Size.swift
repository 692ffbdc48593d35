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
