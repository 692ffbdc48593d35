// PhotoLibraryBenchmarks: the image picker's photo library showing a folder of 1,000 photos, beside a
// raw GtkGridView in plain C (RawPhotoGrid) loading the same files the same way (thumbnails decoded
// at scale on worker threads, cached, set on the main thread), in the same run, interleaved.
//
// scripts/bench PhotoLibraryBenchmarks [--photos 1000] [--rounds 3] [--frames 120]
// Reports the time to the first screen of thumbnails (wall and main-thread CPU) and the main-thread
// CPU per scroll frame, with Graft / raw ratios. Each round starts with cold thumbnail caches.
import BenchmarkSupport
import Foundation
import Graft
import GraftMedia
import RawGtk
import RawPhotoGrid

struct Options {
    var photos = 1000
    var rounds = 3
    var frames = 120

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            let value = iterator.next().flatMap(Int.init) ?? 0
            switch argument {
            case "--photos": photos = value
            case "--rounds": rounds = value
            case "--frames": frames = value
            default:
                print("usage: PhotoLibraryBenchmarks [--photos N] [--rounds N] [--frames N]")
                exit(2)
            }
        }
    }
}

/// One side's numbers for one round.
struct Result {
    var firstScreenWall = 0.0
    var firstScreenCPU = 0.0
    var cells = 0
    var scrollCPU = Samples()
    var scrollWall = Samples()
}

/// A side of the comparison: opens a window on the photos and lets the benchmark poll and scroll it.
@MainActor
protocol Side {
    var title: String { get }
    /// Pictures showing a thumbnail, and pictures in cells.
    func loaded() -> (Int, Int)
    /// Scrolls to `value` pixels; returns the largest value.
    func scroll(to value: Double) -> Double
    func close()
}

@MainActor
final class GraftSide: Side {
    static var opened = 0
    let title: String
    let host: HostingWindow
    var grid: Gtk.Widget?
    var adjustment: GObjectRef?

    init(directory: String) throws {
        Self.opened += 1
        title = "Graft photos \(Self.opened)"  // unique, so the frame watcher finds this window
        PhotoLibraryController.removeCachedThumbnails()
        host = try HostingWindow(title: title, width: 800, height: 600) {
            ImagePicker(sourceType: .photoLibrary, libraryDirectory: directory) { _ in }
        }
        host.present()
    }

    func loaded() -> (Int, Int) {
        if grid == nil { grid = Self.find("GtkGridView", in: host.window) }
        guard let grid else { return (0, 0) }
        let pictures = Self.all("GtkPicture", in: grid)
        return (pictures.filter { $0.paintable != nil }.count, pictures.count)
    }

    func scroll(to value: Double) -> Double {
        if adjustment == nil { adjustment = grid?.parent?.property("vadjustment", as: GObjectRef.self) }
        guard let adjustment else { return 0 }
        try? adjustment.setProperty("value", value)
        let upper = adjustment.property("upper", as: Double.self) ?? 0
        let page = adjustment.property("page-size", as: Double.self) ?? 0
        return upper - page
    }

    func close() { host.close() }

    static func all(_ type: String, in widget: Gtk.Widget) -> [Gtk.Widget] {
        (widget.typeName == type ? [widget] : []) + widget.childWidgets.flatMap { all(type, in: $0) }
    }

    static func find(_ type: String, in widget: Gtk.Widget) -> Gtk.Widget? {
        if widget.typeName == type { return widget }
        for child in widget.childWidgets { if let found = find(type, in: child) { return found } }
        return nil
    }
}

@MainActor
final class RawSide: Side {
    static var opened = 0
    let title: String
    let grid: RawPhotoGridRef

    init(directory: String) {
        Self.opened += 1
        title = "Raw photos \(Self.opened)"
        grid = raw_photo_grid_new(160)
        raw_photo_grid_list(grid, directory)
        raw_photo_grid_present(grid, title, 800, 600)
    }

    func loaded() -> (Int, Int) {
        var cells: Int32 = 0
        let loaded = raw_photo_grid_loaded(grid, &cells)
        return (Int(loaded), Int(cells))
    }

    func scroll(to value: Double) -> Double { raw_photo_grid_scroll_to(grid, value) }

    func close() { raw_photo_grid_close(grid) }
}

@MainActor
enum Bench {
    static var errors = StandardError()

    /// Writes `count` 640×480 JPEG photos (each a different colour) with spread-out dates.
    static func makePhotos(count: Int) throws -> String {
        let directory = NSTemporaryDirectory() + "graft-photo-bench-\(count)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let now = Date()
        for index in 0..<count {
            let path = directory + String(format: "/photo-%04d.jpg", index)
            if !FileManager.default.fileExists(atPath: path) {
                var bytes = [UInt8](repeating: 0, count: 640 * 480 * 4)
                for y in 0..<480 {
                    for x in 0..<640 {
                        let i = (y * 640 + x) * 4
                        bytes[i] = UInt8((x + index * 7) & 0xFF)
                        bytes[i + 1] = UInt8((y + index * 13) & 0xFF)
                        bytes[i + 2] = UInt8((index * 29) & 0xFF)
                        bytes[i + 3] = 255
                    }
                }
                let image = try PlatformImage(width: 640, height: 480, rgba: bytes)
                try image.jpegData(compressionQuality: 0.85)!.write(to: URL(fileURLWithPath: path))
            }
            try FileManager.default.setAttributes(
                [.modificationDate: now - Double(index) * 60], ofItemAtPath: path)
        }
        return directory
    }

