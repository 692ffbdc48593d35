// ListBenchmarks: a Graft `List` of 100 and 100,000 rows against a raw `GtkListView` doing the
// same work (a count-only model, a signal factory, one label per slot), in the same run.
//
//   scripts/bench ListBenchmarks [--repeat 3] [--screens 1000] [--sizes 100,100000]
//
// Each measurement runs in its own process (this executable with `--child`), so first-frame time
// and resident memory are not coloured by earlier windows. Reported: time to the first painted
// frame (wall clock, median of the repeats), resident memory after it, and the main thread's CPU
// time per frame while the list scrolls one screen per frame (p50, p99).
import BenchmarkSupport
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
    return arguments[index + 1]
}

if arguments.first == "--child" {
    let side = arguments[1]
    let rows = Int(arguments[2]) ?? 100
    let screens = Int(option("--screens", "0")) ?? 0
    let warm = arguments.contains("--warm")
    let status = MainActor.assumeIsolated { Child.run(side: side, rows: rows, screens: screens, warm: warm) }
    exit(status)
}

if arguments.contains("--help") {
    print("usage: ListBenchmarks [--repeat N] [--screens N] [--sizes 100,100000]")
    exit(0)
}

let repeats = Int(option("--repeat", "3")) ?? 3
let screens = Int(option("--screens", "1000")) ?? 1000
let sizes = option("--sizes", "100,100000").split(separator: ",").compactMap { Int($0) }
let code = Parent.run(repeats: repeats, screens: screens, sizes: sizes)
exit(code)
