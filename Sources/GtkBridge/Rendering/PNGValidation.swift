/// Checks a PNG file's structure before it is decoded: the signature, every chunk's length and
/// CRC, an `IHDR` first with a size within ``maximumPixelCount``, and an `IEND` at the end.
///
/// A truncated or corrupted reference then fails with a typed error instead of decoding to a
/// partial image that might still compare equal, and a small file claiming a huge size is refused
/// from its header instead of allocating gigabytes.
///
/// ```swift
/// try PNGValidation.validate(bytes)   // throws ImageCodingError.cannotDecode("… truncated …")
/// ```
public enum PNGValidation {
    /// The most pixels a decoded PNG may have (16,384 × 16,384).
    public static let maximumPixelCount = 16_384 * 16_384

    /// Throws when `data` is not a whole, intact PNG of an acceptable size.
    ///
    /// - Parameter data: The bytes of a PNG file.
    /// - Throws: `ImageCodingError.cannotDecode` saying what is wrong.
    public static func validate(_ data: [UInt8]) throws(ImageCodingError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 8, Array(data[0..<8]) == signature else {
            throw .cannotDecode("the data does not start with the PNG signature")
        }
        var offset = 8
        var isFirst = true
        while true {
            guard offset + 8 <= data.count else {
                throw .cannotDecode("the file is truncated after \(data.count) bytes (it has no IEND chunk)")
            }
            let length = Int(readUInt32(data, at: offset))
            let typeBytes = Array(data[(offset + 4)..<(offset + 8)])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= data.count, offset + 12 + length <= data.count else {
                throw .cannotDecode(
                    "the file is truncated after \(data.count) bytes (its \(type) chunk needs \(length) bytes)")
            }
            let crcOffset = offset + 8 + length
            let expected = readUInt32(data, at: crcOffset)
            guard crc32(data[(offset + 4)..<crcOffset]) == expected else {
                throw .cannotDecode("the \(type) chunk at byte \(offset) fails its CRC check (the file is corrupted)")
            }
            if isFirst {
                guard type == "IHDR", length == 13 else { throw .cannotDecode("the file does not start with IHDR") }
                let width = Int(readUInt32(data, at: offset + 8))
                let height = Int(readUInt32(data, at: offset + 12))
                guard width > 0, height > 0 else { throw .cannotDecode("the image is \(width)×\(height) pixels") }
                guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixelCount,
                    width <= maximumPixelCount, height <= maximumPixelCount
                else {
                    throw .cannotDecode(
                        "the header claims \(width)×\(height) pixels, more than the \(maximumPixelCount) allowed")
                }
                isFirst = false
            }
            offset = crcOffset + 4
            if type == "IEND" { return }
        }
    }

    private static func readUInt32(_ data: [UInt8], at offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8
            | UInt32(data[offset + 3])
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 PNG uses (over a chunk's type and data).
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: The CRC.
    public static func crc32<Bytes: Collection>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
