import Foundation
import Graft
import GraftMedia
import GraftTestSupport
import GtkBridge
import Testing

/// The error of type `E` a throwing body gave, or `nil` when it returned (or threw another type).
func thrown<E: Error>(_ type: E.Type, _ body: () throws -> Void) -> E? {
    do {
        try body()
        return nil
    } catch let error as E {
        return error
    } catch {
        Issue.record("expected \(E.self), got \(error)")
        return nil
    }
}

@Suite("Hostile images: headers that lie, files that are not files, sizes above the pixel budget")
struct HostileImageTests {
    static let limit = PixelBudget.maximumPixelCount
    static let hugeBomb = HandMadePNG.bomb(width: 4_294_967_295, height: 4_294_967_295)
    static let hugeError = PlatformImageError.tooLarge(
        width: 4_294_967_295, height: 4_294_967_295, maximumPixelCount: limit)

    @Test("A 67-byte PNG claiming 4294967295 × 4294967295 is refused as too large from a file and from data")
    func overflowingHeader() throws {
        #expect(Self.hugeBomb.count == 67)
        let files = try TestFiles()
        defer { files.remove() }
        let path = try files.write("huge.png", Self.hugeBomb)
        #expect(thrown(PlatformImageError.self) { _ = try PlatformImage(contentsOfFile: path) } == Self.hugeError)
        #expect(thrown(PlatformImageError.self) { _ = try PlatformImage(data: Data(Self.hugeBomb)) } == Self.hugeError)
    }

    @Test("The picker's thumbnail decoder refuses the same file with the typed error")
    func overflowingHeaderThumbnail() throws {
        let files = try TestFiles()
        defer { files.remove() }
        let path = try files.write("huge.png", Self.hugeBomb)
        let error = thrown(ImageCodecError.self) { _ = try ImageCodec.thumbnailTexture(atPath: path, maximumSide: 160) }
        #expect(error == .tooLarge(width: 4_294_967_295, height: 4_294_967_295, maximumPixelCount: Self.limit))
    }

    @Test("Junk after a PNG signature is corrupt; a PNG cut inside its header is truncated")
    func signatureThenNothingUseful() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let junk = signature + Array("this is not an IHDR chunk, nor anything else a decoder wants".utf8)
        let real = Pixels.png(Pixels.gradient(width: 16, height: 16))
        func error(_ bytes: [UInt8]) -> PlatformImageError? {
            thrown(PlatformImageError.self) { _ = try PlatformImage(data: Data(bytes)) }
        }
        guard case .corrupt = error(junk) else {
            Issue.record("junk after the signature: \(String(describing: error(junk)))")
            return
        }
        for count in [8, 20, 30] {
            guard case .truncated(let reason) = error(Array(real.prefix(count))) else {
                Issue.record("\(count) bytes: \(String(describing: error(Array(real.prefix(count)))))")
                continue
            }
            #expect(reason.contains("\(count) bytes"), "\(reason)")
        }
        let text = Array("Dear diary, this is not a photo.".utf8)
        guard case .notAnImage = error(text) else {
            Issue.record("text: \(String(describing: error(text)))")
            return
        }
    }

    @Test("Scaling to 0×0 says the size is not positive; scaling above the budget is too large, at once")
    func scaleGeometry() throws {
        let image = Pixels.gradient(width: 20, height: 10)
        let zero = try #require(thrown(PlatformImageError.self) { _ = try image.scaled(width: 0, height: 0) })
        guard case .invalidGeometry(let reason) = zero else {
            Issue.record("0×0: \(zero)")
            return
        }
        #expect(reason.contains("0×0") && reason.contains("at least 1 pixel"), "\(reason)")
        #expect(!zero.description.contains("encode"), "\(zero)")
        let start = ContinuousClock.now
        let huge = thrown(PlatformImageError.self) { _ = try image.scaled(width: 20_000, height: 20_000) }
        #expect(huge == .tooLarge(width: 20_000, height: 20_000, maximumPixelCount: Self.limit))
        let sized = thrown(PlatformImageError.self) { _ = try image.scaled(to: Size(width: 20_000, height: 20_000)) }
        #expect(sized == .tooLarge(width: 20_000, height: 20_000, maximumPixelCount: Self.limit))
        #expect(ContinuousClock.now - start < .seconds(1), "refused before allocating 1.6 GB")
        #expect(try image.scaled(width: 100, height: 50).width == 100, "a size within the budget still scales")
    }

    @Test("A FIFO and a link to /dev/zero are left out of the folder; a name that is not UTF-8 is listed")
    func folderEntries() throws {
        let files = try TestFiles("graft-odd-files")
        defer { files.remove() }
        try files.write("photo.png", Pixels.png(Pixels.gradient(width: 4, height: 4)))
        #expect(mkfifo(files.directory + "/pipe.png", 0o644) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: files.directory + "/zero.jpg", withDestinationPath: "/dev/zero")
        // "caf\xE9.png": Latin-1 é, not valid UTF-8.
        let rawName: [CChar] = (Array("caf".utf8) + [0xE9] + Array(".png".utf8) + [0]).map { CChar(bitPattern: $0) }
        let rawPath = Array(files.directory.utf8CString.dropLast()) + [CChar(bitPattern: 0x2F)] + rawName
        let descriptor = open(rawPath, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        let bytes = Pixels.png(Pixels.gradient(width: 4, height: 4))
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        let start = ContinuousClock.now
        let folder = PhotoLibraryFolder(path: files.directory)
        #expect(ContinuousClock.now - start < .seconds(2), "listing never opens the FIFO")
        let names = Set(folder.entries.map(\.name))
        #expect(names == ["photo.png", "caf\u{FFFD}.png"], "\(names)")
        #expect(folder.error == nil)
        // Opened by path anyway ("Open other…"), they are refused without being read.
        for name in ["pipe.png", "zero.jpg"] {
            let path = files.directory + "/" + name
            let error = thrown(PlatformImageError.self) { _ = try PlatformImage(contentsOfFile: path) }
            #expect(error == .unreadable(path: path, reason: "not a regular file (a FIFO, socket, device or folder)"))
        }
        #expect(ContinuousClock.now - start < .seconds(2), "nothing blocked on the FIFO")
    }
}

@Suite("The pixel budget on cameras", .serialized)
@MainActor
struct CameraBudgetTests {
    @Test("A 16384² test pattern is refused before the pipeline starts, naming the budget")
    func hugePattern() throws {
        try GtkRuntime.initialize()
        let camera = CameraCapture(source: .testPattern(width: 16_384, height: 16_384))
        let error = thrown(CameraError.self) { try camera.start() }
        guard case .invalidSource(let reason) = error else {
            Issue.record("16384²: \(String(describing: error))")
            return
        }
        #expect(reason.contains("100000000"), "\(reason)")
        #expect(!camera.isRunning)
    }

    @Test("CameraCapture(source:) with no display ends with the typed no-display error, not a crash in GTK")
    func noDisplay() async throws {
        let result = try await Subprocess.runProduct(
            "CameraNoDisplayProbe", removing: ["DISPLAY", "WAYLAND_DISPLAY"], timeout: .seconds(20))
        #expect(!result.timedOut)
        #expect(result.status == 1, "exit status \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("Graft could not open a display: DISPLAY and WAYLAND_DISPLAY are unset"))
        #expect(!result.stderr.contains("CRITICAL"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
