import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Observation
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
        #expect(await WebTest.bodyText(of: page)?.contains("grafting five") == true, "the page's text is there to find")

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

/// Whether a test's find bar is shown: observable, so changing it updates the view.
@Observable @MainActor
final class FindBarState {
    var isPresented = false
}

/// A web view with a find bar bound to `state`, as an app's view holds it.
struct FindBarHost: View {
    let page: WebPage
    @Bindable var state: FindBarState

    var body: some View {
        WebView(page).findNavigator(isPresented: $state.isPresented)
    }
}

extension WebPageFindTests {
    @Test(
        "findNavigator(isPresented:) shows a GtkSearchBar above the page; typing shows the match count; closing ends the search"
    )
    func findNavigator() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/text", .html("<title>Bar</title><p>graft one</p><p>Graft two</p><p>graft three</p>"))
        let page = WebPage()
        let state = FindBarState()
        let host = try await WebTest.show { FindBarHost(page: page, state: state) }
        defer { host.close() }
        #expect(await WebTest.load(server.endpoint("/text"), into: page))
        #expect(await WebTest.bodyText(of: page)?.contains("graft three") == true, "the page's text is there to find")
        let bar = try #require(host.window.first("GtkSearchBar"))
        let entry = try #require(bar.first("GtkSearchEntry"))
        #expect(bar.property("search-mode-enabled", as: Bool.self) == false)
        #expect(!entry.isMapped, "a hidden bar shows no field")

        state.isPresented = true
        #expect(await WebTest.wait(timeout: .seconds(5)) { bar.property("search-mode-enabled", as: Bool.self) == true })
        #expect(await WebTest.wait(timeout: .seconds(5)) { entry.isMapped })
        try entry.setProperty("text", "graft")  // what typing does: the field's text changes
        #expect(await WebTest.wait(timeout: .seconds(10)) { bar.labelTexts.contains("3 matches") }, "\(bar.labelTexts)")
        #expect(page.lastFindResult == WebPage.FindResult(matchFound: true, matchCount: 3))
        try entry.setProperty("text", "nowhere")
        #expect(
            await WebTest.wait(timeout: .seconds(10)) { bar.labelTexts.contains("No matches") }, "\(bar.labelTexts)")

        try bar.setProperty("search-mode-enabled", false)  // Escape or the close button
        #expect(await WebTest.wait(timeout: .seconds(5)) { !state.isPresented })
        #expect(page.lastFindResult == nil)
    }
}

@Suite("WebPage page state", .serialized)
@MainActor
struct WebPageStateTests {
    init() throws { try GtkRuntime.initialize() }

    @Test(
        "themeColor follows the page's theme-color meta tag; pageZoom magnifies the page; isInspectable reaches WebKit")
    func pageState() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/themed", .html("<title>T</title><meta name='theme-color' content='#ff8000'><p>x</p>"))
        server.route("/plain", Pages.titled("Plain"))
        let page = WebPage()
        let host = try await WebTest.show { WebView(page) }
        defer { host.close() }
        #expect(await WebTest.load(server.endpoint("/themed"), into: page))
        #expect(await WebTest.wait(timeout: .seconds(10)) { page.themeColor != nil })
        #expect(page.themeColor == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(await WebTest.load(server.endpoint("/plain"), into: page))
        #expect(await WebTest.wait(timeout: .seconds(10)) { page.themeColor == nil })

        let before = try await page.callJavaScript("return window.innerWidth") as? Int
        page.pageZoom = 2
        #expect(page.webView.zoomLevel == 2)
        var after: Int?
        #expect(
            await WebTest.wait(timeout: .seconds(10)) {
                Task { after = try? await page.callJavaScript("return window.innerWidth") as? Int }
                return after != nil && before != nil && after! * 2 <= before! + 2
            }, "innerWidth \(String(describing: before)) → \(String(describing: after))")
        page.pageZoom = -3  // not a zoom: back to 100 %
        #expect(page.webView.zoomLevel == 1)

        #expect(!page.isInspectable)
        page.isInspectable = true
        #expect(page.webView.areDeveloperExtrasEnabled)
    }
}
