import GraftCore

/// The square the crop editor keeps: where it is on the image and how large, in image pixels.
///
/// It always lies inside the image. Moving and zooming are clamped; zooming keeps the centre.
///
/// ```swift
/// var square = CropSquare(imageWidth: 640, imageHeight: 480)  // 480 × 480, centred
/// square.zoom(by: 2)                                          // 240 × 240
/// square.move(dx: 50, dy: 0)
/// let edited = try image.cropped(to: square.rect)
/// ```
public struct CropSquare: Sendable, Equatable {
    /// The image's width in pixels.
    public let imageWidth: Int
    /// The image's height in pixels.
    public let imageHeight: Int
    /// The side of the square in pixels.
    public private(set) var side: Double
    /// The centre's x in pixels.
    public private(set) var centerX: Double
    /// The centre's y in pixels.
    public private(set) var centerY: Double

    /// The largest square, centred.
    ///
    /// - Parameters:
    ///   - imageWidth: The image's width in pixels.
    ///   - imageHeight: The image's height in pixels.
    public init(imageWidth: Int, imageHeight: Int) {
        self.imageWidth = max(1, imageWidth)
        self.imageHeight = max(1, imageHeight)
        side = Double(min(self.imageWidth, self.imageHeight))
        centerX = Double(self.imageWidth) / 2
        centerY = Double(self.imageHeight) / 2
    }

    /// The smallest side zooming allows (16 pixels, or the whole image when it is smaller).
    public var minimumSide: Double { min(16, maximumSide) }
    /// The largest side: the image's shorter side.
    public var maximumSide: Double { Double(min(imageWidth, imageHeight)) }

    /// Moves the square by (`dx`, `dy`) pixels, keeping it inside the image.
    ///
    /// - Parameters:
    ///   - dx: Pixels to the right.
    ///   - dy: Pixels down.
    public mutating func move(dx: Double, dy: Double) {
        place(centerX: centerX + dx, centerY: centerY + dy)
    }

    /// Puts the centre at (`x`, `y`) as near as the image allows.
    ///
    /// - Parameters:
    ///   - x: The centre's x in pixels.
    ///   - y: The centre's y in pixels.
    public mutating func place(centerX x: Double, centerY y: Double) {
        guard x.isFinite, y.isFinite else { return }
        let half = side / 2
        centerX = min(max(x, half), Double(imageWidth) - half)
        centerY = min(max(y, half), Double(imageHeight) - half)
    }

    /// Zooms in (`factor` > 1: a smaller square) or out, keeping the centre where possible.
    ///
    /// - Parameter factor: How much larger the content appears.
    public mutating func zoom(by factor: Double) {
        guard factor.isFinite, factor > 0 else { return }
        side = min(max(side / factor, minimumSide), maximumSide)
        place(centerX: centerX, centerY: centerY)
    }

    /// The square in whole pixels, for ``/Graft/PlatformImage/cropped(to:)``.
    public var rect: PixelRect {
        let size = max(1, Int(side.rounded()))
        let x = min(max(0, Int((centerX - side / 2).rounded())), imageWidth - size)
        let y = min(max(0, Int((centerY - side / 2).rounded())), imageHeight - size)
        return PixelRect(x: x, y: y, width: size, height: size)
    }
}
