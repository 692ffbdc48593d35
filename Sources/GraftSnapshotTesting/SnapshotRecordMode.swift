import Foundation

/// When snapshot assertions write reference files.
///
/// The default comes from the `GRAFT_SNAPSHOT_RECORD` environment variable (`all`, `missing` or
/// `never`), and is ``missing`` when it is unset:
///
/// ```sh
/// GRAFT_SNAPSHOT_RECORD=all scripts/test --filter GraftPreviewsTests   # re-record every reference
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Writes a reference when none exists (and reports that it did); compares otherwise.
    case missing
    /// Writes every reference anew, and reports each as recorded.
    case all
    /// Never writes: a missing reference is a failure (for CI).
    case never

    /// The name of the environment variable that sets the default mode.
    public static let environmentVariable = "GRAFT_SNAPSHOT_RECORD"

    /// The mode set by `GRAFT_SNAPSHOT_RECORD`, or ``missing``.
    public static var current: SnapshotRecordMode {
        let value = ProcessInfo.processInfo.environment[environmentVariable]?.lowercased() ?? ""
        return SnapshotRecordMode(rawValue: value) ?? .missing
    }
}

/// Why a snapshot assertion failed, with the paths of the files involved.
public struct SnapshotFailure: Error, Sendable, CustomStringConvertible {
    /// What happened: a mismatch and its measure, or a reference recorded or missing.
    public let reason: String
    /// The reference file.
    public let referencePath: String
    /// The fresh snapshot, written on a mismatch; `nil` otherwise.
    public let actualPath: String?
    /// The picture of the difference, written on a mismatch when the diffing makes one.
    public let diffPath: String?

    /// The message reported to the test: the reason and where the three files are.
    public var description: String {
        var lines = ["Snapshot \(reason)", "  reference: \(referencePath)"]
        if let actualPath { lines.append("  actual:    \(actualPath)") }
        if let diffPath { lines.append("  diff:      \(diffPath)") }
        return lines.joined(separator: "\n")
    }
}
