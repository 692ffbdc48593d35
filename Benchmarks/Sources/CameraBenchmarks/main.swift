// CameraBenchmarks: a live camera preview at 1280×720 and 30 fps (`videotestsrc is-live=true`),
// Graft's CameraView beside a raw GStreamer → appsink → GdkMemoryTexture → GtkPicture pipeline in
// plain C (RawCamera), in the same run, interleaved.
//
// scripts/bench CameraBenchmarks [--seconds 5] [--rounds 3] [--width 1280] [--height 720] [--fps 30]
// Reports main-thread CPU per second of preview, frames shown per second and frames dropped.
// Target: Graft's main-thread CPU at most 1.2× raw; no dropped frames on an idle machine.
// Exit status 0 when the CPU target is met.
import BenchmarkSupport
import Foundation
import Graft
import GraftMedia
import RawCamera

struct Options {
    var seconds = 5.0
    var rounds = 3
    var width = 1280
    var height = 720
    var fps = 30

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            let value = iterator.next().flatMap(Double.init) ?? 0
            switch argument {
            case "--seconds": seconds = value
            case "--rounds": rounds = Int(value)
            case "--width": width = Int(value)
            case "--height": height = Int(value)
            case "--fps": fps = Int(value)
            default:
                print("usage: CameraBenchmarks [--seconds S] [--rounds N] [--width W] [--height H] [--fps F]")
                exit(2)
            }
        }
    }
}

/// One measured stretch of live preview.
struct Measurement {
    var cpu = 0.0  // main-thread CPU, ns
    var wall = 0.0  // ns
    var received = 0
    var shown = 0
    var dropped = 0

    static func + (a: Measurement, b: Measurement) -> Measurement {
        Measurement(
            cpu: a.cpu + b.cpu, wall: a.wall + b.wall, received: a.received + b.received, shown: a.shown + b.shown,
            dropped: a.dropped + b.dropped)
    }

    var cpuPerSecond: Double { cpu / (wall / 1e9) }  // ns of CPU per second of preview
    var cpuPerFrame: Double { shown > 0 ? cpu / Double(shown) : .nan }
    var shownPerSecond: Double { Double(shown) / (wall / 1e9) }
    var receivedPerSecond: Double { Double(received) / (wall / 1e9) }
}

@MainActor
enum Bench {
    static var errors = StandardError()

    /// Runs the main loop for `seconds` of wall time, measuring the main thread's CPU.
    static func measure(seconds: Double, counts: () -> (Int, Int, Int)) -> Measurement {
        let (r0, s0, d0) = counts()
        let start = Stamp.now()
        let end = start.wall + UInt64(seconds * 1e9)
        MainLoop.runUntil(timeout: .seconds(seconds + 5)) { Stamp.now().wall >= end }
        let stop = Stamp.now()
        let (r1, s1, d1) = counts()
        return Measurement(
            cpu: start.nanoseconds(to: stop, on: .cpu), wall: start.nanoseconds(to: stop, on: .wall),
            received: r1 - r0, shown: s1 - s0, dropped: d1 - d0)
    }

    static func graft(_ options: Options, seconds: Double) throws -> Measurement {
        let source = CameraSource.testPattern(
            width: options.width, height: options.height, framesPerSecond: options.fps)
        let host = try HostingWindow(title: "Graft camera", width: 800, height: 600) {
            CameraView(source: source) { _ in }
        }
        host.present()
        func counts() -> (Int, Int, Int) {
            let process = CameraFrameCounts.process
            return (process.received, process.shown, process.dropped)
        }
        let first = counts().1
        guard MainLoop.runUntil(timeout: .seconds(10), { counts().1 >= first + 5 }) else {
            throw BenchError.noFrames("CameraView")
        }
        let result = measure(seconds: seconds, counts: counts)
        host.close()
        settle()
        return result
    }

