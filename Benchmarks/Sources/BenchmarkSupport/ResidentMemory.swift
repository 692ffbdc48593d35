/// The process's resident memory, from `/proc/self/status`.
public enum ResidentMemory {
    /// Resident set size in bytes (`VmRSS`), or nil when it cannot be read.
    public static func current() -> Int? {
        let status = ProcFile.contents(of: "/proc/self/status")
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let digits = line.split(separator: " ").compactMap { Int($0) }.first
            return digits.map { $0 * 1024 }
        }
        return nil
    }
}
