/// A rectangle in whole pixels, from the top left of an image.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A rectangle at (`x`, `y`) of `width` × `height` pixels.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `(x, y) w×h`.
    public var description: String { "(\(x), \(y)) \(width)×\(height)" }
}

extension PlatformImage {
    /// The part of the image inside `rect`, in pixels from the top left — like `CGImage.cropping(to:)`.
    ///
    /// The rectangle is clipped to the image.
    ///
    /// ```swift
    /// let square = try photo.cropped(to: PixelRect(x: 100, y: 0, width: 400, height: 400))
    /// ```
    ///
    /// - Parameter rect: The area to keep.
    /// - Returns: A new image (its own pixels).
    /// - Throws: ``PlatformImageError/invalidGeometry(_:)`` when the clipped area is empty.
    public func cropped(to rect: PixelRect) throws(PlatformImageError) -> PlatformImage {
        let left = max(0, rect.x)
        let top = max(0, rect.y)
        let right = min(width, rect.x.addingReportingOverflow(rect.width).partialValue)
        let bottom = min(height, rect.y.addingReportingOverflow(rect.height).partialValue)
        guard rect.width > 0, rect.height > 0, right > left, bottom > top else {
            throw .invalidGeometry("\(rect) does not overlap the \(width)×\(height) image")
        }
        let cropWidth = right - left
        var pixels: [UInt8] = []
        pixels.reserveCapacity(cropWidth * (bottom - top) * 4)
        let source = rgba
        for row in top..<bottom {
            let start = (row * width + left) * 4
            pixels.append(contentsOf: source[start..<start + cropWidth * 4])
        }
        return try PlatformImage(width: cropWidth, height: bottom - top, rgba: pixels)
    }
}
