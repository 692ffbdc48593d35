import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("WebPage content worlds", .serialized)
@MainActor
struct WebPageContentWorldTests {
    init() throws { try GtkRuntime.initialize() }

    private func loadedPage() async throws -> (WebPage, TestHTTPServer) {
        let server = try TestHTTPServer()
        server.route("/", .html("<title>Worlds</title><script>window.pageSecret = 'page'</script><p id=p>text</p>"))
        let page = WebPage()
        #expect(await WebTest.load(server.endpoint("/"), into: page))
        return (page, server)
    }

    @Test("a global set in world “tools” is not visible in the page world, and the page's not in “tools”")
    func isolation() async throws {
        let (page, server) = try await loadedPage()
        defer { server.stop() }
        let tools = WKContentWorld.world(name: "tools")
        let seenFromTools =
            try await page.callJavaScript(
                "window.toolSecret = 'tool'; return typeof window.pageSecret", contentWorld: tools) as? String
        #expect(seenFromTools == "undefined")
        #expect(try await page.callJavaScript("return typeof window.toolSecret") as? String == "undefined")
        #expect(try await page.callJavaScript("return window.pageSecret", contentWorld: .page) as? String == "page")
        #expect(try await page.callJavaScript("return window.toolSecret", contentWorld: tools) as? String == "tool")
        let fromOtherWorld =
            try await page.callJavaScript(
                "return typeof window.toolSecret", contentWorld: .defaultClient) as? String
        #expect(fromOtherWorld == "undefined")
    }

    @Test("worlds share the document; arguments reach a world's function")
    func sharedDocument() async throws {
        let (page, server) = try await loadedPage()
        defer { server.stop() }
        let tools = WKContentWorld.world(name: "tools")
        _ = try await page.callJavaScript(
            "document.getElementById('p').textContent = text; document.title = title",
            arguments: ["text": "from tools", "title": "Retitled"], contentWorld: tools)
        #expect(
            try await page.callJavaScript("return document.getElementById('p').textContent") as? String == "from tools")
        #expect(await WebTest.wait(timeout: .seconds(5)) { page.title == "Retitled" })
    }

    @Test("the main frame may be named; another frame throws .javaScriptInvalidFrameTarget")
    func frames() async throws {
        let (page, server) = try await loadedPage()
        defer { server.stop() }
        let main = WebPage.FrameInfo(isMainFrame: true, request: URLRequest(url: server.endpoint("/")))
        #expect(try await page.callJavaScript("return document.title", in: main) as? String == "Worlds")
        let sub = WebPage.FrameInfo(isMainFrame: false, request: URLRequest(url: server.endpoint("/frame")))
        await #expect(throws: WebPageError.self) { try await page.callJavaScript("return 1", in: sub) }
        do {
            _ = try await page.callJavaScript("return 1", in: sub)
        } catch let error as WebPageError {
            #expect(error.code == .javaScriptInvalidFrameTarget)
        }
    }

    @Test("WKWebView: evaluateJavaScript(_:in:contentWorld:) and callAsyncJavaScript keep worlds apart")
    func webViewWorlds() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/", .html("<title>Worlds</title><script>window.pageSecret = 'page'</script>"))
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.load(URLRequest(url: server.endpoint("/")))
        #expect(await WebTest.wait { log.isDone })
        let tools = WKContentWorld.world(name: "tools")
        #expect(
            try await webView.evaluateJavaScript("typeof window.pageSecret", contentWorld: tools) as? String
                == "undefined")
        try await webView.evaluateJavaScript("window.toolSecret = 'tool'", contentWorld: tools)
        #expect(try await webView.evaluateJavaScript("typeof window.toolSecret") as? String == "undefined")
        let sum = try await webView.callAsyncJavaScript(
            "return window.toolSecret + a", arguments: ["a": 1], contentWorld: tools)
        #expect(sum as? String == "tool1")
        let answer = Box<Result<Any, any Error>?>(nil)
        webView.callAsyncJavaScript("return window.pageSecret", in: nil, in: .page) { answer.value = $0 }
        #expect(await WebTest.wait(timeout: .seconds(10)) { answer.value != nil })
        #expect((try? answer.value?.get()) as? String == "page")
        let frame = WKFrameInfo(isMainFrame: false, request: URLRequest(url: server.endpoint("/")))
        await #expect(throws: WebPageError.subframeTarget) {
            try await webView.callAsyncJavaScript("return 1", in: frame, contentWorld: .page)
        }
    }
}
