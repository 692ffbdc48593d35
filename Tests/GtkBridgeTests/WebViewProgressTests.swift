import GraftTestSupport
import GtkBridge
import Testing
import WebKitBridge

@Suite("WebKit load progress")
@MainActor
struct WebViewProgressTests {
    /// A page of ~40 KB sent in 20 pieces 40 ms apart (~0.8 s), so WebKit reports progress along the way.
    static func slowPage() -> TestHTTPServer.Response {
        let paragraphs = (0..<400).map { "<p>Paragraph \($0): \(String(repeating: "graft ", count: 14))</p>" }
        let html = "<!doctype html><html><head><title>Slow</title></head><body>\(paragraphs.joined())</body></html>"
        return .html(html, chunks: 20, chunkDelay: .milliseconds(40))
    }

    @Test("estimated-load-progress is observed rising to 1.0 while a real page loads from 127.0.0.1")
    func observesProgress() async throws {
        try TestDisplay.ensure()
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Self.slowPage())

        let webView = WebViewRef()
        let progress = Box<[Double]>([])
        let token = webView.observeDouble("estimated-load-progress") { progress.value.append($0) }
        webView.loadURI(server.url("/slow"))
        let finished = await MainLoop.run(
            until: { progress.value.last == 1.0 && !webView.isLoading }, timeout: .seconds(30))
        token.cancel()

        #expect(finished, "progress seen: \(progress.value)")
        #expect(server.requests.contains("/slow"))
        #expect(progress.value.contains { $0 > 0 && $0 < 1 }, "no intermediate progress in \(progress.value)")
        #expect(progress.value == progress.value.sorted(), "progress went backwards: \(progress.value)")
        #expect(webView.estimatedLoadProgress == 1.0)
        print("WebViewProgressTests: \(progress.value.count) progress values: \(progress.value)")
    }

    @Test("values(of:as:) streams the load progress")
    func streamsProgress() async throws {
        try TestDisplay.ensure()
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Self.slowPage())

        let webView = WebViewRef()
        let stream = webView.values(of: "estimated-load-progress", as: Double.self)
        webView.loadURI(server.url("/slow"))
        var seen: [Double] = []
        let collector = Task { @MainActor in
            for await value in stream {
                seen.append(value)
                if value == 1.0 { break }
            }
        }
        let done = await MainLoop.run(until: { seen.last == 1.0 }, timeout: .seconds(30))
        collector.cancel()
        #expect(done, "values seen: \(seen)")
        // The stream keeps only the newest unread value, so how many arrive depends on how often
        // the collector gets the main actor (other tests share it): check what they are, not how many.
        #expect(seen == seen.sorted(), "values seen: \(seen)")
    }
}
