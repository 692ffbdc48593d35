import GtkBridge

/// A rendered preview: PNG bytes and their size.
///
/// ```swift
/// let image = try PreviewRenderer.render(RoundedBorder(), layout: .fixed(width: 200, height: 200))
/// try image.write(toFile: "/tmp/border.png")
/// let centre = try image.pixels().pixel(x: 100, y: 100)
/// ```
public struct PreviewImage: Equatable, Hashable, Sendable {
    /// The bytes of a PNG file.
    public let pngData: [UInt8]
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// Wraps rendered PNG bytes.
    ///
    /// - Parameters:
    ///   - pngData: The bytes of a PNG file.
    ///   - width: Its width in pixels.
    ///   - height: Its height in pixels.
    public init(pngData: [UInt8], width: Int, height: Int) {
        self.pngData = pngData
        self.width = width
        self.height = height
    }

    /// Decodes the PNG into RGBA pixels.
    ///
    /// - Throws: `ImageCodingError` if the bytes are not a PNG image.
    public func pixels() throws -> RGBAImage { try RGBAImage(pngData: pngData) }
}

/// A preview size the renderer refuses before it allocates anything: more pixels than
/// `PixelBudget.maximumPixelCount` (100 megapixels, 10,000 × 10,000).
///
/// A window that large would take gigabytes and minutes in the software renderer, or crash it,
/// and its PNG would be refused by ``PreviewImage/pixels()``.
public struct PreviewSizeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The width asked for or laid out, in pixels.
    public let width: Int
    /// The height asked for or laid out, in pixels.
    public let height: Int
    /// The budget it exceeds.
    public let maximumPixelCount: Int

    /// "a preview of W×H pixels is more than the limit of N pixels".
    public var description: String {
        "a preview of \(width)×\(height) pixels is more than the limit of \(maximumPixelCount) pixels "
            + "(PixelBudget.maximumPixelCount); render it smaller"
    }

    static func check(width: Int, height: Int) throws(PreviewSizeError) {
        guard PixelBudget.allows(width: max(width, 1), height: max(height, 1)) else {
            throw PreviewSizeError(width: width, height: height, maximumPixelCount: PixelBudget.maximumPixelCount)
        }
    }
}
