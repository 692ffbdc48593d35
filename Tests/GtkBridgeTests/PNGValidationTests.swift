import Foundation
import GtkBridge
import Testing

/// A PNG chunk with its length and CRC, as a writer would make it.
func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    let length = UInt32(data.count)
    let crc = PNGValidation.crc32(typeBytes + data)
    return withUnsafeBytes(of: length.bigEndian, Array.init) + typeBytes + data
        + withUnsafeBytes(of: crc.bigEndian, Array.init)
}

@Suite("PNG references are checked before they are decoded")
struct PNGValidationTests {
    /// A real PNG: 64×48 pixels of a gradient, encoded by GDK.
    func samplePNG() throws -> [UInt8] {
        var image = RGBAImage(width: 64, height: 48, red: 0, green: 0, blue: 0)
        for y in 0..<48 {
            for x in 0..<64 { image.setPixel(x: x, y: y, to: (UInt8(x * 4), UInt8(y * 5), 90, 255)) }
        }
        return try image.pngData()
    }

    @Test("A whole PNG decodes; every truncation from 50 % to 99 % of its bytes is a typed error")
    func truncated() throws {
        let png = try samplePNG()
        #expect(try RGBAImage(pngData: png).width == 64)
        for percent in 50..<100 {
            let cut = Array(png.prefix(png.count * percent / 100))
            #expect(throws: ImageCodingError.self, "\(percent) %") { try RGBAImage(pngData: cut) }
        }
        do {
            _ = try RGBAImage(pngData: Array(png.prefix(png.count * 7 / 10)))
        } catch {
            #expect("\(error)".contains("truncated"), "\(error)")
        }
    }

    @Test("A flipped byte fails its chunk's CRC")
    func corrupted() throws {
        var png = try samplePNG()
        png[png.count / 2] ^= 0x40
        #expect(throws: ImageCodingError.self) { try RGBAImage(pngData: png) }
        do { _ = try RGBAImage(pngData: png) } catch { #expect("\(error)".contains("CRC"), "\(error)") }
    }

    @Test("A small file claiming 20,000×20,000 pixels is refused from its header, at once")
    func hugeHeader() throws {
        let png = try samplePNG()
        // The real file with its IHDR rewritten (and its CRC made right) to claim 20,000×20,000.
        var header: [UInt8] = []
        header += withUnsafeBytes(of: UInt32(20_000).bigEndian, Array.init)
        header += withUnsafeBytes(of: UInt32(20_000).bigEndian, Array.init)
        header += Array(png[24..<29])  // bit depth, colour type, compression, filter, interlace
        let forged = Array(png[0..<8]) + pngChunk("IHDR", header) + Array(png[33...])
        let start = ContinuousClock.now
        do {
            _ = try RGBAImage(pngData: forged)
            Issue.record("a 20,000×20,000 header was decoded")
        } catch {
            #expect("\(error)".contains("20000×20000"), "\(error)")
        }
        let elapsed = ContinuousClock.now - start
        // Refused from the header: far below the seconds decoding 400 million pixels would take.
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
        #expect(PNGValidation.maximumPixelCount >= 4096 * 4096)
    }
}
