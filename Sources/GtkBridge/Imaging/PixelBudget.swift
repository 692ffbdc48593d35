/// The one limit on how many pixels Graft allocates for an image: 100 megapixels
/// (10,000 × 10,000, 400 MB of RGBA).
///
/// Every path that makes pixels checks it before allocating and refuses a larger size with its
/// own typed error: decoding (``ImageCodec/decode(_:maximumPixelCount:maximumSide:)`` and
/// `PlatformImage(contentsOfFile:)` give `.tooLarge`), scaling (`.tooLarge`), camera formats
/// (`CameraError.invalidSource`, and a device's frames above it are dropped), and preview sizes
/// (`PreviewSizeError`). A crop is never larger than its image, so it stays within the
/// budget of the image it came from. Decoding takes a smaller or larger limit per call.
///
/// ```swift
/// PixelBudget.allows(width: 10_000, height: 10_000)  // true
/// PixelBudget.allows(width: 20_000, height: 20_000)  // false
/// ```
public enum PixelBudget {
    /// The largest number of pixels one image may have (100 megapixels).
    public static let maximumPixelCount = 100_000_000

    /// The side of the largest square within the budget (10,000): the largest width or height a
    /// camera format may have, so no negotiated format can exceed ``maximumPixelCount``.
    public static let maximumSide = 10_000

    /// Whether an image of `width` × `height` is positive and within the budget (no overflow).
    ///
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - maximumPixelCount: The limit, ``maximumPixelCount`` unless given.
    /// - Returns: `false` for a side that is not positive or a product above the limit.
    public static func allows(width: Int, height: Int, maximumPixelCount: Int = maximumPixelCount) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return width > 0 && height > 0 && !overflow && pixels <= maximumPixelCount
    }
}
