/// A decoded picture: its size and 8-bit RGBA pixels — the counterpart of `UIImage`.
///
/// A `PlatformImage` is a value whose pixels are shared, never copied, between copies of it, and
/// two images compare equal only when they share the same pixels (identity, not content), so
/// showing one with ``Image/init(_:)`` costs nothing on an update that did not change it.
///
/// ```swift
/// let red = try PlatformImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 255, 0, 0, 255])
/// Image(red).resizable()
/// ```
public struct PlatformImage: Sendable, Hashable {
    final class Storage: Sendable {
        let width: Int
        let height: Int
        let rgba: [UInt8]
        init(width: Int, height: Int, rgba: [UInt8]) {
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }

    let storage: Storage

    /// The width in pixels.
    public var width: Int { storage.width }
    /// The height in pixels.
    public var height: Int { storage.height }
    /// The size in pixels.
    public var size: Size { Size(width: Double(width), height: Double(height)) }
    /// `width * height * 4` bytes: red, green, blue and alpha (straight, not premultiplied) for each
    /// pixel, rows top to bottom.
    public var rgba: [UInt8] { storage.rgba }

    /// An image from 8-bit RGBA pixels (straight alpha), rows top to bottom.
    ///
    /// - Parameters:
    ///   - width: The width in pixels, at least 1.
    ///   - height: The height in pixels, at least 1.
    ///   - rgba: Exactly `width * height * 4` bytes.
    /// - Throws: ``PlatformImageError/invalidPixelData(_:)`` when the sizes and bytes disagree.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(PlatformImageError) {
        guard width > 0, height > 0 else {
            throw .invalidPixelData("width and height must be positive, got \(width)×\(height)")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Int.max / 4, rgba.count == count * 4 else {
            throw .invalidPixelData("expected \(width)×\(height)×4 bytes, got \(rgba.count)")
        }
        storage = Storage(width: width, height: height, rgba: rgba)
    }

    /// The red, green, blue and alpha components of the pixel at (`x`, `y`), from the top left.
    ///
    /// - Precondition: `0 ≤ x < width` and `0 ≤ y < height`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
        let index = (y * width + x) * 4
        let bytes = storage.rgba
        return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
    }

    /// Whether both share the same pixels (copies of one image); content is not compared.
    public static func == (lhs: PlatformImage, rhs: PlatformImage) -> Bool { lhs.storage === rhs.storage }

    /// Hashes the identity of the pixels.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(storage)) }
}

/// Why an image could not be made, loaded or encoded.
///
/// Each case names one cause, so an app can tell the user what was wrong with the file.
public enum PlatformImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pixel bytes do not match the width and height.
    case invalidPixelData(String)
    /// No regular file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, I/O error).
    case unreadable(path: String, reason: String)
    /// The file or data has zero bytes.
    case empty
    /// The bytes are in no image format the system can read (a text file named `.jpg`).
    case notAnImage(String)
    /// The header is an image's, but the data after it is damaged.
    case corrupt(String)
    /// The data ends before the image does.
    case truncated(String)
    /// The header announces more pixels than the limit; nothing was decoded.
    case tooLarge(width: Int, height: Int, maximumPixelCount: Int)
    /// A crop rectangle does not overlap the image, or a target size is not positive.
    case invalidGeometry(String)
    /// The pixels could not be encoded.
    case cannotEncode(String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .invalidPixelData(let reason): "invalid pixel data: \(reason)"
        case .fileNotFound(let path): "no image file at '\(path)'"
        case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
        case .empty: "the image data is empty (zero bytes)"
        case .notAnImage(let reason): "not an image: \(reason)"
        case .corrupt(let reason): "the image is corrupt: \(reason)"
        case .truncated(let reason): "the image is truncated: \(reason)"
        case .tooLarge(let width, let height, let limit):
            "the image is \(width)×\(height) pixels, more than the limit of \(limit)"
        case .invalidGeometry(let reason): "invalid geometry: \(reason)"
        case .cannotEncode(let reason): "cannot encode the image: \(reason)"
        }
    }
}
