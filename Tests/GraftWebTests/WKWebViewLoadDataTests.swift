import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("WKWebView load(data) and loadFileURL", .serialized)
@MainActor
struct WKWebViewLoadDataTests {
    init() throws { try GtkRuntime.initialize() }

    private func evaluate(_ webView: WKWebView, _ script: String) async throws -> Any? {
        try await webView.evaluateJavaScript(script)
    }

    @Test("load(_:mimeType:characterEncodingName:baseURL:) shows the data at the base URL; relative links resolve")
    func loadData() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/reports/style.css", .data(Array("p { color: red }".utf8), contentType: "text/css"))
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        let html = "<title>Report</title><link rel=stylesheet href='style.css'><p>ok</p>"
        let navigation = webView.load(
            Data(html.utf8), mimeType: "text/html", characterEncodingName: "utf-8",
            baseURL: server.endpoint("/reports/index.html"))
        #expect(await WebTest.wait { log.isDone })
        #expect(log.calls.last == "finish")
        #expect(navigation.map { log.navigations.contains(ObjectIdentifier($0)) } == true)
        #expect(webView.title == "Report")
        #expect(webView.url == server.endpoint("/reports/index.html"))
        #expect(server.requestCount(for: "/reports/style.css") == 1)
    }

    @Test("the encoding name decides how the bytes read: ISO-8859-1 and UTF-8 differ; text/plain is text")
    func encodingName() async throws {
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        let bytes = Data([0x63, 0x61, 0x66, 0xE9])  // "café" in ISO-8859-1
        webView.load(
            bytes, mimeType: "text/plain", characterEncodingName: "iso-8859-1", baseURL: URL(string: "about:blank")!)
        #expect(await WebTest.wait { log.isDone })
        #expect(try await evaluate(webView, "document.body.innerText") as? String == "café")
        #expect(try await evaluate(webView, "document.contentType") as? String == "text/plain")
        log.calls.removeAll()
        webView.load(
            Data("caf\u{E9}".utf8), mimeType: "text/html", characterEncodingName: "utf-8",
            baseURL: URL(string: "about:blank")!)
        #expect(await WebTest.wait { log.isDone })
        #expect(try await evaluate(webView, "document.body.innerText") as? String == "café")
    }

    @Test("loadFileURL shows a file inside the read-access directory; one outside, or missing, fails at once")
    func loadFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-file-\(UUID())")
        let site = directory.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = site.appendingPathComponent("index.html")
        try Data("<title>Local</title><p>file</p>".utf8).write(to: index)
        let outside = directory.appendingPathComponent("outside.html")
        try Data("<title>Outside</title>".utf8).write(to: outside)
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.loadFileURL(index, allowingReadAccessTo: site)
        #expect(await WebTest.wait { log.isDone })
        #expect(log.calls.last == "finish")
        #expect(try await evaluate(webView, "document.title") as? String == "Local", "calls: \(log.calls)")
        #expect(webView.url == index)

        log.calls.removeAll()
        webView.loadFileURL(outside, allowingReadAccessTo: site)
        #expect(await WebTest.wait(timeout: .seconds(5)) { log.isDone })
        #expect(log.calls == ["failProvisional"])
        #expect(log.errors.last?.code == .unsupportedURL)
        log.calls.removeAll()
        webView.loadFileURL(site.appendingPathComponent("missing.html"), allowingReadAccessTo: site)
        #expect(await WebTest.wait(timeout: .seconds(5)) { log.isDone })
        #expect(log.errors.last?.code == .fileDoesNotExist)
        #expect(await WebTest.wait(timeout: .seconds(2)) { webView.title == "Local" && !webView.isLoading })
    }
}
