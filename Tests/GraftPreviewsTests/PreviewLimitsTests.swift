import Foundation
import Graft
import GraftSnapshotTesting
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftPreviews

@Suite("Preview sizes above the pixel budget, and output paths that cannot take files", .serialized)
@MainActor
struct PreviewLimitsTests {
    @Test("A 40000×40000 preview is refused with the typed size error before a window opens")
    func hugePreview() throws {
        let start = ContinuousClock.now
        let windowsBefore = Gtk.Window.toplevels.count
        for side in [40_000, 20_000] {
            #expect(
                throws: PreviewSizeError(width: side, height: side, maximumPixelCount: PixelBudget.maximumPixelCount)
            ) {
                try PreviewRenderer.render(Text("huge"), layout: .fixed(width: side, height: side))
            }
        }
        #expect(Gtk.Window.toplevels.count == windowsBefore)
        #expect(ContinuousClock.now - start < .seconds(1))
        let error = PreviewSizeError(width: 40_000, height: 40_000, maximumPixelCount: PixelBudget.maximumPixelCount)
        #expect(error.description.contains("40000×40000") && error.description.contains("100000000"))
    }

    @Test("graft-previews onto a file says the path is a file, not an NSCocoaErrorDomain dump")
    func outputOntoFile() async throws {
        let folder = try makeTemporaryFolder("onto-file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        for output in [file.path, file.path + "/inside"] {
            let stderr = try await Self.failedRun(output: output)
            #expect(stderr.contains("\(file.path) is a file, not a folder"), "\(stderr)")
        }
    }

    @Test("graft-previews into a folder it cannot create names the folder and the system's reason")
    func outputNotCreatable() async throws {
        // /sys refuses new folders even to root (a chmod'ed folder would not stop root).
        let output = "/sys/graft-previews-\(UUID())"
        let stderr = try await Self.failedRun(output: output)
        #expect(stderr.contains("cannot write the previews into \(output)"), "\(stderr)")
        #expect(stderr.contains("not permitted") || stderr.contains("denied"), "\(stderr)")
    }

    /// Runs `graft-previews --output output`, expects it to fail with a sentence rather than an
    /// `NSError` dump, and returns what it printed on standard error.
    static func failedRun(output: String) async throws -> String {
        let result = try await Subprocess.runProduct(
            "graft-previews", arguments: ["--output", output], removing: ["DISPLAY", "WAYLAND_DISPLAY"],
            timeout: .seconds(60))
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Code="), "\(result.stderr)")
        return result.stderr
    }

    @Test("A read-only folder's and an existing file's errors read as sentences")
    func describedErrors() {
        let readOnly = CocoaError(.fileWriteVolumeReadOnly, userInfo: [NSFilePathErrorKey: "/media/cd/previews"])
        #expect(
            PreviewCommand.describe(readOnly, output: "/media/cd/previews")
                == "cannot write the previews into /media/cd/previews: /media/cd/previews: the file system is read-only"
        )
        let exists = CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: "/tmp/x"])
        #expect(PreviewCommand.describe(exists, output: "/tmp/x").hasSuffix("a file is in the way of a folder"))
    }

    @Test("A folder where a snapshot reference should be says so, in checking and in recording")
    func folderAsReference() throws {
        let folder = try makeTemporaryFolder("folder-reference")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folderAsReference.dir.png"), withIntermediateDirectories: true)
        let image = RGBAImage(width: 4, height: 4, red: 1, green: 2, blue: 3)
        for mode in [SnapshotRecordMode.never, .all] {
            let failure = verifySnapshot(
                of: image, as: .image, named: "dir", record: mode, snapshotDirectory: folder.path)
            let reason = failure?.reason ?? "passed"
            #expect(reason.contains("is a folder, not a file"), "\(mode): \(reason)")
            #expect(!reason.contains("file error"), "\(reason)")
            #expect(failure?.referencePath.hasSuffix("folderAsReference.dir.png") == true)
        }
    }
}
