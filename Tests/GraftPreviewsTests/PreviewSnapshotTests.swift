import Foundation
import Graft
import GraftSnapshotTesting
import Testing

@testable import RepresentableExamples

@Suite("Snapshots of the example previews, against references in __Snapshots__", .serialized)
@MainActor
struct PreviewSnapshotTests {
    @Test("RoundedBorder_Previews: light and dark at 200×200 match their references")
    func roundedBorder() {
        for preview in RoundedBorder_Previews.allPreviews {
            assertSnapshot(of: preview, as: .image(), named: preview.displayName)
        }
    }

    @Test("RedLabel_Previews: light and dark match their references")
    func redLabel() throws {
        let preview = try #require(RedLabel_Previews.allPreviews.first)
        for scheme in preview.colorSchemes {
            assertSnapshot(of: preview, as: .image(colorScheme: scheme), named: scheme.rawValue)
        }
    }

    @Test("A view snapshot with numbered references: RedLabel at its natural size")
    func numbered() {
        assertSnapshot(of: RedLabel(), as: .image(layout: .sizeThatFits))
        assertSnapshot(of: RedLabel(), as: .image(layout: .sizeThatFits, colorScheme: .dark))
    }
}

@Suite("Snapshot failures: one changed pixel fails, within precision passes, files are written", .serialized)
@MainActor
struct SnapshotFailureTests {
    let view = RoundedBorder()
    let strategy = Snapshotting<RoundedBorder, RGBAImage>.image(layout: .fixed(width: 200, height: 200))

    /// Writes the render of `view`, with `change` applied, as the reference `check.border.png` in a temp folder.
    func reference(_ change: (inout RGBAImage) -> Void) throws -> URL {
        let folder = try makeTemporaryFolder("reference")
        var image = try strategy.snapshot(view)
        change(&image)
        try Data(try image.pngData()).write(to: folder.appendingPathComponent("check.border.png"))
        return folder
    }

    func verify(_ strategy: Snapshotting<RoundedBorder, RGBAImage>, in folder: URL) -> SnapshotFailure? {
        verifySnapshot(
            of: view, as: strategy, named: "border", record: .never, snapshotDirectory: folder.path,
            testName: "check()")
    }

    @Test("The unchanged reference matches")
    func matches() throws {
        let folder = try reference { _ in }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(verify(strategy, in: folder) == nil)
    }

    @Test("One pixel of the reference changed: the comparison fails, with reference, actual and diff on disk")
    func onePixelFails() throws {
        let folder = try reference { $0.setPixel(x: 100, y: 100, to: (255, 0, 0, 255)) }
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try #require(verify(strategy, in: folder))
        #expect(failure.reason.contains("1 of 40000 pixels differ"))
        #expect(failure.referencePath == folder.appendingPathComponent("check.border.png").path)
        let actualPath = try #require(failure.actualPath)
        let diffPath = try #require(failure.diffPath)
        #expect(failure.description.contains(actualPath) && failure.description.contains(diffPath))
        let diff = try RGBAImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: diffPath))))
        #expect(diff.rgb(100, 100) == [255, 0, 0])
        #expect(diff.rgb(100, 101) != [255, 0, 0])
        let actual = try RGBAImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: actualPath))))
        #expect(actual == (try strategy.snapshot(view)))
    }

    @Test("assertSnapshot reports the failure as a test issue")
    func assertReports() throws {
        let folder = try reference { $0.setPixel(x: 100, y: 100, to: (255, 0, 0, 255)) }
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertSnapshot(
                of: view, as: strategy, named: "border", record: .never, snapshotDirectory: folder.path,
                testName: "check()")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 of 40000 pixels differ") }
        }
    }

    @Test("Precision and tolerance: one pixel in 40,000 passes at 0.9999; a small shift passes within tolerance")
    func precision() throws {
        let onePixel = try reference { $0.setPixel(x: 100, y: 100, to: (255, 0, 0, 255)) }
        defer { try? FileManager.default.removeItem(at: onePixel) }
        let lenient = Snapshotting<RoundedBorder, RGBAImage>.image(
            layout: .fixed(width: 200, height: 200), precision: 0.9999)
        #expect(verify(lenient, in: onePixel) == nil)
        let strict = Snapshotting<RoundedBorder, RGBAImage>.image(
            layout: .fixed(width: 200, height: 200), precision: 0.99999)
        #expect(verify(strict, in: onePixel) != nil)
        let shifted = try reference { image in
            let (red, green, blue, alpha) = image.pixel(x: 100, y: 100)
            image.setPixel(x: 100, y: 100, to: (red - 3, green - 3, blue - 3, alpha))
        }
        defer { try? FileManager.default.removeItem(at: shifted) }
        #expect(verify(strategy, in: shifted) != nil)
        let tolerant = Snapshotting<RoundedBorder, RGBAImage>.image(
            layout: .fixed(width: 200, height: 200), perPixelTolerance: 3)
        #expect(verify(tolerant, in: shifted) == nil)
    }

    @Test("A different size fails")
    func differentSize() throws {
        let folder = try makeTemporaryFolder("size")
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = RGBAImage(width: 10, height: 10, red: 255, green: 255, blue: 255)
        try Data(try small.pngData()).write(to: folder.appendingPathComponent("check.border.png"))
        let failure = try #require(verify(strategy, in: folder))
        #expect(failure.reason.contains("200×200 but the reference is 10×10"))
    }

    @Test("Record modes: missing writes once then compares, never refuses, all rewrites")
    func recordModes() throws {
        let folder = try makeTemporaryFolder("record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("modes.border.png").path
        func run(_ mode: SnapshotRecordMode) -> SnapshotFailure? {
            verifySnapshot(
                of: view, as: strategy, named: "border", record: mode, snapshotDirectory: folder.path,
                testName: "modes")
        }
        let refused = try #require(run(.never))
        #expect(refused.reason.contains("has no reference"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try #require(run(.missing)).reason.contains("recorded"))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(run(.missing) == nil)
        #expect(run(.never) == nil)
        #expect(try #require(run(.all)).reason.contains("recorded"))
        #expect(run(.never) == nil)
    }

    @Test("References are named after the test file and test, numbered per test")
    func naming() throws {
        let folder = try makeTemporaryFolder("naming")
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = RGBAImage(width: 2, height: 2, red: 1, green: 2, blue: 3)
        for _ in 0..<2 {
            _ = verifySnapshot(
                of: image, as: .image, record: .missing, snapshotDirectory: folder.path, testName: "naming()")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["naming.1.png", "naming.2.png"])
    }
}