    /// Opens a side (listing the folder is part of its first screen) and measures it.
    static func measure(_ makeSide: () throws -> Side, frames: Int) throws -> Result {
        var result = Result()
        let start = Stamp.now()
        let side = try makeSide()
        guard
            MainLoop.runUntil(
                timeout: .seconds(60),
                {
                    let (loaded, cells) = side.loaded()
                    if ProcessInfo.processInfo.environment["BENCH_TRACE"] != nil {
                        print(
                            "  \(side.title) \(Format.duration(start.nanoseconds(to: Stamp.now(), on: .wall))) \(loaded)/\(cells)",
                            to: &errors)
                    }
                    return cells > 0 && loaded == cells
                })
        else { throw BenchError.timeout("\(side.title): first screen") }
        let end = Stamp.now()
        result.firstScreenWall = start.nanoseconds(to: end, on: .wall)
        result.firstScreenCPU = start.nanoseconds(to: end, on: .cpu)
        result.cells = side.loaded().1
        guard let watcher = FrameWatcher(windowTitled: side.title) else {
            throw BenchError.timeout("\(side.title): no frame clock")
        }
        var position = 0.0
        let maximum = side.scroll(to: 0)
        for _ in 0..<frames {
            position += 40
            if position > maximum { position = 0 }
            let before = Stamp.now()
            _ = side.scroll(to: position)
            guard let after = watcher.settle(timeout: .seconds(5)) else {
                throw BenchError.timeout("\(side.title): scroll frame")
            }
            result.scrollCPU.add(before.nanoseconds(to: after, on: .cpu))
            result.scrollWall.add(before.nanoseconds(to: after, on: .wall))
        }
        side.close()
        settle()
        return result
    }

    static func settle() {
        let end = Stamp.now().wall + 300_000_000
        MainLoop.runUntil(timeout: .seconds(2)) { Stamp.now().wall >= end }
    }

    static func run(_ options: Options) throws {
        try GtkRuntime.initialize()
        let directory = try makePhotos(count: options.photos)
        print(
            "PhotoLibraryBenchmarks: \(options.photos) JPEG photos (640×480) in one folder, 800×600 window,",
            "thumbnails ≤ 160 px, \(options.rounds) rounds interleaved, \(options.frames) scroll frames of 40 px;",
            "cold thumbnail caches each round")
        _ = try measure({ RawSide(directory: directory) }, frames: 10)  // warm-up: loaders, shaders, page cache
        _ = try measure({ try GraftSide(directory: directory) }, frames: 10)
        var table = Table([
            "round", "side", "cells", "first screen wall", "first screen CPU", "scroll CPU/frame (median)",
            "scroll wall/frame (median)",
        ])
        var graft: [Result] = []
        var raw: [Result] = []
        for round in 1...max(options.rounds, 1) {
            let order: [Bool] = round % 2 == 1 ? [false, true] : [true, false]
            for isGraft in order {
                let result = try measure(
                    { isGraft ? try GraftSide(directory: directory) as Side : RawSide(directory: directory) as Side },
                    frames: options.frames)
                if isGraft { graft.append(result) } else { raw.append(result) }
                table.add([
                    String(round), isGraft ? "Graft" : "raw C", String(result.cells),
                    Format.duration(result.firstScreenWall), Format.duration(result.firstScreenCPU),
                    Format.duration(result.scrollCPU.median), Format.duration(result.scrollWall.median),
                ])
                print("  round \(round) \(isGraft ? "Graft" : "raw C") done", to: &errors)
            }
        }
        print(table.render())
        func median(_ results: [Result], _ value: (Result) -> Double) -> Double {
            var samples = Samples()
            for result in results { samples.add(value(result)) }
            return samples.median
        }
        let ratios: [(String, (Result) -> Double)] = [
            ("time to first screen of thumbnails (wall)", { $0.firstScreenWall }),
            ("main-thread CPU to first screen", { $0.firstScreenCPU }),
            ("main-thread CPU per scroll frame (median)", { $0.scrollCPU.median }),
            ("wall time per scroll frame (median)", { $0.scrollWall.median }),
        ]
        var summary = Table(["measure", "Graft", "raw C", "Graft / raw"])
        for (name, value) in ratios {
            let g = median(graft, value)
            let r = median(raw, value)
            summary.add([name, Format.duration(g), Format.duration(r), Format.ratio(g / r)])
        }
        print(summary.render())
    }
}

enum BenchError: Error, CustomStringConvertible {
    case timeout(String)
    var description: String {
        switch self {
        case .timeout(let what): "timed out: \(what)"
        }
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
try MainActor.assumeIsolated {
    let display = try VirtualDisplay.startIfNeeded()
    defer { display?.stop() }
    try Bench.run(options)
}
