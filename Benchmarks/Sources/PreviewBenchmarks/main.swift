// PreviewBenchmarks: Graft previews rendered per second at 200×200, beside the raw GTK/GSK C calls
// doing the same work (window, first paint, snapshot, Cairo GSK render, PNG) in the same run.
//
// swift run -c release --package-path Benchmarks PreviewBenchmarks [rounds]
// Targets: at least 20 previews a second, and at most 1.5× the raw time.
import BenchmarkSupport
import Foundation
import Graft
import RawPreviewRender

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100
let size = 200

@MainActor
func run() throws {
    let display = try VirtualDisplay.startIfNeeded()
    defer { display?.stop() }
    setenv("GSK_RENDERER", "cairo", 0)  // as graft-previews does; the same for both sides
    try GtkRuntime.initialize()
    let view = BenchBorder().frame(width: Double(size), height: Double(size))
    let layout = PreviewLayout.fixed(width: size, height: size)

    var preview = (wall: Samples(), cpu: Samples())
    var raw = (wall: Samples(), cpu: Samples())
    var previewRender = Samples()
    var rawRender = Samples()
    var phases = ["make window and view graph", "present", "wait for layout and paint", "render to PNG", "close"].map {
        (name: $0, samples: Samples())
    }
    try PreviewRenderer.withPinnedSettings(colorScheme: .light) {
        // Warm-up: first windows load the theme, fonts and code.
        for _ in 0..<5 {
            _ = try PreviewRenderer.render(view, layout: layout)
            _ = RawPreviewRender.renderRoundedBorderPNG(width: size, height: size)
        }
        // Interleaved, so both sides see the same machine load.
        for _ in 0..<rounds {
            var start = Stamp.now()
            let image = try PreviewRenderer.render(view, layout: layout)
            var end = Stamp.now()
            precondition(image.width == size && image.height == size, "preview is \(image.width)×\(image.height)")
            preview.wall.add(start.nanoseconds(to: end, on: .wall))
            preview.cpu.add(start.nanoseconds(to: end, on: .cpu))
            start = Stamp.now()
            let png = RawPreviewRender.renderRoundedBorderPNG(width: size, height: size)
            end = Stamp.now()
            precondition(!png.isEmpty, "the raw render failed")
            raw.wall.add(start.nanoseconds(to: end, on: .wall))
            raw.cpu.add(start.nanoseconds(to: end, on: .cpu))
        }
        // Where a preview's time goes: the same steps as PreviewRenderer.render, timed one by one.
        for _ in 0..<rounds {
            var stamps = [Stamp.now()]
            let host = try HostingWindow(width: size, height: size, colorScheme: .light) { view }
            stamps.append(Stamp.now())
            host.window.decorated = false
            host.present()
            host.flush()
            stamps.append(Stamp.now())
            try host.window.waitUntilPainted()
            stamps.append(Stamp.now())
            _ = try WidgetRenderer.renderPNG(of: host.window)
            stamps.append(Stamp.now())
            host.close()
            stamps.append(Stamp.now())
            for index in 0..<phases.count {
                phases[index].samples.add(stamps[index].nanoseconds(to: stamps[index + 1], on: .wall))
            }
        }
        // The render step alone, on windows that are already open and painted.
        let host = try HostingWindow(width: size, height: size, colorScheme: .light) { view }
        host.window.decorated = false
        host.present()
        try host.window.waitUntilPainted()
        let open = RawPreviewRender.OpenWindow(width: size, height: size)
        for _ in 0..<rounds {
            var start = Stamp.now()
            _ = try WidgetRenderer.renderPNG(of: host.window)
            previewRender.add(start.nanoseconds(to: Stamp.now(), on: .wall))
            start = Stamp.now()
            _ = open.renderPNG()
            rawRender.add(start.nanoseconds(to: Stamp.now(), on: .wall))
        }
        host.close()
        open.close()
    }

    var table = Table(["200×200 RoundedBorder, \(rounds) rounds", "Graft", "raw C", "ratio", "Graft/s", "raw/s"])
    func row(_ name: String, _ graft: Samples, _ baseline: Samples) {
        table.add([
            name, Format.duration(graft.median), Format.duration(baseline.median),
            Format.ratio(graft.median / baseline.median), Format.fixed(1e9 / graft.median, 1),
            Format.fixed(1e9 / baseline.median, 1),
        ])
    }
    row("preview, wall (window → paint → PNG)", preview.wall, raw.wall)
    row("preview, CPU of the main thread", preview.cpu, raw.cpu)
    row("render step only, wall (open window)", previewRender, rawRender)
    print(table.render())
    print("\nGraft preview steps (wall, median):")
    for phase in phases { print("  \(phase.name): \(Format.duration(phase.samples.median))") }
    let perSecond = 1e9 / preview.wall.median
    let ratio = preview.wall.median / raw.wall.median
    print(
        "previews per second: \(Format.fixed(perSecond, 1)) (target ≥ 20): \(perSecond >= 20 ? "met" : "NOT met"); "
            + "ratio to raw: \(Format.ratio(ratio)) (target ≤ 1.5×): \(ratio <= 1.5 ? "met" : "NOT met")")
}

MainActor.assumeIsolated {
    do {
        try run()
    } catch {
        print("PreviewBenchmarks: error: \(error)")
        exit(1)
    }
}
