/// The size a preview is rendered at.
///
/// ```swift
/// RoundedBorder().previewLayout(.fixed(width: 200, height: 200))
/// RedLabel().previewLayout(.sizeThatFits)
/// ```
public enum PreviewLayout: Hashable, Sendable {
    /// A phone-sized canvas, ``deviceSize`` (390 × 844 points at scale 1): the default.
    case device
    /// Exactly `width` × `height` pixels (larger only if the content's minimum size is larger).
    case fixed(width: Int, height: Int)
    /// The content's natural size.
    case sizeThatFits

    /// The size of the ``device`` canvas: 390 × 844, a common phone's portrait size.
    public static let deviceSize = (width: 390, height: 844)

    /// The window size this layout asks for; `nil` in a dimension means the content's natural size.
    public var requestedSize: (width: Int?, height: Int?) {
        switch self {
        case .device: (Self.deviceSize.width, Self.deviceSize.height)
        case .fixed(let width, let height): (max(width, 1), max(height, 1))
        case .sizeThatFits: (nil, nil)
        }
    }
}
