import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

@Suite("WebPage find in page", .serialized)
@MainActor
struct WebPageFindTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("find counts matches with and without case, reports absent text, and next/previous move the selection")
    func find() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/text",
            .html(
                "<title>Find</title><p id=a>graft one</p><p id=b>Graft two</p><p id=c>graft three</p>"
                    + "<p id=d>GRAFT four</p><p id=e>grafting five</p>"))
        let page = WebPage()
        let host = try await WebTest.show { WebView(page) }
        defer { host.close() }
        #expect(await WebTest.load(server.endpoint("/text"), into: page))

        let any = await page.find("graft")
        #expect(any == WebPage.FindResult(matchFound: true, matchCount: 5))
        #expect(page.lastFindResult == any)
        var exact = WebPage.FindConfiguration()
        exact.caseSensitive = true
        let cased = await page.find("graft", configuration: exact)
        #expect(cased.matchCount == 3)
        let absent = await page.find("nowhere")
        #expect(absent == WebPage.FindResult(matchFound: false, matchCount: 0))

        _ = await page.find("graft", configuration: exact)
        let selected = { () async -> String? in
            try? await page.callJavaScript(
                "const node = window.getSelection().anchorNode; return node ? node.parentElement.id : ''") as? String
        }
        let first = await selected()
        page.findNext()
        _ = await WebTest.wait(timeout: .milliseconds(300)) { false }  // WebKit moves the selection in its process
        let second = await selected()
        page.findPrevious()
        _ = await WebTest.wait(timeout: .milliseconds(300)) { false }
        let back = await selected()
        #expect(
            first == "a" && second == "c" && back == "a",
            "selection went \(String(describing: first)) → \(String(describing: second)) → \(String(describing: back))")
        page.endFind()
        #expect(page.lastFindResult == nil)
    }
}
