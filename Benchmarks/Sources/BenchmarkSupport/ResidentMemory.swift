import Foundation

/// The process's resident memory, from `/proc/self/status`.
public enum ResidentMemory {
    /// Resident set size in bytes (`VmRSS`), or nil when it cannot be read.
    public static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let digits = line.split(separator: " ").compactMap { Int($0) }.first
            return digits.map { $0 * 1024 }
        }
        return nil
    }
}
