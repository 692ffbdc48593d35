import CGtk

/// Decodes and encodes images with gdk-pixbuf, on any thread, refusing decompression bombs from
/// the header.
///
/// Decoding feeds the bytes to a `GdkPixbufLoader` in chunks. Its `size-prepared` signal reports
/// the dimensions as soon as the header is read; an image above `maximumPixelCount` is stopped
/// there (`gdk_pixbuf_loader_set_size(0, 0)`) and never allocated. The same signal scales
/// thumbnails at decode time. Every failure is one typed ``ImageCodecError``.
///
/// ```swift
/// let image = try ImageCodec.decode(bytes, maximumPixelCount: 50_000_000)
/// let thumbnail = try ImageCodec.decodeFile(atPath: path, fittingIn: 128)
/// let jpeg = try ImageCodec.encode(image, as: .jpeg(quality: 0.8))
/// ```
public enum ImageCodec {
    /// The default largest number of pixels a decoded image may have: ``PixelBudget/maximumPixelCount``.
    public static let defaultMaximumPixelCount = PixelBudget.maximumPixelCount

    /// An encoded file format.
    public enum Format: Sendable, Equatable {
        /// Lossless PNG with alpha.
        case png
        /// JPEG, `quality` from 0 (smallest) to 1 (best); alpha is dropped.
        case jpeg(quality: Double)
    }

    /// Decodes an image file's bytes (any format gdk-pixbuf reads), applying EXIF orientation.
    ///
    /// - Parameters:
    ///   - bytes: The bytes of an image file.
    ///   - maximumPixelCount: Images with more pixels are refused from their header.
    ///   - maximumSide: When set, the image is scaled at decode time to fit a square of this side.
    /// - Throws: ``ImageCodecError`` saying why: empty, not an image, corrupt, truncated, too large.
    public static func decode(
        _ bytes: [UInt8], maximumPixelCount: Int = defaultMaximumPixelCount, maximumSide: Int? = nil
    ) throws(ImageCodecError) -> RGBAImage {
        let pixbuf = try _loadPixbuf(bytes, maximumPixelCount: maximumPixelCount, maximumSide: maximumSide)
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return try _rgba(of: pixbuf)
    }

    /// Reads and decodes an image file.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - maximumPixelCount: Images with more pixels are refused from their header.
    ///   - maximumSide: When set, the image is scaled at decode time to fit a square of this side.
    /// - Throws: ``ImageCodecError/fileNotFound(path:)``, ``ImageCodecError/unreadable(path:reason:)``
    ///   or a decoding error.
    public static func decodeFile(
        atPath path: String, maximumPixelCount: Int = defaultMaximumPixelCount, fittingIn maximumSide: Int? = nil
    ) throws(ImageCodecError) -> RGBAImage {
        try decode(_readFile(path), maximumPixelCount: maximumPixelCount, maximumSide: maximumSide)
    }

    /// Decodes a file into a GDK texture at thumbnail size, ready for a `Picture` (any thread).
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - maximumSide: The thumbnail fits a square of this side.
    ///   - maximumPixelCount: Images with more pixels are refused from their header.
    /// - Returns: The texture, to hand to ``Gtk/Picture/setTexture(_:)`` on the main thread.
    public static func thumbnailTexture(
        atPath path: String, maximumSide: Int, maximumPixelCount: Int = defaultMaximumPixelCount
    ) throws(ImageCodecError) -> Texture {
        let pixbuf = try _loadPixbuf(_readFile(path), maximumPixelCount: maximumPixelCount, maximumSide: maximumSide)
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return Texture(adopting: gdk_texture_new_for_pixbuf(pixbuf))
    }

