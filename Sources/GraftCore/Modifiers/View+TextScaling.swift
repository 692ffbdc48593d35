public import Foundation

struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue = 1.0 }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// How far text below may shrink to fit its width before it is truncated (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { CGFloat(self[MinimumScaleFactorKey.self]) }
        set { self[MinimumScaleFactorKey.self] = Double(newValue) }
    }
    /// Whether text below may draw its letters closer together to fit its width.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    /// Lets text below shrink, down to `factor` × its font size, when one line of it
    /// (`.lineLimit(1)`) is wider than the space it is given, before it is truncated.
    ///
    /// ```swift
    /// Text(title).lineLimit(1).minimumScaleFactor(0.5)
    /// ```
    ///
    /// - Parameter factor: The smallest scale, 0…1 (1: the text never shrinks).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// Lets text below draw its letters up to a point closer together before it shrinks or is
    /// truncated.
    ///
    /// - Parameter flag: Whether it may.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
}
