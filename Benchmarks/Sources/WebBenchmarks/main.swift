// The web benchmark (issue 5): page loads through Graft's WebView beside a bare WebKitGTK view in
// the same run, and the latency from WebKit's progress notification to the progress bar.
// Run it with `swift run -c release --package-path Benchmarks WebBenchmarks` under a display
// (xvfb-run -a when there is none).
import BenchmarkSupport
import Foundation
import Graft
import BenchmarkHTTPServer
import GraftWeb
import RawWebKit

let rounds = Int(CommandLine.arguments.drop { $0 != "--rounds" }.dropFirst().first ?? "") ?? 30
let verbose = CommandLine.arguments.contains("--verbose")

do {
    try GtkRuntime.initialize()
} catch {
    GtkRuntime.exitWithError(error)
}
let server: TestHTTPServer
do {
    server = try TestHTTPServer()
} catch {
    GtkRuntime.exitWithError(error)
}
server.route("/page", .html(Fixtures.page(title: "Bench")))
server.route(
    "/slow", .html(Fixtures.page(title: "Slow"), chunks: 25, chunkDelay: .milliseconds(20), chunkedEncoding: true))

print(
    """
    Graft web benchmark: WebKitGTK \(RawWebKit.version), pages served from 127.0.0.1, wall-clock time

    """)

let load = PageLoadBenchmark(server: server, rounds: rounds, verbose: verbose).run()
let latency = ProgressLatencyBenchmark(server: server, verbose: verbose).run()
print(load.render())
print()
print(latency.render())
server.stop()
exit(load.passed && latency.passed ? 0 : 1)
