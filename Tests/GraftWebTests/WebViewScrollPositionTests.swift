import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Observation
import Testing

@testable import GraftWeb

/// A test's scroll position and the offsets its geometry action saw: observable, so setting the
/// position updates the view.
@Observable @MainActor
final class ScrollState {
    var position = ScrollPosition(edge: .top)
    var offsets: [CGFloat] = []
    var contentHeights: [CGFloat] = []
}

/// A web view bound to `state`, as an app's view holds it.
struct ScrollHost: View {
    let page: WebPage
    @Bindable var state: ScrollState

    var body: some View {
        WebView(page)
            .webViewScrollPosition($state.position)
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in
                state.offsets.append(new)
            }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentSize.height }) { _, new in
                state.contentHeights.append(new)
            }
    }
}

@Suite("WebView scroll position", .serialized)
@MainActor
struct WebViewScrollPositionTests {
    init() throws { try GtkRuntime.initialize() }

    /// Waits until the page's own value of `expression` is `expected` (10 s at most).
    private func waitFor(_ page: WebPage, _ expression: String, _ expected: Int) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let value = try? await page.callJavaScript("return Math.round(\(expression))")
            if value as? Int == expected { return true }
            await WebTest.wait(timeout: .milliseconds(50)) { false }
        }
        return false
    }

    /// Waits until the page's own `window.scrollY` is `expected`.
    private func waitForScrollY(_ page: WebPage, _ expected: Int) async -> Bool {
        await waitFor(page, "window.scrollY", expected)
    }

    @Test("setting the position scrolls the page (y, point, edges); the page's own scrolling makes it the user's")
    func positionFollowsBothWays() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/tall",
            .html(
                "<!doctype html><title>Tall</title><body style='margin:0'><div style='height:5000px;width:3000px'>top</div></body>"
            ))
        let page = WebPage()
        let state = ScrollState()
        let host = try await WebTest.show(width: 400, height: 300) { ScrollHost(page: page, state: state) }
        defer { host.close() }
        #expect(await WebTest.load(server.endpoint("/tall"), into: page))
        let viewport = try #require(
            try await page.callJavaScript("return document.documentElement.clientHeight") as? Int)

        state.position.scrollTo(y: 1200)
        #expect(await waitForScrollY(page, 1200))
        #expect(await WebTest.wait(timeout: .seconds(10)) { state.offsets.last == 1200 }, "\(state.offsets)")
        #expect(!state.position.isPositionedByUser, "the app's own scroll keeps the app's position")
        #expect(state.position.point == CGPoint(x: 0, y: 1200))
        #expect(state.contentHeights.isEmpty, "the content did not change size: \(state.contentHeights)")

        state.position.scrollTo(edge: .bottom)
        let bottom = "document.documentElement.scrollHeight - document.documentElement.clientHeight - scrollY"
        #expect(await waitFor(page, bottom, 0), "the bottom edge shows the content's end")
        #expect(viewport > 0 && viewport <= 300)
        state.position.scrollTo(point: CGPoint(x: 40, y: 300))
        #expect(await waitForScrollY(page, 300))
        #expect(try await page.callJavaScript("return Math.round(scrollX)") as? Int == 40)
        state.position.scrollTo(edge: .trailing)
        #expect(
            await waitFor(page, "scrollX + document.documentElement.clientWidth", 3000),
            "the trailing edge shows the content's right end")
        #expect(await waitForScrollY(page, 300), "the trailing edge leaves the vertical offset")
        await WebTest.wait(timeout: .milliseconds(200)) { false }  // the app's scroll has been reported
        #expect(!state.position.isPositionedByUser)

        // The page scrolls by itself: the geometry follows, and the position becomes the user's.
        _ = try await page.callJavaScript("window.scrollTo(0, 700)")
        #expect(await WebTest.wait(timeout: .seconds(10)) { state.offsets.last == 700 }, "\(state.offsets)")
        #expect(await WebTest.wait(timeout: .seconds(10)) { state.position.isPositionedByUser })
        #expect(state.position.edge == nil && state.position.point == nil)

        state.position.scrollTo(edge: .top)
        #expect(await waitForScrollY(page, 0))
        #expect(await WebTest.wait(timeout: .seconds(10)) { state.offsets.last == 0 })
        #expect(state.position.edge == .top)

        // The document grows: the content size follows.
        _ = try await page.callJavaScript("document.body.firstChild.style.height = '8000px'")
        #expect(await WebTest.wait(timeout: .seconds(10)) { state.contentHeights.last == 8000 })
    }

    @Test("a position set before the page loads applies when the load finishes")
    func positionBeforeLoad() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/tall",
            .html("<!doctype html><title>Tall</title><body style='margin:0'><div style='height:4000px'></div></body>"))
        let page = WebPage()
        let state = ScrollState()
        state.position = ScrollPosition(y: 900)
        let host = try await WebTest.show(width: 400, height: 300) { ScrollHost(page: page, state: state) }
        defer { host.close() }
        #expect(await WebTest.load(server.endpoint("/tall"), into: page))
        #expect(await waitForScrollY(page, 900))
        #expect(!state.position.isPositionedByUser)
    }

    @Test("the page cannot see or replace the reporting script: its own scrollTo override is not called")
    func isolatedFromThePage() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/tall",
            .html(
                "<!doctype html><title>Tall</title><body style='margin:0'><div style='height:4000px'></div><script>"
                    + "window.overrides = 0; const original = window.scrollTo.bind(window);"
                    + "window.scrollTo = (...a) => { window.overrides++; };</script></body>"))
        let page = WebPage()
        let state = ScrollState()
        let host = try await WebTest.show(width: 400, height: 300) { ScrollHost(page: page, state: state) }
        defer { host.close() }
        #expect(await WebTest.load(server.endpoint("/tall"), into: page))
        state.position.scrollTo(y: 500)
        #expect(await waitForScrollY(page, 500))
        #expect(try await page.callJavaScript("return window.overrides") as? Int == 0)
        #expect(try await page.callJavaScript("return typeof graftScrollByApp") as? String == "undefined")
    }
}
