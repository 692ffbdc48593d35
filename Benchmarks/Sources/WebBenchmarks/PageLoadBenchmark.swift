import BenchmarkSupport
import Foundation
import Graft
import BenchmarkHTTPServer
import GraftWeb
import Observation
import RawWebKit

/// Which URL the Graft window shows.
@Observable @MainActor
final class LoadTarget {
    var url: URL?
}

/// The Graft side: `WebView(url:)` reading the target, as an app would write it.
struct LoadTargetView: View {
    let target: LoadTarget
    var body: some View { WebView(url: target.url) }
}

/// Page-load time of a local page: a URL change through `WebView(url:)` (engine update pass,
/// representable update, `WebPage.load`) to WebKit's `load-changed` FINISHED, beside
/// `webkit_web_view_load_uri` on a bare view to the same event — and a second bare view as a
/// control, whose ratio to the first shows how much two identical sides differ on this machine.
/// The three sides take turns in rotating order; medians are reported.
@MainActor
struct PageLoadBenchmark {
    let server: TestHTTPServer
    let rounds: Int
    let verbose: Bool

    enum Side: Int, CaseIterable {
        case raw, control, graft
        var name: String {
            switch self {
            case .raw: return "bare WebKitWebView"
            case .control: return "second bare WebKitWebView (control)"
            case .graft: return "Graft WebView(url:)"
            }
        }
    }

    struct Result {
        /// Request → FINISHED, per side.
        let loads: [Samples]
        /// Request → WebKit's STARTED, per side.
        let starts: [Samples]
        /// Graft's time over the bare view's time in the same round.
        let roundRatios: Samples
        /// The control's time over the bare view's time in the same round.
        let controlRatios: Samples

        var ratio: Double { ratio(.graft) }
        var passed: Bool { ratio <= 1.05 }

        func ratio(_ side: Side) -> Double {
            let base = loads[Side.raw.rawValue].median
            return base > 0 ? loads[side.rawValue].median / base : .nan
        }

        func render() -> String {
            var table = Table(["page load (40 KB, 127.0.0.1)", "load median", "spread", "ratio", "request → started"])
            for side in Side.allCases {
                let samples = loads[side.rawValue]
                table.add([
                    side.name, Format.duration(samples.median), Format.fixed(samples.relativeSpread, 2),
                    Format.ratio(ratio(side)), Format.duration(starts[side.rawValue].median),
                ])
            }
            return table.render()
                + "\nmedian of per-round ratios: Graft \(Format.ratio(roundRatios.median)), control "
                + "\(Format.ratio(controlRatios.median)) over \(roundRatios.values.count) rounds"
                + "\ntarget ≤ 1.05×: \(passed ? "met" : "NOT met") (read it against the control's ratio)"
        }
    }

    func run() -> Result {
        let raw = BareWebView(title: "web-bench-raw", width: 800, height: 600)
        raw.present()
        let control = BareWebView(title: "web-bench-control", width: 800, height: 600)
        control.present()
        let target = LoadTarget()
        let host: HostingWindow
        do {
            host = try HostingWindow(title: "web-bench-graft", width: 800, height: 600) {
                LoadTargetView(target: target)
            }
        } catch {
            GtkRuntime.exitWithError(error)
        }
        host.present()
        MainLoop.runUntil(timeout: .seconds(10)) { host.window.isMapped }
        guard let graftWatcher = LoadWatcher(webViewInWindowTitled: "web-bench-graft") else {
            GtkRuntime.exitWithError(BenchmarkError(description: "no web view in the Graft window"))
        }
        let watchers = [raw.watcher, control.watcher, graftWatcher]
        var loads = [Samples(), Samples(), Samples()]
        var starts = [Samples(), Samples(), Samples()]
        var ratios = Samples()
        var controlRatios = Samples()
        for round in -3..<rounds {  // three warm-up rounds start the web processes
            var times = [0.0, 0.0, 0.0]
            let order = Side.allCases.indices.map { Side.allCases[($0 + round + 3) % 3] }
            for side in order {
                let watcher = watchers[side.rawValue]
                let uri = server.url("/page?round=\(round)&side=\(side.rawValue)")
                let before = watcher.finishedLoads
                let start = Stamp.now()
                switch side {
                case .raw: raw.load(uri)
                case .control: control.load(uri)
                case .graft: target.url = URL(string: uri)
                }
                guard MainLoop.runUntil(timeout: .seconds(30), { watcher.finishedLoads > before }) else {
                    GtkRuntime.exitWithError(BenchmarkError(description: "a load did not finish in 30 s"))
                }
                times[side.rawValue] = start.nanoseconds(to: watcher.lastFinish, on: .wall)
                let started = start.nanoseconds(to: watcher.lastStart, on: .wall)
                if round >= 0 { starts[side.rawValue].add(started) }
                if verbose {
                    print(
                        "round \(round) \(side.name): \(Format.duration(times[side.rawValue])) "
                            + "(started after \(Format.duration(started)))")
                }
                let pause = ContinuousClock.now.advanced(by: .milliseconds(30))
                MainLoop.runUntil(timeout: .seconds(1)) { ContinuousClock.now >= pause }
            }
            guard round >= 0 else { continue }
            for side in Side.allCases { loads[side.rawValue].add(times[side.rawValue]) }
            ratios.add(times[Side.graft.rawValue] / times[Side.raw.rawValue])
            controlRatios.add(times[Side.control.rawValue] / times[Side.raw.rawValue])
        }
        host.close()
        raw.destroy()
        control.destroy()
        return Result(loads: loads, starts: starts, roundRatios: ratios, controlRatios: controlRatios)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
}
