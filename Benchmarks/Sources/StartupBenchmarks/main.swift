// The start-up benchmark: the hello app (StartupHello: Examples/Hello's view, linked with
// `import Graft` only) against the same widgets in a plain C GTK program (RawHello), each started as
// a fresh process, alternating. Measured: the wall-clock time from just before the process starts to
// the end of its window's first painted frame, and its peak resident memory (VmHWM) at that moment.
// Targets: first frame ≤ 1.1× raw, peak memory ≤ 1.15× raw (the hello app loads all of Foundation, as
// `import SwiftUI` does); and the Graft app maps no WebKit, JavaScriptCore or GStreamer.
//   scripts/bench StartupBenchmarks [--repeat 11]
import BenchmarkSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

struct ChildResult {
    let firstFrame: Double
    let peak: Double
    let mapsWebKit: Bool
    let mapsGStreamer: Bool
}

/// Starts `executable` (beside this one), with a timeout, and reads its RESULT line.
func runChild(_ executable: String) -> ChildResult? {
    var standardError = StandardError()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent(executable)
    let pipe = Pipe()
    process.standardOutput = pipe
    let start = Stamp.now()
    do { try process.run() } catch {
        print("error: cannot start \(executable): \(error)", to: &standardError)
        return nil
    }
    let deadline = Date().addingTimeInterval(60)
    let reader = pipe.fileHandleForReading
    let collected = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var output = Data()
    DispatchQueue.global().async {
        output = reader.readDataToEndOfFile()
        collected.signal()
    }
    while process.isRunning && Date() < deadline { usleep(5_000) }
    if process.isRunning {
        process.terminate()
        print("error: \(executable) timed out", to: &standardError)
        return nil
    }
    collected.wait()
    let text = String(decoding: output, as: UTF8.self)
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RESULT") }) else {
        print("error: \(executable) failed: \(text)", to: &standardError)
        return nil
    }
    var fields: [String: Double] = [:]
    for pair in line.split(separator: " ").dropFirst() {
        let parts = pair.split(separator: "=")
        if parts.count == 2, let value = Double(parts[1]) { fields[String(parts[0])] = value }
    }
    guard let paint = fields["paint"], let peak = fields["peak"] else { return nil }
    return ChildResult(
        firstFrame: paint - Double(start.wall), peak: peak, mapsWebKit: fields["webkit"] == 1,
        mapsGStreamer: fields["gstreamer"] == 1)
}

var repeats = 11
if let index = CommandLine.arguments.firstIndex(of: "--repeat"), index + 1 < CommandLine.arguments.count,
    let count = Int(CommandLine.arguments[index + 1]), count > 0
{
    repeats = count
}
if CommandLine.arguments.contains("--help") {
    print("usage: StartupBenchmarks [--repeat 11]")
    exit(0)
}

print(
    """
    Graft start-up benchmark: the hello app (import Graft) vs. the same widgets in a C GTK program
    wall-clock time from starting the process to its first painted frame, and peak resident memory;
    median of \(repeats) fresh processes per side, alternating, after one unmeasured start of each

    """)
var samples: [String: (frame: Samples, peak: Samples)] = [
    "raw": (Samples(), Samples()), "graft": (Samples(), Samples()),
]
var graftMaps = (webKit: false, gStreamer: false)
for run in -1..<repeats {
    let order =
        run % 2 == 0
        ? [("graft", "StartupHello"), ("raw", "RawHello")] : [("raw", "RawHello"), ("graft", "StartupHello")]
    for (side, executable) in order {
        guard let result = runChild(executable) else { exit(2) }
        if side == "graft" {
            graftMaps.webKit = graftMaps.webKit || result.mapsWebKit
            graftMaps.gStreamer = graftMaps.gStreamer || result.mapsGStreamer
        }
        if run >= 0 {
            samples[side]!.frame.add(result.firstFrame)
            samples[side]!.peak.add(result.peak)
        }
    }
}
let raw = samples["raw"]!
let graft = samples["graft"]!
let frameRatio = graft.frame.median / raw.frame.median
let peakRatio = graft.peak.median / raw.peak.median
var table = Table(["", "raw GTK (C)", "Graft hello", "ratio", "target"])
table.add([
    "start → first painted frame", Format.duration(raw.frame.median), Format.duration(graft.frame.median),
    Format.ratio(frameRatio), "≤ 1.10×",
])
table.add([
    "peak resident memory", "\(Int(raw.peak.median / 1_048_576)) MB", "\(Int(graft.peak.median / 1_048_576)) MB",
    Format.ratio(peakRatio), "≤ 1.15×",
])
print(table.render())
print(
    "\nThe Graft hello app maps WebKit/JavaScriptCore: \(graftMaps.webKit ? "yes" : "no"); GStreamer: "
        + "\(graftMaps.gStreamer ? "yes" : "no") (target: no and no)")
let met = frameRatio <= 1.1 && peakRatio <= 1.15 && !graftMaps.webKit && !graftMaps.gStreamer
print(met ? "all targets met" : "some targets missed")
exit(met ? 0 : 1)
