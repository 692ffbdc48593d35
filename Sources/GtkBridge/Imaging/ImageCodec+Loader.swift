import CGtk

/// What the `size-prepared` handler decides, shared with the loading thread through a pointer.
private struct _SizeCheck {
    var maximumPixelCount: Int
    var maximumSide: Int
    var width: Int = 0
    var height: Int = 0
    var headerSeen = false
    var refused = false
}

private func _sizePrepared(
    _ loader: UnsafeMutablePointer<GdkPixbufLoader>?, _ width: Int32, _ height: Int32, _ data: gpointer?
) {
    guard let loader, let data else { return }
    let check = data.assumingMemoryBound(to: _SizeCheck.self)
    check.pointee.headerSeen = true
    check.pointee.width = Int(width)
    check.pointee.height = Int(height)
    if !PixelBudget.allows(width: Int(width), height: Int(height), maximumPixelCount: check.pointee.maximumPixelCount) {
        check.pointee.refused = true
        // gdk_pixbuf_get_file_info's trick: a zero size makes every loader stop before allocating.
        gdk_pixbuf_loader_set_size(loader, 0, 0)
        return
    }
    let side = check.pointee.maximumSide
    if side > 0, width > side || height > side {
        let scale = Double(side) / Double(max(width, height))
        let newWidth = max(1, Int32((Double(width) * scale).rounded()))
        let newHeight = max(1, Int32((Double(height) * scale).rounded()))
        gdk_pixbuf_loader_set_size(loader, newWidth, newHeight)
    }
}

/// The signature of a format whose files begin with fixed bytes, and how long its header is.
private struct _Signature: Equatable {
    let name: String
    /// The bytes a file needs before the decoder can know the image's size.
    let headerLength: Int

    init?(of bytes: [UInt8]) {
        func starts(_ prefix: [UInt8]) -> Bool { bytes.count >= prefix.count && bytes.starts(with: prefix) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            (name, headerLength) = ("PNG", 33)  // signature, IHDR length, type, 13 bytes, CRC
        } else if starts([0xFF, 0xD8, 0xFF]) {
            (name, headerLength) = ("JPEG", 4)
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            (name, headerLength) = ("GIF", 13)  // signature and logical screen descriptor
        } else {
            return nil
        }
    }

    func shortHeader(_ count: Int) -> String {
        "the \(name) data ends after \(count) bytes, inside its \(headerLength)-byte header"
    }
}

extension ImageCodec {
    /// The chunk size fed to the loader; the header arrives in the first chunk.
    static let _chunkSize = 64 * 1024

