// The engine benchmark (issue 3): a window of N labels, Graft beside the raw GTK calls doing the
// same work, in the same run. Run it with scripts/bench (it starts Xvfb when there is no display).
import BenchmarkSupport
import Graft
import RawGtk

#if canImport(Glibc)
    import Glibc
#endif

guard let options = Options.parse(Array(CommandLine.arguments.dropFirst())) else {
    print(Options.usage)
    exit(2)
}
do {
    try GtkRuntime.initialize()
} catch {
    GtkRuntime.exitWithError(error)
}

print(
    """
    Graft engine benchmark: a window of N labels, Graft vs. raw GTK \(RawGtk.version) calls in the same run
    renderer \(RawGtk.renderer); \(options.clock == .cpu ? "main-thread CPU time" : "wall-clock time"), \
    median of \(options.repeats) interleaved runs per side

    """)

var results = Results()
for size in options.sizes {
    do {
        try measure(size: size, options: options, into: &results)
    } catch {
        GtkRuntime.exitWithError(error)
    }
}
exit(report(results, options: options) ? 0 : 1)
