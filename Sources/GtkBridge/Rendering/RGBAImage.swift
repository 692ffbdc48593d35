import CGtk

/// An image as 8-bit RGBA pixels (straight, not premultiplied, alpha), row by row, `width * 4`
/// bytes a row: the form snapshot diffs and contact sheets work on.
///
/// PNG is the storage format: ``init(pngData:)`` decodes with GdkPixbuf and ``pngData()``
/// encodes with GDK's own PNG writer, so an image survives a round trip byte for byte.
///
/// ```swift
/// let image = try RGBAImage(pngData: bytes)
/// let (red, green, blue, alpha) = image.pixel(x: 100, y: 100)
/// let again = try image.pngData()
/// ```
public struct RGBAImage: Equatable, Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, rows top to bottom.
    public var pixels: [UInt8]

    /// Wraps existing pixels.
    ///
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - pixels: `width * height * 4` bytes of straight-alpha RGBA.
    /// - Throws: `ImageCodingError.invalidPixelData` when the byte count does not match.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageCodingError) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else {
            throw .invalidPixelData(
                "expected \(max(width, 0) * max(height, 0) * 4) bytes for \(width)×\(height), got \(pixels.count)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    ///
    /// - Parameters:
    ///   - width: The width in pixels (at least 1).
    ///   - height: The height in pixels (at least 1).
    ///   - red: The red component, 0–255.
    ///   - green: The green component, 0–255.
    ///   - blue: The blue component, 0–255.
    ///   - alpha: The opacity, 0–255.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        var pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = red
            pixels[index + 1] = green
            pixels[index + 2] = blue
            pixels[index + 3] = alpha
        }
        self.pixels = pixels
    }

    /// The colour of one pixel.
    ///
    /// - Parameters:
    ///   - x: The column, from 0 at the left.
    ///   - y: The row, from 0 at the top.
    /// - Returns: The red, green, blue and alpha components, 0–255.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
        let index = (y * width + x) * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// Changes the colour of one pixel.
    ///
    /// - Parameters:
    ///   - x: The column, from 0 at the left.
    ///   - y: The row, from 0 at the top.
    ///   - color: The red, green, blue and alpha components, 0–255.
    public mutating func setPixel(x: Int, y: Int, to color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside \(width)×\(height)")
        let index = (y * width + x) * 4
        pixels[index] = color.red
        pixels[index + 1] = color.green
        pixels[index + 2] = color.blue
        pixels[index + 3] = color.alpha
    }

    /// Decodes a PNG file's bytes.
    ///
    /// - Parameter pngData: The bytes of a PNG file.
    /// - Throws: `ImageCodingError.cannotDecode` when the bytes are not a whole, intact PNG
    ///   (checked first, see ``PNGValidation``), or too large.
    public init(pngData: [UInt8]) throws(ImageCodingError) {
        try PNGValidation.validate(pngData)
        self = try _PNGCodec.decode(pngData)
    }

    /// Encodes the image as PNG (deterministic: the same pixels give the same bytes).
    ///
    /// - Returns: The bytes of a PNG file.
    /// - Throws: `ImageCodingError.cannotEncode` if GDK refuses the pixels.
    public func pngData() throws(ImageCodingError) -> [UInt8] {
        try _PNGCodec.encode(self)
    }
}

/// An error decoding or encoding an image.
public enum ImageCodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes could not be decoded as a PNG image.
    case cannotDecode(String)
    /// The pixels could not be encoded.
    case cannotEncode(String)
    /// The pixel bytes do not match the width and height.
    case invalidPixelData(String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .cannotDecode(let reason): "cannot decode the PNG image: \(reason)"
        case .cannotEncode(let reason): "cannot encode the PNG image: \(reason)"
        case .invalidPixelData(let reason): "invalid pixel data: \(reason)"
        }
    }
}

/// PNG decoding (GdkPixbuf, straight alpha as stored) and encoding (GDK's PNG writer).
enum _PNGCodec {
    static func decode(_ data: [UInt8]) throws(ImageCodingError) -> RGBAImage {
        guard !data.isEmpty else { throw .cannotDecode("no bytes") }
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type("png", &error) else {
            throw .cannotDecode(_consume(error))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = data.withUnsafeBufferPointer {
            gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error)
        }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if error == nil { error = closeError } else if let closeError { g_error_free(closeError) }
        guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw .cannotDecode(_consume(error))
        }
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
            let source = gdk_pixbuf_read_pixels(pixbuf)
        else { throw .cannotDecode("unsupported pixel layout (\(channels) channels)") }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
                let line = source + row * stride
                for column in 0..<width {
                    let from = line + column * channels
                    let to = (row * width + column) * 4
                    target[to] = from[0]
                    target[to + 1] = from[1]
                    target[to + 2] = from[2]
                    if hasAlpha { target[to + 3] = from[3] }
                }
            }
        }
        return try! RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func encode(_ image: RGBAImage) throws(ImageCodingError) -> [UInt8] {
        let bytes = image.pixels.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard
            let texture = gdk_memory_texture_new(
                Int32(image.width), Int32(image.height), GDK_MEMORY_R8G8B8A8, bytes, gsize(image.width * 4))
        else { throw .cannotEncode("GDK rejected the pixel data") }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return try _pngBytes(of: texture)
    }

    /// Encodes a texture as PNG (`gdk_texture_save_to_png_bytes`).
    static func _pngBytes(of texture: OpaquePointer) throws(ImageCodingError) -> [UInt8] {
        guard let png = gdk_texture_save_to_png_bytes(texture) else { throw .cannotEncode("GDK could not write PNG") }
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(png, &size), size > 0 else { throw .cannotEncode("GDK wrote no bytes") }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    static func _consume(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "not a PNG image" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