    /// Encodes pixels as PNG or JPEG.
    ///
    /// - Parameters:
    ///   - image: The pixels.
    ///   - format: PNG, or JPEG with a quality from 0 to 1 (clamped).
    /// - Returns: The bytes of the file.
    /// - Throws: ``ImageCodecError/cannotEncode(_:)``.
    public static func encode(_ image: RGBAImage, as format: Format) throws(ImageCodecError) -> [UInt8] {
        let pixbuf = _pixbuf(of: image, keepAlpha: format == .png)
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var buffer: UnsafeMutablePointer<CChar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let type: String
        var options: [(String, String)] = []
        switch format {
        case .png:
            type = "png"
        case .jpeg(let quality):
            type = "jpeg"
            let clamped = quality.isNaN ? 0.75 : min(max(quality, 0), 1)
            options.append(("quality", String(Int((clamped * 100).rounded()))))
        }
        var keys: [UnsafeMutablePointer<CChar>?] = options.map { strdup($0.0) } + [nil]
        var values: [UnsafeMutablePointer<CChar>?] = options.map { strdup($0.1) } + [nil]
        defer { for pointer in keys + values { free(pointer) } }
        let saved = gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, type, &keys, &values, &error)
        guard saved != 0, let buffer else { throw .cannotEncode(_message(error, fallback: "gdk-pixbuf wrote nothing")) }
        defer { g_free(buffer) }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(size)))
        }
    }

    /// Scales pixels to a new size with bilinear filtering.
    ///
    /// - Parameters:
    ///   - image: The pixels.
    ///   - width: The new width, at least 1.
    ///   - height: The new height, at least 1.
    /// - Throws: ``ImageCodecError/invalidSize(width:height:)`` when a side is not positive,
    ///   ``ImageCodecError/tooLarge(width:height:maximumPixelCount:)`` above the ``PixelBudget``.
    public static func scale(_ image: RGBAImage, width: Int, height: Int) throws(ImageCodecError) -> RGBAImage {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard PixelBudget.allows(width: width, height: height), width <= Int(Int32.max), height <= Int(Int32.max)
        else {
            throw .tooLarge(width: width, height: height, maximumPixelCount: PixelBudget.maximumPixelCount)
        }
        let source = _pixbuf(of: image, keepAlpha: true)
        defer { g_object_unref(UnsafeMutableRawPointer(source)) }
        guard let scaled = gdk_pixbuf_scale_simple(source, Int32(width), Int32(height), GDK_INTERP_BILINEAR) else {
            throw .cannotEncode("gdk-pixbuf could not scale to \(width)×\(height)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        return try _rgba(of: scaled)
    }

    /// The image formats this system's gdk-pixbuf can read, by name (`png`, `jpeg`, `webp`, …).
    public static var readableFormats: Set<String> {
        var names: Set<String> = []
        let list = gdk_pixbuf_get_formats()
        var node = list
        while let current = node {
            if let format = current.pointee.data, let name = gdk_pixbuf_format_get_name(OpaquePointer(format)) {
                names.insert(String(cString: name))
                g_free(name)
            }
            node = current.pointee.next
        }
        g_slist_free(list)
        return names
    }
}

/// Why an image could not be read, decoded or encoded.
public enum ImageCodecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No regular file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read, or is not a regular file (a FIFO, a device).
    case unreadable(path: String, reason: String)
    /// There were no bytes.
    case empty
    /// The bytes are not in any image format gdk-pixbuf knows (a text file named `.jpg`).
    case notAnImage(String)
    /// The header was read but the data that follows is damaged.
    case corrupt(String)
    /// The data ends before the image does.
    case truncated(String)
    /// The header announces more pixels than allowed; nothing was decoded.
    case tooLarge(width: Int, height: Int, maximumPixelCount: Int)
    /// The pixels could not be encoded or transformed.
    case cannotEncode(String)
    /// A requested size has a side that is not positive.
    case invalidSize(width: Int, height: Int)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .fileNotFound(let path): "no image file at '\(path)'"
        case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
        case .empty: "the image data is empty (zero bytes)"
        case .notAnImage(let reason): "not an image: \(reason)"
        case .corrupt(let reason): "the image is corrupt: \(reason)"
        case .truncated(let reason): "the image is truncated: \(reason)"
        case .tooLarge(let width, let height, let limit):
            "the image is \(width)×\(height) pixels, more than the limit of \(limit) pixels"
        case .cannotEncode(let reason): "cannot encode the image: \(reason)"
        case .invalidSize(let width, let height):
            "\(width)×\(height) is not a size: the width and height must each be at least 1 pixel"
        }
    }
}

/// A GDK texture (immutable, safe to pass between threads) ready to be shown by a `Picture`.
public final class Texture: @unchecked Sendable {
    let pointer: OpaquePointer

    init(adopting pointer: OpaquePointer) { self.pointer = pointer }

    /// The width in pixels.
    public var width: Int { Int(gdk_texture_get_width(pointer)) }
    /// The height in pixels.
    public var height: Int { Int(gdk_texture_get_height(pointer)) }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

extension Gtk.Picture {
    /// Shows a texture made off the main thread (for example by ``ImageCodec/thumbnailTexture(atPath:maximumSide:maximumPixelCount:)``).
    ///
    /// - Parameter texture: The texture; the picture keeps its own reference.
    public func setTexture(_ texture: Texture) {
        gtk_picture_set_paintable(gobjectPointer, texture.pointer)
    }
}
