import Foundation
import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("Picture")
    @MainActor
    struct PictureTests {
        /// A 3×2 opaque red RGBA PNG.
        static let redPNG: [UInt8] = [
            0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
            0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x9d, 0x74, 0x66,
            0x1a, 0x00, 0x00, 0x00, 0x11, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
            0x1f, 0x86, 0x19, 0x90, 0x39, 0x00, 0x9b, 0x7e, 0x0b, 0xf5, 0x72, 0xb0, 0xb9, 0x3c, 0x00, 0x00,
            0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
        ]

        /// Writes `bytes` to a new file in a fresh temporary directory and returns its path.
        func writeTemporaryFile(named name: String, _ bytes: [UInt8]) throws -> String {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("graft-picture-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let url = directory.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }

        @Test("a missing file throws fileNotFound")
        func missingFile() throws {
            try startGtk()
            let path = "/nonexistent/graft/\(UUID().uuidString).png"
            #expect(throws: PictureError.fileNotFound(path: path)) { try Gtk.Picture(filePath: path) }
        }

        @Test("a file that is not an image throws cannotDecode with GDK's reason")
        func undecodableFile() throws {
            try startGtk()
            let path = try writeTemporaryFile(named: "broken.png", Array("not a png".utf8))
            do {
                _ = try Gtk.Picture(filePath: path)
                Issue.record("loading a text file as an image should throw")
            } catch {
                guard case .cannotDecode(let failedPath, let reason) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(failedPath == path)
                #expect(!reason.isEmpty)
            }
        }

        @Test("a real PNG file loads with its intrinsic size")
        func pngFile() throws {
            try startGtk()
            let path = try writeTemporaryFile(named: "red.png", Self.redPNG)
            let picture = try Gtk.Picture(filePath: path)
            #expect(picture.hasImage)
            #expect(picture.intrinsicSize.map { [$0.width, $0.height] } == [3, 2])
        }

        @Test("a failed load leaves the current image in place")
        func failedReplace() throws {
            try startGtk()
            let picture = try Gtk.Picture(pixels: [UInt8](repeating: 255, count: 4 * 4), width: 2, height: 2)
            #expect(throws: PictureError.self) { try picture.setImage(filePath: "/nonexistent.png") }
            #expect(picture.intrinsicSize.map { [$0.width, $0.height] } == [2, 2])
            picture.clearImage()
            #expect(!picture.hasImage)
            #expect(picture.intrinsicSize == nil)
        }

        @Test("RGBA pixel bytes give a picture of the given size, with or without row padding")
        func pixels() throws {
            try startGtk()
            let plain = try Gtk.Picture(pixels: [UInt8](repeating: 200, count: 5 * 3 * 4), width: 5, height: 3)
            #expect(plain.intrinsicSize.map { [$0.width, $0.height] } == [5, 3])
            // Rows of 2 pixels (8 bytes) padded to 12 bytes; the last row needs no padding.
            let padded = try Gtk.Picture(pixels: [UInt8](repeating: 9, count: 12 + 8), width: 2, height: 2, stride: 12)
            #expect(padded.intrinsicSize.map { [$0.width, $0.height] } == [2, 2])
        }

        @Test("inconsistent pixel data throws invalidPixelData")
        func invalidPixels() throws {
            try startGtk()
            #expect(throws: PictureError.self) { try Gtk.Picture(pixels: [1, 2, 3], width: 1, height: 1) }
            #expect(throws: PictureError.self) { try Gtk.Picture(pixels: [], width: 0, height: 1) }
            #expect(throws: PictureError.self) {
                try Gtk.Picture(pixels: [UInt8](repeating: 0, count: 64), width: 4, height: 2, stride: 8)
            }
            do {
                _ = try Gtk.Picture(pixels: [UInt8](repeating: 0, count: 10), width: 2, height: 2)
            } catch {
                guard case .invalidPixelData(let reason) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(reason.contains("10 bytes"))
            }
        }

        @Test("content fit, shrinking and alternative text")
        func presentation() throws {
            try startGtk()
            let picture = Gtk.Picture()
            #expect(!picture.hasImage)
            for fit in ContentFit.allCases {
                picture.contentFit = fit
                #expect(picture.contentFit == fit)
            }
            picture.canShrink = false
            #expect(!picture.canShrink)
            picture.alternativeText = "A red square"
            #expect(picture.alternativeText == "A red square")
        }
    }
}
