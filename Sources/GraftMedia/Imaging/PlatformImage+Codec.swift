import Foundation
import GraftCore
import GtkBridge

extension PlatformImage {
    /// The largest number of pixels an image may have when loaded without an explicit limit
    /// (100 megapixels, e.g. 10,000 × 10,000).
    public static let defaultMaximumPixelCount = ImageCodec.defaultMaximumPixelCount

    /// Loads an image file: PNG, JPEG, GIF, WebP (when the loader is installed), BMP, TIFF, …
    ///
    /// The EXIF orientation is applied. A file whose header announces more than
    /// `maximumPixelCount` pixels is refused before anything is decoded.
    ///
    /// ```swift
    /// let photo = try PlatformImage(contentsOfFile: "/home/me/Pictures/cat.jpg")
    /// ```
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - maximumPixelCount: The decompression-bomb limit.
    /// - Throws: ``/Graft/PlatformImageError`` naming the cause: missing, unreadable, empty, not an image,
    ///   corrupt, truncated or too large.
    public init(
        contentsOfFile path: String, maximumPixelCount: Int = PlatformImage.defaultMaximumPixelCount
    ) throws(PlatformImageError) {
        self = try PlatformImage(
            Self.decoding { () throws(ImageCodecError) in
                try ImageCodec.decodeFile(atPath: path, maximumPixelCount: maximumPixelCount)
            })
    }

    /// Decodes an image file's bytes (any format ``init(contentsOfFile:maximumPixelCount:)`` reads).
    ///
    /// - Parameters:
    ///   - data: The bytes of an image file.
    ///   - maximumPixelCount: The decompression-bomb limit.
    /// - Throws: ``/Graft/PlatformImageError`` naming the cause.
    public init(data: Data, maximumPixelCount: Int = PlatformImage.defaultMaximumPixelCount) throws(PlatformImageError)
    {
        self = try PlatformImage(
            Self.decoding { () throws(ImageCodecError) in
                try ImageCodec.decode(Array(data), maximumPixelCount: maximumPixelCount)
            })
    }

    /// The image as a PNG file (lossless, with alpha) — `UIImage.pngData()`.
    ///
    /// - Returns: The bytes, or `nil` if the image cannot be encoded.
    public func pngData() -> Data? {
        (try? ImageCodec.encode(rgbaImage, as: .png)).map { Data($0) }
    }

    /// The image as a JPEG file — `UIImage.jpegData(compressionQuality:)`. Alpha is dropped.
    ///
    /// - Parameter compressionQuality: 0 (smallest) to 1 (best).
    /// - Returns: The bytes, or `nil` if the image cannot be encoded.
    public func jpegData(compressionQuality: Double) -> Data? {
        (try? ImageCodec.encode(rgbaImage, as: .jpeg(quality: compressionQuality))).map { Data($0) }
    }

    /// The image scaled to `width` × `height` pixels with bilinear filtering.
    ///
    /// - Parameters:
    ///   - width: The new width in pixels.
    ///   - height: The new height in pixels.
    /// - Throws: ``/Graft/PlatformImageError/invalidGeometry(_:)`` for a size that is not positive,
    ///   ``/Graft/PlatformImageError/tooLarge(width:height:maximumPixelCount:)`` for one above the
    ///   pixel budget (``defaultMaximumPixelCount``), checked before anything is allocated.
    public func scaled(width: Int, height: Int) throws(PlatformImageError) -> PlatformImage {
        try PlatformImage(
            Self.decoding { () throws(ImageCodecError) in
                try ImageCodec.scale(rgbaImage, width: width, height: height)
            })
    }

    /// The image scaled to `size` (rounded to whole pixels) — the `UIGraphicsImageRenderer` idiom.
    ///
    /// - Parameter size: The new size in pixels.
    /// - Throws: ``/Graft/PlatformImageError/invalidGeometry(_:)`` for a size that is not positive or
    ///   not finite, ``/Graft/PlatformImageError/tooLarge(width:height:maximumPixelCount:)`` above the
    ///   pixel budget.
    public func scaled(to size: Size) throws(PlatformImageError) -> PlatformImage {
        guard size.width.isFinite, size.height.isFinite else {
            throw .invalidGeometry("cannot scale to \(size.width)×\(size.height): the size must be finite")
        }
        guard size.width >= 0.5, size.height >= 0.5 else {
            throw .invalidGeometry(
                "cannot scale to \(size.width)×\(size.height): the width and height must each round to at least 1 pixel"
            )
        }
        let limit = Double(PixelBudget.maximumPixelCount)
        guard size.width <= limit, size.height <= limit else {
            throw .tooLarge(
                width: Int(min(size.width, limit * 2)), height: Int(min(size.height, limit * 2)),
                maximumPixelCount: PixelBudget.maximumPixelCount)
        }
        return try scaled(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
    }

    /// The image scaled down (never up) to fit a square of `side` pixels, keeping its aspect ratio.
    ///
    /// - Parameter side: The largest width or height.
    /// - Throws: ``/Graft/PlatformImageError/invalidGeometry(_:)`` when `side` is not positive.
    public func resized(toFit side: Int) throws(PlatformImageError) -> PlatformImage {
        guard side > 0 else { throw .invalidGeometry("cannot fit into \(side) pixels") }
        guard width > side || height > side else { return self }
        let scale = Double(side) / Double(max(width, height))
        return try scaled(
            width: max(1, Int((Double(width) * scale).rounded())),
            height: max(1, Int((Double(height) * scale).rounded())))
    }

    static func decoding(_ body: () throws(ImageCodecError) -> RGBAImage) throws(PlatformImageError) -> RGBAImage {
        do { return try body() } catch { throw PlatformImageError(error) }
    }

    var rgbaImage: RGBAImage { try! RGBAImage(width: width, height: height, pixels: rgba) }

    init(_ image: RGBAImage) throws(PlatformImageError) {
        try self.init(width: image.width, height: image.height, rgba: image.pixels)
    }
}

extension PlatformImageError {
    init(_ error: ImageCodecError) {
        switch error {
        case .fileNotFound(let path): self = .fileNotFound(path: path)
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .empty: self = .empty
        case .notAnImage(let reason): self = .notAnImage(reason)
        case .corrupt(let reason): self = .corrupt(reason)
        case .truncated(let reason): self = .truncated(reason)
        case .tooLarge(let width, let height, let limit):
            self = .tooLarge(width: width, height: height, maximumPixelCount: limit)
        case .cannotEncode(let reason): self = .cannotEncode(reason)
        case .invalidSize(let width, let height):
            self = .invalidGeometry(
                "cannot scale to \(width)×\(height): the width and height must each be at least 1 pixel")
        }
    }
}