    /// Runs a loader over `bytes`; returns an owned, orientation-corrected pixbuf.
    static func _loadPixbuf(
        _ bytes: [UInt8], maximumPixelCount: Int, maximumSide: Int?
    ) throws(ImageCodecError) -> OpaquePointer {
        guard !bytes.isEmpty else { throw .empty }
        if let (width, height) = _pngHeaderSize(bytes), width > 0, height > 0,
            !PixelBudget.allows(width: width, height: height, maximumPixelCount: maximumPixelCount)
        {
            throw .tooLarge(width: width, height: height, maximumPixelCount: maximumPixelCount)
        }
        let signature = _Signature(of: bytes)
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let check = UnsafeMutablePointer<_SizeCheck>.allocate(capacity: 1)
        check.initialize(to: _SizeCheck(maximumPixelCount: maximumPixelCount, maximumSide: maximumSide ?? 0))
        defer { check.deallocate() }
        typealias Handler = @convention(c) (UnsafeMutablePointer<GdkPixbufLoader>?, Int32, Int32, gpointer?) -> Void
        let handler: Handler = _sizePrepared
        g_signal_connect_data(
            UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(handler, to: GCallback.self), check, nil,
            GConnectFlags(rawValue: 0))
        var error: UnsafeMutablePointer<GError>?
        var offset = 0
        var writeFailed = false
        bytes.withUnsafeBufferPointer { buffer in
            while offset < buffer.count, !check.pointee.refused {
                let count = min(_chunkSize, buffer.count - offset)
                if gdk_pixbuf_loader_write(loader, buffer.baseAddress! + offset, gsize(count), &error) == 0 {
                    writeFailed = true
                    return
                }
                offset += count
            }
        }
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError) != 0
        let state = check.pointee
        if state.refused {
            _free(error)
            _free(closeError)
            throw .tooLarge(width: state.width, height: state.height, maximumPixelCount: maximumPixelCount)
        }
        if writeFailed {
            _free(closeError)
            let unknownType = error.map { $0.pointee.code == GDK_PIXBUF_ERROR_UNKNOWN_TYPE.rawValue } ?? false
            let message = _message(error, fallback: "the decoder stopped")
            if let signature, !state.headerSeen, bytes.count < signature.headerLength {
                throw .truncated(signature.shortHeader(bytes.count))
            }
            throw state.headerSeen || !unknownType || signature != nil ? .corrupt(message) : .notAnImage(message)
        }
        guard closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
            let message = _message(closeError, fallback: "the decoder produced no image")
            if state.headerSeen { throw .truncated(message) }
            guard let signature else { throw .notAnImage(message) }
            // A known signature makes it an image: a damaged one, or one cut before its header ends.
            if bytes.count < signature.headerLength { throw .truncated(signature.shortHeader(bytes.count)) }
            throw .corrupt("\(signature.name) data after the signature is not a valid header: \(message)")
        }
        // Some loaders (PNG, JPEG) return what they decoded so far from a cut file without an error.
        if let format = gdk_pixbuf_loader_get_format(loader), let name = gdk_pixbuf_format_get_name(format) {
            defer { g_free(name) }
            if let missing = _missingEnd(of: bytes, format: String(cString: name)) { throw .truncated(missing) }
        }
        guard let oriented = gdk_pixbuf_apply_embedded_orientation(pixbuf) else {
            throw .corrupt("the EXIF orientation could not be applied")
        }
        return oriented
    }

    /// The width and height of a PNG's IHDR, read without decoding (the cheapest bomb check).
    static func _pngHeaderSize(_ bytes: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Why a file of a format with an end marker lacks it (PNG's IEND, JPEG's EOI, GIF's trailer).
    static func _missingEnd(of bytes: [UInt8], format: String) -> String? {
        switch format {
        case "png":
            var offset = 8
            while offset + 8 <= bytes.count {
                let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                if bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8) { return nil }
                offset += 12 + length
            }
            return "the PNG data ends after \(bytes.count) bytes, before its IEND chunk"
        case "jpeg":
            var end = bytes.count
            while end > 2, bytes[end - 1] == 0 { end -= 1 }  // some writers pad with zeros
            return end >= 2 && bytes[end - 2] == 0xFF && bytes[end - 1] == 0xD9
                ? nil : "the JPEG data ends after \(bytes.count) bytes, before its end-of-image marker"
        case "gif":
            return bytes.last == 0x3B ? nil : "the GIF data ends after \(bytes.count) bytes, before its trailer"
        default:
            return nil
        }
    }

    /// The whole file, read with GLib.
    static func _readFile(_ path: String) throws(ImageCodecError) -> [UInt8] {
        guard g_file_test(path, G_FILE_TEST_IS_REGULAR) != 0 else {
            // Never opened: reading a FIFO would block, a device such as /dev/zero never ends.
            guard g_file_test(path, G_FILE_TEST_EXISTS) != 0 else { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: "not a regular file (a FIFO, socket, device or folder)")
        }
        var contents: UnsafeMutablePointer<CChar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            throw .unreadable(path: path, reason: _message(error, fallback: "unknown error"))
        }
        defer { g_free(contents) }
        return contents.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    /// Straight-alpha RGBA pixels of a pixbuf (3 or 4 channels, 8 bits).
    static func _rgba(of pixbuf: OpaquePointer) throws(ImageCodecError) -> RGBAImage {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard width > 0, height > 0, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
            let source = gdk_pixbuf_read_pixels(pixbuf)
        else { throw .corrupt("unsupported pixel layout (\(channels) channels)") }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
                let line = source + row * stride
                if hasAlpha {
                    (target.baseAddress! + row * width * 4).update(from: line, count: width * 4)
                    continue
                }
                for column in 0..<width {
                    let from = line + column * 3
                    let to = (row * width + column) * 4
                    target[to] = from[0]
                    target[to + 1] = from[1]
                    target[to + 2] = from[2]
                }
            }
        }
        return try! RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// An owned pixbuf over a copy of the pixels (RGB when `keepAlpha` is false).
    static func _pixbuf(of image: RGBAImage, keepAlpha: Bool) -> OpaquePointer {
        var bytes = image.pixels
        var channels = 4
        if !keepAlpha {
            channels = 3
            var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
            for index in 0..<(image.width * image.height) {
                rgb[index * 3] = bytes[index * 4]
                rgb[index * 3 + 1] = bytes[index * 4 + 1]
                rgb[index * 3 + 2] = bytes[index * 4 + 2]
            }
            bytes = rgb
        }
        let data = bytes.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        return gdk_pixbuf_new_from_bytes(
            data, GDK_COLORSPACE_RGB, keepAlpha ? 1 : 0, 8, Int32(image.width), Int32(image.height),
            Int32(image.width * channels))
    }

    static func _message(_ error: UnsafeMutablePointer<GError>?, fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? fallback
    }

    static func _free(_ error: UnsafeMutablePointer<GError>?) {
        if let error { g_error_free(error) }
    }
}
