import BenchmarkSupport
import Foundation
import Graft
import BenchmarkHTTPServer
import GraftWeb
import RawWebKit

/// Latency from WebKit's `notify::estimated-load-progress` to the `GtkProgressBar` of
/// `WebView(page).loadingProgressBar()`: with the bar's animation off (the engine's own latency:
/// does the bar show the value before the next frame?) and with its default animation (when the
/// bar reaches the value).
@MainActor
struct ProgressLatencyBenchmark {
    let server: TestHTTPServer
    let verbose: Bool

    struct Side {
        var firstUpdate = Samples()
        var reached = Samples()
        var sameFrame = 0
        var count = 0
    }

    struct Result {
        let immediate: Side
        let animated: Side
        var sameFrameShare: Double { immediate.count > 0 ? Double(immediate.sameFrame) / Double(immediate.count) : 0 }
        var passed: Bool { sameFrameShare >= 0.9 }

        func render() -> String {
            var table = Table(["progress notify → bar", "notifies", "first bar write", "bar shows value", "same frame"])
            for (name, side) in [("animation off", immediate), ("default animation (0.15 s)", animated)] {
                table.add([
                    name, "\(side.count)", Format.duration(side.firstUpdate.median),
                    Format.duration(side.reached.median),
                    "\(side.sameFrame)/\(side.count)",
                ])
            }
            return table.render()
                + "\ntarget: the bar updated in the same main-loop turn, before the next frame: "
                + "\(Format.fixed(sameFrameShare * 100, 0))% (\(passed ? "met" : "NOT met"))"
        }
    }

    func run() -> Result {
        Result(
            immediate: measure(animation: .linear(duration: 0)), animated: measure(animation: .linear(duration: 0.15)))
    }

    private func measure(animation: Animation) -> Side {
        let page = WebPage()
        let title = "web-bench-bar-\(animation.duration)"
        let host: HostingWindow
        do {
            host = try HostingWindow(title: title, width: 800, height: 600) {
                WebView(page).loadingProgressBar(animation: animation)
            }
        } catch {
            GtkRuntime.exitWithError(error)
        }
        host.present()
        MainLoop.runUntil(timeout: .seconds(10)) { host.window.isMapped }
        var side = Side()
        for round in 0..<6 {
            guard let probe = ProgressProbe(windowTitle: title) else {
                GtkRuntime.exitWithError(BenchmarkError(description: "no web view or bar in \(title)"))
            }
            let count = page.startedNavigationCount
            page.load(server.endpoint("/slow?round=\(round)"))
            MainLoop.runUntil(timeout: .seconds(30)) { page.startedNavigationCount > count && !page.isLoading }
            let pause = ContinuousClock.now.advanced(by: .milliseconds(500))
            MainLoop.runUntil(timeout: .seconds(2)) { ContinuousClock.now >= pause }
            probe.stop()
            guard round > 0 else { continue }  // the first load starts the web process
            for event in probe.events where event.progress < 1 {
                guard let update = event.firstBarUpdate else { continue }
                side.count += 1
                side.firstUpdate.add(event.notified.nanoseconds(to: update.stamp, on: .wall))
                if let reached = event.barReached {
                    side.reached.add(event.notified.nanoseconds(to: reached, on: .wall))
                }
                if update.frames == event.framesAtNotify { side.sameFrame += 1 }
                if verbose {
                    print(
                        "\(title) progress \(Format.fixed(event.progress, 3)) → bar \(Format.fixed(update.fraction, 3)) after "
                            + "\(Format.duration(event.notified.nanoseconds(to: update.stamp, on: .wall))), frames +\(update.frames - event.framesAtNotify)"
                    )
                }
            }
        }
        host.close()
        return side
    }
}
