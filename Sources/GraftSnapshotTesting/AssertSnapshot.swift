import Foundation
import Graft
import Testing
import XCTest

/// Asserts that a snapshot of `value` matches its reference file, and reports a failure to
/// Swift Testing (`Issue.record`) or XCTest (`XCTFail`), whichever runs the test.
///
/// References live next to the test file, in `__Snapshots__/<TestFile>/<test>.<n>.png` (`n`
/// counts the assertions of one test, from 1), or `<test>.<name>.png` when `name` is given.
/// On a mismatch the fresh snapshot and a diff picture are written to a temporary folder
/// (`$GRAFT_SNAPSHOT_ARTIFACTS`, or `graft-snapshots` in the temporary directory) and the
/// message gives all three paths. Whether references are written is set by `record`, or by
/// `GRAFT_SNAPSHOT_RECORD` (see ``SnapshotRecordMode``).
///
/// ```swift
/// @Test @MainActor func border() {
///     assertSnapshot(of: RoundedBorder(), as: .image(layout: .fixed(width: 200, height: 200)))
///     assertSnapshot(of: RoundedBorder(), as: .image(layout: .fixed(width: 200, height: 200), colorScheme: .dark))
/// }
/// ```
///
/// - Parameters:
///   - value: The value to snapshot: a view, a ``/Graft/Preview``, an ``/Graft/RGBAImage``…
///   - snapshotting: The strategy, such as `.image(layout:colorScheme:precision:)`.
///   - name: A name for the reference instead of the assertion's number.
///   - record: When to write references; `nil` follows `GRAFT_SNAPSHOT_RECORD`.
///   - snapshotDirectory: A folder for the references instead of `__Snapshots__/<TestFile>`.
///   - fileID: The calling file's ID.
///   - filePath: The calling file's path (the references go next to it).
///   - testName: The calling test's name.
///   - line: The calling line.
///   - column: The calling column.
@MainActor
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: filePath, testName: testName)
    guard let failure else { return }
    _SnapshotReporter.report(failure.description, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Compares a snapshot of `value` with its reference file and returns the failure, without
/// reporting it: the building block of ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)``.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy.
///   - name: A name for the reference instead of the assertion's number.
///   - record: When to write references; `nil` follows `GRAFT_SNAPSHOT_RECORD`.
///   - snapshotDirectory: A folder for the references instead of `__Snapshots__/<TestFile>`.
///   - filePath: The calling file's path.
///   - testName: The calling test's name.
/// - Returns: `nil` when the snapshot matches; otherwise what went wrong and where the files are.
@MainActor
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, filePath: StaticString = #filePath,
    testName: String = #function
) -> SnapshotFailure? {
    let mode = record ?? .current
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let fileStem = testFile.deletingPathExtension().lastPathComponent
    let directory =
        snapshotDirectory.map { URL(fileURLWithPath: $0) }
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileStem)
    let test = _SnapshotNaming.sanitize(testName)
    let suffix =
        name.map(_SnapshotNaming.sanitize) ?? "\(_SnapshotNaming.nextIndex(for: "\(testFile.path)#\(testName)"))"
    let fileName = "\(test).\(suffix).\(snapshotting.pathExtension)"
    let reference = directory.appendingPathComponent(fileName)
    let manager = FileManager.default
    let fail = { (reason: String) in
        SnapshotFailure(reason: reason, referencePath: reference.path, actualPath: nil, diffPath: nil)
    }
    if record == nil, let problem = SnapshotRecordMode.configurationProblem {
        return fail("was not checked: \(problem)")
    }
    do {
        let snapshot = try snapshotting.snapshot(try value())
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: reference.path, isDirectory: &isFolder)
        if isFolder.boolValue {
            return fail("could not be read or recorded: \(reference.path) is a folder, not a file; move it away")
        }
        if mode == .all || (mode == .missing && !exists) {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(try snapshotting.diffing.toData(snapshot)).write(to: reference)
            let why =
                exists ? "recording is on (\(SnapshotRecordMode.environmentVariable)=all)" : "there was no reference"
            return fail("recorded: \(why); run the test again to compare against it")
        }
        guard exists else {
            return fail("has no reference, and recording is off (\(SnapshotRecordMode.environmentVariable)=never)")
        }
        let stored = try snapshotting.diffing.fromData(Array(try Data(contentsOf: reference)))
        guard let (message, artifact) = snapshotting.diffing.diff(stored, snapshot) else { return nil }
        let artifacts = _SnapshotNaming.artifactsDirectory.appendingPathComponent(fileStem)
        try manager.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let base = "\(test).\(suffix)"
        let actualURL = artifacts.appendingPathComponent("\(base).actual.\(snapshotting.pathExtension)")
        try Data(try snapshotting.diffing.toData(snapshot)).write(to: actualURL)
        var diffURL: URL?
        if let artifact {
            let url = artifacts.appendingPathComponent("\(base).diff.\(snapshotting.pathExtension)")
            try Data(try snapshotting.diffing.toData(artifact)).write(to: url)
            diffURL = url
        }
        return SnapshotFailure(
            reason: "does not match its reference: \(message)", referencePath: reference.path,
            actualPath: actualURL.path, diffPath: diffURL?.path)
    } catch {
        return fail("could not be made or compared: \(_readableDescription(of: error))")
    }
}

/// Reference names and per-test counters.
@MainActor
enum _SnapshotNaming {
    private static var counters: [String: Int] = [:]

    static func nextIndex(for key: String) -> Int {
        let next = (counters[key] ?? 0) + 1
        counters[key] = next
        return next
    }

    /// `testRoundedBorder()` → `testRoundedBorder`; other punctuation becomes `-`.
    static func sanitize(_ name: String) -> String { _fileSafeName(name, fallback: "snapshot") }

    /// Where actual and diff images of failed comparisons go.
    static var artifactsDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["GRAFT_SNAPSHOT_ARTIFACTS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("graft-snapshots")
    }
}

/// Reports to whichever framework runs the current test.
enum _SnapshotReporter {
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