    static func raw(_ options: Options, seconds: Double) throws -> Measurement {
        guard let camera = RawCameraPreview(width: options.width, height: options.height, framesPerSecond: options.fps)
        else { throw BenchError.noFrames("raw pipeline (could not start)") }
        func counts() -> (Int, Int, Int) { camera.counts }
        guard MainLoop.runUntil(timeout: .seconds(10), { counts().1 >= 5 }) else {
            camera.stop()
            throw BenchError.noFrames("raw pipeline")
        }
        let result = measure(seconds: seconds, counts: counts)
        camera.stop()
        settle()
        return result
    }

    /// Lets the closed window and the stopped pipeline go before the next side starts.
    static func settle() {
        let end = Stamp.now().wall + 300_000_000
        MainLoop.runUntil(timeout: .seconds(2)) { Stamp.now().wall >= end }
    }

    static func run(_ options: Options) throws -> Bool {
        try GtkRuntime.initialize()
        guard RawCameraPreview.initialize() else { throw BenchError.noFrames("GStreamer could not start") }
        print(
            "CameraBenchmarks: \(options.width)×\(options.height) at \(options.fps) fps, videotestsrc is-live=true,",
            "\(options.rounds) × \(options.seconds) s per side, interleaved; clock: main-thread CPU")
        // Warm-up: plugins, shaders, first windows.
        _ = try raw(options, seconds: 1)
        _ = try graft(options, seconds: 1)
        var graftTotal = Measurement()
        var rawTotal = Measurement()
        var table = Table(["round", "side", "CPU ms/s", "CPU ms/frame", "shown/s", "received/s", "dropped"])
        for round in 1...max(options.rounds, 1) {
            // Alternate which side goes first.
            var sides: [(String, Measurement)] = []
            if round % 2 == 1 {
                sides.append(("raw C", try raw(options, seconds: options.seconds)))
                sides.append(("Graft", try graft(options, seconds: options.seconds)))
            } else {
                sides.append(("Graft", try graft(options, seconds: options.seconds)))
                sides.append(("raw C", try raw(options, seconds: options.seconds)))
            }
            for (name, measurement) in sides {
                if name == "Graft" { graftTotal = graftTotal + measurement } else { rawTotal = rawTotal + measurement }
                table.add(row(String(round), name, measurement))
                print("  round \(round) \(name) done", to: &errors)
            }
        }
        table.addSeparator()
        table.add(row("all", "raw C", rawTotal))
        table.add(row("all", "Graft", graftTotal))
        print(table.render())
        let ratio = graftTotal.cpuPerSecond / rawTotal.cpuPerSecond
        let perFrame = graftTotal.cpuPerFrame / rawTotal.cpuPerFrame
        let met = ratio <= 1.2
        print(
            "Graft / raw main-thread CPU per second of preview: \(Format.ratio(ratio)) (target ≤ 1.2×: \(met ? "met" : "NOT met"));",
            "per frame shown: \(Format.ratio(perFrame))")
        print(
            "Frames shown per second: Graft \(Format.fixed(graftTotal.shownPerSecond, 1)), raw \(Format.fixed(rawTotal.shownPerSecond, 1))",
            "(source \(options.fps)); dropped: Graft \(graftTotal.dropped) of \(graftTotal.received),",
            "raw \(rawTotal.dropped) of \(rawTotal.received)")
        return met
    }

    static func row(_ round: String, _ side: String, _ m: Measurement) -> [String] {
        [
            round, side, Format.fixed(m.cpuPerSecond / 1e6, 2), Format.fixed(m.cpuPerFrame / 1e6, 3),
            Format.fixed(m.shownPerSecond, 1), Format.fixed(m.receivedPerSecond, 1), String(m.dropped),
        ]
    }
}

enum BenchError: Error, CustomStringConvertible {
    case noFrames(String)
    var description: String {
        switch self {
        case .noFrames(let side): "no frames from \(side)"
        }
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let met = try MainActor.assumeIsolated {
    let display = try VirtualDisplay.startIfNeeded()
    defer { display?.stop() }
    return try Bench.run(options)
}
exit(met ? 0 : 1)
