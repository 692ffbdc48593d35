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
        let status = ProcFile.contents(of: "/proc/self/status")
        var peak = 0
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            peak = (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) * 1024
        }
        let maps = ProcFile.contents(of: "/proc/self/maps")
        return ProcessReport(
            peakResidentBytes: peak,
            mapsWebKit: maps.contains("libwebkit") || maps.contains("libjavascriptcore"),
            mapsGStreamer: maps.contains("libgst"))
    }
}
