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

    /// The mode an environment value names: `all`, `missing` or `never` in any case; ``missing``
    /// when the value is unset or empty; `nil` for anything else (`true`, `1`, `yes`, a typo).
    ///
    /// - Parameter value: The variable's value, or `nil` when it is unset.
    public init?(environmentValue value: String?) {
        let text = value?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        if text.isEmpty {
            self = .missing
        } else if let mode = SnapshotRecordMode(rawValue: text) {
            self = mode
        } else {
            return nil
        }
    }

    /// The mode set by `GRAFT_SNAPSHOT_RECORD`, or ``missing`` when it is unset; `nil` when it
    /// holds something that is not a mode (snapshot assertions then fail and say so).
    public static var configured: SnapshotRecordMode? {
        SnapshotRecordMode(environmentValue: ProcessInfo.processInfo.environment[environmentVariable])
    }

    /// The mode set by `GRAFT_SNAPSHOT_RECORD`, or ``missing`` when it is unset or not a mode.
    public static var current: SnapshotRecordMode { configured ?? .missing }

    /// Why the environment's value is refused, or `nil` when it names a mode.
    static var configurationProblem: String? {
        let raw = ProcessInfo.processInfo.environment[environmentVariable]
        guard SnapshotRecordMode(environmentValue: raw) == nil, let raw else { return nil }
        return "\(environmentVariable)=\(raw) is not a recording mode: use all, missing or never"
    }
}

/// A readable sentence for an error met while reading or writing snapshot files, instead of a
/// raw `NSError` dump (`Error Domain=NSCocoaErrorDomain Code=256 "(null)"`).
func _readableDescription(of error: any Error) -> String {
    if let cocoa = error as? CocoaError {
        let path = cocoa.filePath ?? cocoa.url?.path ?? "a file"
        let reason: String
        switch cocoa.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: reason = "does not exist"
        case .fileReadNoPermission, .fileWriteNoPermission: reason = "may not be accessed (permission denied)"
        case .fileWriteOutOfSpace: reason = "could not be written: the disk is full"
        case .fileWriteVolumeReadOnly: reason = "could not be written: the volume is read-only"
        case .fileReadCorruptFile: reason = "could not be read: its contents are corrupt"
        case .fileWriteFileExists: reason = "could not be made: a file is in the way of a folder"
        default:
            let underlying = (cocoa.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription
            reason = "could not be read or written: \(underlying ?? "file error \(cocoa.code.rawValue)")"
        }
        return "\(path) \(reason)"
    }
    if let posix = error as? POSIXError { return "a file operation failed: \(posix.code)" }
    return "\(error)"
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
