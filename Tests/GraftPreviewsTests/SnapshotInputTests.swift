import Foundation
import Graft
import GraftSnapshotTesting
import GtkBridge
import Testing

@Suite("Snapshot references and settings that are not what they should be", .serialized)
@MainActor
struct SnapshotInputTests {
    @Test("GRAFT_SNAPSHOT_RECORD accepts all, missing and never; true, 1 and yes are refused, not read as missing")
    func recordModeValues() {
        #expect(SnapshotRecordMode(environmentValue: nil) == .missing)
        #expect(SnapshotRecordMode(environmentValue: "") == .missing)
        #expect(SnapshotRecordMode(environmentValue: "ALL") == .all)
        #expect(SnapshotRecordMode(environmentValue: " never ") == .never)
        for value in ["true", "1", "yes", "record", "al"] {
            #expect(SnapshotRecordMode(environmentValue: value) == nil, "\(value)")
        }
    }

    @Test("A truncated reference fails with a readable reason instead of comparing a partial image")
    func truncatedReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-truncated-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var image = RGBAImage(width: 40, height: 30, red: 200, green: 10, blue: 10)
        image.setPixel(x: 3, y: 3, to: (0, 0, 0, 255))
        #expect(
            verifySnapshot(of: image, as: .image, named: "cut", record: .all, snapshotDirectory: folder.path)?
                .reason.contains("recorded") == true)
        let reference = folder.appendingPathComponent("truncatedReference.cut.png")
        let bytes = try Data(contentsOf: reference)
        try bytes.prefix(bytes.count * 7 / 10).write(to: reference)
        let failure = verifySnapshot(
            of: image, as: .image, named: "cut", record: .never, snapshotDirectory: folder.path)
        #expect(failure?.reason.contains("truncated") == true, "\(failure?.reason ?? "passed")")
        #expect(failure?.reason.contains("NSError") == false && failure?.reason.contains("Code=") == false)
    }

    @Test("An unreadable reference says which file and why, not a raw NSError dump")
    func unreadableReference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graft-unreadable-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = RGBAImage(width: 4, height: 4, red: 1, green: 2, blue: 3)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("unreadableReference.dir.png"), withIntermediateDirectories: true)
        let failure = verifySnapshot(
            of: image, as: .image, named: "dir", record: .never, snapshotDirectory: folder.path)
        let reason = failure?.reason ?? "passed"
        #expect(reason.contains("unreadableReference.dir.png"), "\(reason)")
        #expect(!reason.contains("Code=") && !reason.contains("(null)"), "\(reason)")
    }
}
