// The engine benchmark (issue 3): a window of N labels, Graft beside the raw GTK calls doing the
// same work, in the same run. Run it with scripts/bench (it starts Xvfb when there is no display).
import BenchmarkSupport
import Graft
import RawGtk

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(Options.usage)
    exit(0)
}
guard let options = Options.parse(arguments.contains("--cheap-profile") ? [] : arguments) else {
    print(Options.usage)
    exit(2)
}
do {
    try GtkRuntime.initialize()
} catch {
    GtkRuntime.exitWithError(error)
}

if let index = arguments.firstIndex(of: "--cheap-profile") {
    do {
        try profileCheap(Array(arguments[(index + 1)...]))
    } catch {
        GtkRuntime.exitWithError(error)
    }
    exit(0)
}

if options.cheap {
    CheapModels.current = options.models
    print(
        """
        Graft engine benchmark, cheap layout (issue 16): Graft vs. raw GTK \(RawGtk.version) in the same run
        renderer \(RawGtk.renderer); \(options.clock == .cpu ? "main-thread CPU time" : "wall-clock time"), \
        median of \(options.repeats) interleaved runs per side; Graft's rows: \(options.models.title)

        """)
    var cheapResults = CheapResults()
    var standardError = StandardError()
    for size in options.sizes {
        print("measuring the cheap-layout cases at N=\(size)…", to: &standardError)
        do {
            try measureCheap(size: size, options: options, into: &cheapResults)
        } catch {
            GtkRuntime.exitWithError(error)
        }
    }
    exit(reportCheap(cheapResults, options: options) ? 0 : 1)
}

print(
    """
    Graft engine benchmark: a window of N labels, Graft vs. raw GTK \(RawGtk.version) calls in the same run
    renderer \(RawGtk.renderer); \(options.clock == .cpu ? "main-thread CPU time" : "wall-clock time"), \
    median of \(options.repeats) interleaved runs per side (\(options.repeats * oneLabelRounds) for case b)

    """)

var results = Results()
var standardError = StandardError()
for size in options.sizes {
    print("measuring N=\(size)…", to: &standardError)
    do {
        try measure(size: size, options: options, into: &results)
    } catch {
        GtkRuntime.exitWithError(error)
    }
}
if options.scenarios.contains(.one), let small = options.sizes.min(), let large = options.sizes.max(), small != large {
    print("measuring the flatness of case b…", to: &standardError)
    do {
        try measureFlatness(small: small, large: large, options: options, into: &results)
    } catch {
        GtkRuntime.exitWithError(error)
    }
}
exit(report(results, options: options) ? 0 : 1)
