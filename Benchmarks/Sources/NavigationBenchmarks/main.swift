// NavigationBenchmarks: a `NavigationStack` pushed and popped at depth 1 and at depth 1,000,
// against a raw `GtkStack` doing the same (add a page and show it; show the page below and
// remove the top one), in the same run (issue 28, item 7).
//
//   scripts/bench NavigationBenchmarks [--depths 1,1000] [--repeat 15] [--clock cpu|wall]
//
// For each depth both windows stay open side by side; each round pushes one page and pops it
// again on both sides, raw and Graft alternating which goes first. Reported: medians of the work
// alone (raw: the C calls; Graft: the path change and its update pass, run by
// `HostingWindow.flush()`) and of the work with the window's next frame's layout. Target: Graft's
// push and pop at the deepest depth within 1.3× of those at depth 1. Exits 1 when missed.
import BenchmarkSupport
import Foundation
import Graft
import RawGtk

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return arguments[index + 1]
}
if arguments.contains("--help") {
    print("usage: NavigationBenchmarks [--depths 1,1000] [--repeat 15] [--clock cpu|wall]")
    exit(0)
}
let depths = option("--depths", "1,1000").split(separator: ",").compactMap { Int($0) }
let repeats = Int(option("--repeat", "15")) ?? 15
let clock = BenchClock(rawValue: option("--clock", "cpu")) ?? .cpu
let code = MainActor.assumeIsolated { NavigationRun.run(depths: depths, repeats: repeats, clock: clock) }
exit(code)
