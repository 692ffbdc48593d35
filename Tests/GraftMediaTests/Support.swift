import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

/// Real image files written by the tests into a fresh temporary folder.
struct TestFiles {
    let directory: String

    init(_ name: String = "graft-media") throws {
        directory = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` in the folder and returns the path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8], modified: Date? = nil) throws -> String {
        let path = directory + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path) }
        return path
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}

/// Images whose pixels the tests know.
enum Pixels {
    /// A gradient: red grows to the right, green downwards, blue is `blue`, opaque.
    static func gradient(width: Int, height: Int, blue: UInt8 = 64) -> PlatformImage {
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), blue, 255]
            }
        }
        return try! PlatformImage(width: width, height: height, rgba: bytes)
    }

    /// Pseudo-random noise (compresses badly, so a PNG of it is long enough to cut in half).
    static func noise(width: Int, height: Int) -> PlatformImage {
        var state: UInt32 = 0x1234_5678
        var bytes = [UInt8]()
        for _ in 0..<(width * height) {
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes += [UInt8(truncatingIfNeeded: state >> 24), UInt8(truncatingIfNeeded: state >> 16), 7, 255]
        }
        return try! PlatformImage(width: width, height: height, rgba: bytes)
    }

    static func png(_ image: PlatformImage) -> [UInt8] { Array(image.pngData()!) }
}

/// A hand-written PNG: signature, IHDR announcing `width` × `height`, a small IDAT, IEND.
enum HandMadePNG {
    static func bomb(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(width) + bigEndian(height)
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        bytes += chunk("IHDR", header)
        // A zlib stream of a few zero bytes: enough for the decoder to start on the rows.
        bytes += chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])
        bytes += chunk("IEND", [])
        return bytes
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 (ISO 3309, as PNG uses), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

/// A hand-written BMP header announcing `width` × `height` 24-bit pixels (and a few bytes of them).
enum HandMadeBMP {
    static func bomb(width: UInt32, height: UInt32) -> [UInt8] {
        func le32(_ v: UInt32) -> [UInt8] {
            [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
        }
        func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        let dataSize = width &* height &* 3
        var bytes: [UInt8] = Array("BM".utf8) + le32(54 &+ dataSize) + le32(0) + le32(54)
        bytes += le32(40) + le32(width) + le32(height) + le16(1) + le16(24) + le32(0) + le32(dataSize)
        bytes += le32(2835) + le32(2835) + le32(0) + le32(0)
        bytes += [UInt8](repeating: 0x80, count: 4096)
        return bytes
    }
}

/// Waits with the GLib loop running.
@MainActor
enum MediaTest {
    /// Runs the main loop until `condition` holds; `false` on timeout.
    @discardableResult
    static func wait(timeout: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
        await MainLoop.run(until: condition, timeout: timeout)
    }
}
