import Foundation

/// What a benchmark child process reports about itself: its peak resident memory and whether it has
/// mapped WebKit (or JavaScriptCore) and GStreamer, read from `/proc/self`.
public struct ProcessReport: Sendable {
    /// The peak resident set size (`VmHWM`), in bytes; 0 when it cannot be read.
    public let peakResidentBytes: Int
    /// Whether a `libwebkit…` or `libjavascriptcore…` library is mapped.
    public let mapsWebKit: Bool
    /// Whether a `libgst…` library is mapped.
    public let mapsGStreamer: Bool

    /// The calling process's report.
    public static func current() -> ProcessReport {
        let status = read("/proc/self/status")
        var peak = 0
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            peak = (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) * 1024
        }
        let maps = read("/proc/self/maps")
        return ProcessReport(
            peakResidentBytes: peak,
            mapsWebKit: maps.contains("libwebkit") || maps.contains("libjavascriptcore"),
            mapsGStreamer: maps.contains("libgst"))
    }

    /// A file of `/proc`, read to its end (they report a size of 0, so no size is trusted).
    private static func read(_ path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }
}
