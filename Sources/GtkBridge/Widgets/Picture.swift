import CGtk

extension Gtk {
    /// A widget that shows an image (`GtkPicture`), from a file or from RGBA pixels.
    ///
    /// Loading is checked: an unreadable file or inconsistent pixel data throws a `PictureError`
    /// instead of leaving an empty widget.
    ///
    /// ```swift
    /// let photo = try Picture(filePath: "/tmp/photo.png")
    /// photo.contentFit = .cover
    /// let swatch = try Picture(pixels: [255, 0, 0, 255], width: 1, height: 1)
    /// ```
    open class Picture: Widget {
        private var picture: OpaquePointer { gobjectPointer }

        /// Creates a picture with no image.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_picture_new()))
        }

        /// Creates a picture showing an image file (PNG, JPEG, TIFF, or any format GdkPixbuf reads).
        ///
        /// - Parameter filePath: The path of the image file.
        /// - Throws: `PictureError.fileNotFound` or `.cannotDecode`.
        public convenience init(filePath: String) throws(PictureError) {
            self.init()
            try setImage(filePath: filePath)
        }

        /// Creates a picture from 8-bit RGBA pixels (straight, not premultiplied, alpha).
        ///
        /// - Parameters:
        ///   - pixels: Rows of `width` pixels, 4 bytes each (red, green, blue, alpha), rows `stride`
        ///     bytes apart. The bytes are copied.
        ///   - width: The width in pixels.
        ///   - height: The height in pixels.
        ///   - stride: The distance between row starts in bytes; `nil` for `width * 4`.
        /// - Throws: `PictureError.invalidPixelData` if the sizes do not match the bytes.
        public convenience init(pixels: [UInt8], width: Int, height: Int, stride: Int? = nil) throws(PictureError) {
            self.init()
            try setImage(pixels: pixels, width: width, height: height, stride: stride)
        }

        /// Replaces the image with the contents of an image file.
        ///
        /// On failure the current image is left unchanged.
        ///
        /// - Parameter filePath: The path of the image file.
        /// - Throws: `PictureError.fileNotFound` or `.cannotDecode`.
        public func setImage(filePath: String) throws(PictureError) {
            guard g_file_test(filePath, G_FILE_TEST_IS_REGULAR) != 0 else { throw .fileNotFound(path: filePath) }
            var error: UnsafeMutablePointer<GError>?
            guard let texture = gdk_texture_new_from_filename(filePath, &error) else {
                let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
                if let error { g_error_free(error) }
                throw .cannotDecode(path: filePath, reason: reason)
            }
            _show(texture: texture)
        }

        /// Replaces the image with 8-bit RGBA pixels (straight alpha). The bytes are copied.
        ///
        /// On failure the current image is left unchanged.
        ///
        /// - Parameters:
        ///   - pixels: Rows of `width` RGBA pixels, `stride` bytes apart.
        ///   - width: The width in pixels.
        ///   - height: The height in pixels.
        ///   - stride: The distance between row starts in bytes; `nil` for `width * 4`.
        /// - Throws: `PictureError.invalidPixelData` if the sizes do not match the bytes.
        public func setImage(pixels: [UInt8], width: Int, height: Int, stride: Int? = nil) throws(PictureError) {
            let stride = stride ?? width &* 4
            guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
                throw .invalidPixelData("width and height must be positive, got \(width)×\(height)")
            }
            guard stride >= width * 4 else {
                throw .invalidPixelData("stride \(stride) is less than width × 4 = \(width * 4)")
            }
            let (rows, overflow) = (height - 1).multipliedReportingOverflow(by: stride)
            guard !overflow, pixels.count >= rows + width * 4 else {
                throw .invalidPixelData(
                    "\(pixels.count) bytes are too few for \(width)×\(height) pixels with stride \(stride)")
            }
            let bytes = g_bytes_new(pixels, gsize(pixels.count))
            defer { g_bytes_unref(bytes) }
            let texture = gdk_memory_texture_new(
                Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(stride))
            guard let texture else { throw .invalidPixelData("GDK rejected the pixel data") }
            _show(texture: texture)
        }

        /// Removes the image.
        public func clearImage() {
            gtk_picture_set_paintable(picture, nil)
        }

        /// Whether the picture has an image to show.
        public var hasImage: Bool { gtk_picture_get_paintable(picture) != nil }

        /// The image's own size in pixels, or `nil` when there is no image.
        public var intrinsicSize: (width: Int, height: Int)? {
            guard let paintable = gtk_picture_get_paintable(picture) else { return nil }
            return (
                Int(gdk_paintable_get_intrinsic_width(paintable)), Int(gdk_paintable_get_intrinsic_height(paintable))
            )
        }

        /// How the image is scaled into the space the widget gets.
        public var contentFit: ContentFit {
            get { ContentFit(gtk_picture_get_content_fit(picture)) }
            set { gtk_picture_set_content_fit(picture, newValue.gtk) }
        }

        /// Whether the widget may be smaller than the image (the image is then scaled down).
        public var canShrink: Bool {
            get { gtk_picture_get_can_shrink(picture) != 0 }
            set { gtk_picture_set_can_shrink(picture, newValue ? 1 : 0) }
        }

        /// A text description of the image for assistive technologies, or `nil`.
        public var alternativeText: String? {
            get { gtk_picture_get_alternative_text(picture).map { String(cString: $0) } }
            set { gtk_picture_set_alternative_text(picture, newValue) }
        }

        /// Shows `texture` and releases the caller's reference to it (the picture keeps its own).
        private func _show(texture: OpaquePointer) {
            gtk_picture_set_paintable(picture, texture)
            g_object_unref(UnsafeMutableRawPointer(texture))
        }
    }
}

/// How an image is scaled into the space its widget gets (`GtkContentFit`).
public enum ContentFit: Sendable, Hashable, CaseIterable {
    /// Stretch to fill the space exactly, ignoring the aspect ratio.
    case fill
    /// Scale to fit inside the space, keeping the aspect ratio (letterboxed).
    case contain
    /// Scale to cover the space, keeping the aspect ratio (cropped).
    case cover
    /// Like `contain`, but never scaled up beyond the image's own size.
    case scaleDown

    var gtk: GtkContentFit {
        switch self {
        case .fill: GTK_CONTENT_FIT_FILL
        case .contain: GTK_CONTENT_FIT_CONTAIN
        case .cover: GTK_CONTENT_FIT_COVER
        case .scaleDown: GTK_CONTENT_FIT_SCALE_DOWN
        }
    }

    init(_ value: GtkContentFit) {
        switch value {
        case GTK_CONTENT_FIT_FILL: self = .fill
        case GTK_CONTENT_FIT_COVER: self = .cover
        case GTK_CONTENT_FIT_SCALE_DOWN: self = .scaleDown
        default: self = .contain
        }
    }
}

/// An error loading an image into a `Picture`.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No regular file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but could not be read or decoded as an image.
    case cannotDecode(path: String, reason: String)
    /// The pixel bytes do not match the width, height and stride given.
    case invalidPixelData(String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .fileNotFound(let path): "no image file at '\(path)'"
        case .cannotDecode(let path, let reason): "cannot load the image '\(path)': \(reason)"
        case .invalidPixelData(let reason): "invalid pixel data: \(reason)"
        }
    }
}
