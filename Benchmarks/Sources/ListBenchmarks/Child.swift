import BenchmarkSupport
import Graft
import RawGtk

/// One row of the benchmark's data.
struct BenchRow: Identifiable {
    let id: Int
    let name: String
}

/// One measured process: a window with a list of `rows` rows, on one side.
@MainActor
enum Child {
    static let width = 400
    static let height = 600

    /// Builds the list, waits for its first painted frame, reads the resident memory, and
    /// optionally scrolls; prints one `RESULT` line.
    static func run(side: String, rows: Int, screens: Int, warm: Bool) -> Int32 {
        guard RawGtk.initialize() else {
            print("error: no display")
            return 2
        }
        if warm {
            // Pay the process's one-time costs (the first window, stylesheet, type metadata) on a
            // one-row list of the same kind, so the measurement below is of the list alone.
            guard
                let warmUp = show(
                    side: side, items: [BenchRow(id: 0, name: "Row 0")], texts: ["Row 0"], title: "list-bench-warm-up"),
                ListFrameProbe(windowTitled: "list-bench-warm-up")?.waitForFirstPaint() != nil
            else { return 3 }
            close(warmUp)
        }
        let items = (0..<rows).map { BenchRow(id: $0, name: "Row \($0)") }
        // The raw side's texts are made before the clock starts, as Graft's rows are.
        let texts = side == "graft" ? [] : items.map(\.name)
        let title = "list-bench-\(side)-\(rows)"
        let start = Stamp.now()
        guard let window = show(side: side, items: items, texts: texts, title: title) else {
            print("error: no display")
            return 2
        }
        let keep: [AnyObject] = [window]

        guard let probe = ListFrameProbe(windowTitled: title), let painted = probe.waitForFirstPaint() else {
            print("error: the window never painted")
            return 3
        }
        let firstWall = start.nanoseconds(to: painted, on: .wall)
        let firstCPU = start.nanoseconds(to: painted, on: .cpu)
        let rss = ResidentMemory.current() ?? 0
        var p50 = 0.0
        var p99 = 0.0
        var frames = 0
        var scrolled = 0.0
        if screens > 0 {
            guard let times = probe.scrollScreens(screens) else {
                print("error: scrolling failed")
                return 4
            }
            let sorted = times.sorted()
            frames = sorted.count
            p50 = sorted[sorted.count / 2]
            p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.down)))]
            scrolled = probe.scrollPosition?.offset ?? 0
        }
        print(
            "RESULT \(side) \(rows) \(Int(firstWall)) \(Int(firstCPU)) \(rss) \(Int(p50)) \(Int(p99)) \(frames) \(Int(scrolled))"
        )
        withExtendedLifetime(keep) {}
        return 0
    }

    /// Makes and shows a window with a list of `items` on `side` (the raw side shows `texts`,
    /// the items' names).
    static func show(side: String, items: [BenchRow], texts: [String], title: String) -> AnyObject? {
        if side == "graft" {
            let host = try? HostingWindow(title: title, width: width, height: height) {
                List(items) { Text($0.name) }
            }
            host?.present()
            return host
        }
        return RawListWindow(title: title, texts: texts, width: Int32(width), height: Int32(height))
    }

    static func close(_ window: AnyObject) {
        (window as? HostingWindow)?.close()
        (window as? RawListWindow)?.close()
        RawGtk.drain()
    }
}
