import Foundation
import Graft
import Testing

@Suite("PlatformImage loading and encoding")
struct ImageLoadingTests {
    @Test("A generated PNG and JPEG load back with their size and pixels")
    func roundTrip() throws {
        let files = try TestFiles()
        defer { files.remove() }
        let source = Pixels.gradient(width: 40, height: 30)
        let pngPath = try files.write("g.png", Array(source.pngData()!))
        let png = try PlatformImage(contentsOfFile: pngPath)
        #expect(png.width == 40 && png.height == 30)
        #expect(png.rgba == source.rgba, "PNG is lossless")
        let jpegBytes = try #require(source.jpegData(compressionQuality: 0.95))
        #expect(Array(jpegBytes.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let jpeg = try PlatformImage(contentsOfFile: try files.write("g.jpg", Array(jpegBytes)))
        #expect(jpeg.width == 40 && jpeg.height == 30)
        let (red, green, blue, _) = jpeg.pixel(x: 39, y: 0)
        #expect(red > 230 && green < 30 && (40...90).contains(blue), "top right is red-ish: \(red) \(green) \(blue)")
        let fromData = try PlatformImage(data: jpegBytes)
        #expect(fromData.width == 40 && fromData != jpeg, "a new decode is a new image (identity)")
    }

    @Test("JPEG quality changes the size: 0.1 is smaller than 1.0")
    func jpegQuality() throws {
        let image = Pixels.noise(width: 64, height: 64)
        let low = try #require(image.jpegData(compressionQuality: 0.1)).count
        let high = try #require(image.jpegData(compressionQuality: 1.0)).count
        #expect(low < high / 2, "\(low) vs \(high) bytes")
    }

    @Test("Each bad file gets its own typed error, fast")
    func badFiles() throws {
        let files = try TestFiles()
        defer { files.remove() }
        var png = Pixels.png(Pixels.noise(width: 64, height: 64))
        let truncated = try files.write("half.png", Array(png.prefix(png.count / 2)))
        // Damage the compressed data in the middle of IDAT: the CRC no longer matches.
        for index in (png.count / 2)..<(png.count / 2 + 16) { png[index] ^= 0x5A }
        let corrupt = try files.write("corrupt.png", png)
        let empty = try files.write("empty.png", [])
        let text = try files.write("notes.jpg", Array("Dear diary, this is not a photo.\n".utf8))
        let bomb = try files.write("bomb.png", HandMadePNG.bomb(width: 60_000, height: 60_000))
        let bmpBomb = try files.write("bomb.bmp", HandMadeBMP.bomb(width: 60_000, height: 60_000))

        func error(_ path: String) -> PlatformImageError? {
            do {
                _ = try PlatformImage(contentsOfFile: path)
                return nil
            } catch { return error }
        }
        let clock = ContinuousClock()
        let start = clock.now
        if case .truncated = error(truncated) {
        } else {
            Issue.record("truncated: \(String(describing: error(truncated)))")
        }
        if case .corrupt = error(corrupt) {} else { Issue.record("corrupt: \(String(describing: error(corrupt)))") }
        #expect(error(empty) == .empty)
        if case .notAnImage = error(text) {} else { Issue.record("text: \(String(describing: error(text)))") }
        #expect(error(bomb) == .tooLarge(width: 60_000, height: 60_000, maximumPixelCount: 100_000_000))
        #expect(error(bmpBomb) == .tooLarge(width: 60_000, height: 60_000, maximumPixelCount: 100_000_000))
        #expect(error(files.directory + "/missing.png") == .fileNotFound(path: files.directory + "/missing.png"))
        // Refused from headers: all of it takes far less than decoding 3.6 gigapixels would.
        #expect(clock.now - start < .seconds(2))
    }

    @Test("The pixel limit is configurable: a 100×100 image is refused under a 5,000-pixel limit")
    func configurableLimit() throws {
        let bytes = Pixels.png(Pixels.gradient(width: 100, height: 100))
        #expect(throws: PlatformImageError.tooLarge(width: 100, height: 100, maximumPixelCount: 5_000)) {
            try PlatformImage(data: Data(bytes), maximumPixelCount: 5_000)
        }
        #expect(try PlatformImage(data: Data(bytes), maximumPixelCount: 10_000).width == 100)
    }

    @Test("Cropping keeps the pixels of the rectangle; scaling changes the size")
    func cropAndScale() throws {
        let image = Pixels.gradient(width: 100, height: 50)
        let crop = try image.cropped(to: PixelRect(x: 10, y: 20, width: 30, height: 25))
        #expect(crop.width == 30 && crop.height == 25)
        #expect(crop.pixel(x: 0, y: 0) == image.pixel(x: 10, y: 20))
        #expect(crop.pixel(x: 29, y: 24) == image.pixel(x: 39, y: 44))
        let clipped = try image.cropped(to: PixelRect(x: 90, y: 40, width: 50, height: 50))
        #expect(clipped.width == 10 && clipped.height == 10)
        #expect(throws: PlatformImageError.self) { try image.cropped(to: PixelRect(x: 200, y: 0, width: 5, height: 5)) }
        let half = try image.scaled(to: Size(width: 50, height: 25))
        #expect(half.width == 50 && half.height == 25)
        #expect(half.pixel(x: 49, y: 0).red > 240 && half.pixel(x: 0, y: 0).red < 10)
        #expect(try image.resized(toFit: 20).width == 20)
        #expect(try image.resized(toFit: 20).height == 10)
        #expect(throws: PlatformImageError.self) { try image.scaled(width: 0, height: 3) }
    }
}

@Suite("PlatformImage truncation")
struct ImageTruncationTests {
    @Test("A JPEG cut in half is reported as truncated, not shown half grey")
    func truncatedJPEG() throws {
        let jpeg = try #require(Pixels.noise(width: 64, height: 64).jpegData(compressionQuality: 0.9))
        let error = #expect(throws: PlatformImageError.self) { try PlatformImage(data: jpeg.prefix(jpeg.count / 2)) }
        guard case .truncated = error else {
            Issue.record("expected .truncated, got \(String(describing: error))")
            return
        }
    }
}
