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
