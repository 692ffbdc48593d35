import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// A web view beside state the web view does not depend on.
struct UnrelatedStateHost: View {
    @State var url: URL
    @State var counter = 0
    let changeURL: Box<(@MainActor (URL) -> Void)?>
    let bump: Box<(@MainActor () -> Void)?>

    var body: some View {
        VStack {
            Text("Counter \(counter)")
            WebView(url: url)
        }
        .onAppear {
            changeURL.value = { url = $0 }
            bump.value = { counter += 1 }
        }
    }
}

/// The ZStack pattern: a progress bar bound to the web view's progress while it is below 1.
struct OverlayHost: View {
    let url: URL
    let progressSeen: Box<[Double]>
    @State var progress = 0.0

    var body: some View {
        let _ = progressSeen.value.append(progress)
        return ZStack(alignment: .bottomLeading) {
            WebView(url: url, estimatedProgress: $progress)
            if progress < 1 { ProgressView(value: progress) }
        }
    }
}

@Suite("WebView", .serialized)
@MainActor
struct WebViewTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("WebView(url:) loads once; 100 unrelated state changes cause zero reloads; a new URL loads once")
    func noSurpriseReloads() throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/first", Pages.titled("First"))
        server.route("/second", Pages.titled("Second"))
        let changeURL = Box<(@MainActor (URL) -> Void)?>(nil)
        let bump = Box<(@MainActor () -> Void)?>(nil)
        let host = try WebTest.show {
            UnrelatedStateHost(url: server.endpoint("/first"), changeURL: changeURL, bump: bump)
        }
        defer { host.close() }
        #expect(WebTest.wait { server.requestCount(for: "/first") == 1 })
        WebTest.settle(.milliseconds(300))

        let passes = host.graph.updatePassCount
        for _ in 0..<100 {
            bump.value?()
            host.flush()
        }
        #expect(host.graph.updatePassCount >= passes + 100)
        WebTest.settle(.milliseconds(300))
        #expect(server.requestCount(for: "/first") == 1, "requests: \(server.requests)")

        changeURL.value?(server.endpoint("/second"))
        #expect(WebTest.wait { server.requestCount(for: "/second") == 1 })
        for _ in 0..<10 {
            bump.value?()
            host.flush()
        }
        WebTest.settle(.milliseconds(300))
        #expect(server.requests == ["/first", "/second"])
    }

    @Test("WebView fills the space it is offered")
    func fills() throws {
        let page = WebPage()
        let host = try WebTest.show(width: 400, height: 300) {
            VStack {
                Text("top"); WebView(page)
            }
        }
        defer { host.close() }
        WebTest.settle()
        let webView = host.window.first("WebKitWebView")
        #expect(webView?.allocatedWidth == 400)
        #expect((webView?.allocatedHeight ?? 0) > 200)
    }

    @Test("the estimatedProgress binding drives a ZStack overlay bar that disappears when loaded")
    func overlayBinding() throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Pages.slow())
        let seen = Box<[Double]>([])
        let host = try WebTest.show { OverlayHost(url: server.endpoint("/slow"), progressSeen: seen) }
        defer { host.close() }
        var barSeenDuringLoad = false
        #expect(
            WebTest.wait {
                if host.window.first("GtkProgressBar") != nil && seen.value.last.map({ $0 > 0 && $0 < 1 }) == true {
                    barSeenDuringLoad = true
                }
                return seen.value.last == 1
            })
        WebTest.settle()
        #expect(barSeenDuringLoad, "progress values: \(seen.value)")
        #expect(host.window.first("GtkProgressBar") == nil)
        let during = seen.value.drop { $0 == 0 }
        #expect(Array(during) == during.sorted(), "\(seen.value)")
    }

    @Test("loadingProgressBar: shown from 0.1 while loading, following progress; faded out and reset after")
    func loadingProgressBar() throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Pages.slow())
        server.route("/refused-next", Pages.titled("x"))
        let page = WebPage()
        let host = try WebTest.show { WebView(page).loadingProgressBar() }
        defer { host.close() }
        WebTest.settle()
        let bar = try #require(host.window.first("GtkProgressBar") as Gtk.Widget?)
        let fraction = { bar.property("fraction", as: Double.self) ?? -1 }
        #expect(bar.effectiveOpacity == 0, "hidden before any load")
        #expect(bar.allocatedWidth == host.window.first("WebKitWebView")?.allocatedWidth)
        #expect(bar.allocatedHeight < 20, "thin: \(bar.allocatedHeight)")

        page.load(server.endpoint("/slow"))
        var fractions: [Double] = []
        var opacityDuringLoad: [Double] = []
        #expect(
            WebTest.wait {
                if page.isLoading && page.estimatedProgress < 1 {
                    fractions.append(fraction())
                    opacityDuringLoad.append(bar.effectiveOpacity)
                }
                return page.startedNavigationCount == 1 && !page.isLoading
            })
        let shown = fractions.drop { $0 == 0 }
        #expect(shown.first.map { $0 >= 0.1 - 1e-9 } == true, "\(fractions)")
        #expect(Array(shown) == shown.sorted(), "bar went back: \(fractions)")
        #expect(shown.contains { $0 > 0.1 && $0 < 1 }, "bar did not follow the progress: \(fractions)")
        #expect(opacityDuringLoad.dropFirst(2).allSatisfy { $0 > 0.99 }, "\(opacityDuringLoad)")

        // Fades out over 0.3 s, then resets to 0.
        let fadeStart = ContinuousClock.now
        var fade: [Double] = []
        #expect(
            WebTest.wait(timeout: .seconds(2)) {
                fade.append(bar.effectiveOpacity)
                return bar.effectiveOpacity == 0 && fraction() == 0
            })
        let fadeTime = ContinuousClock.now - fadeStart
        #expect(fade.contains { $0 > 0.05 && $0 < 0.95 }, "no fade: \(fade)")
        #expect(fadeTime >= .milliseconds(250) && fadeTime < .milliseconds(1500), "\(fadeTime)")

        // A failed load also ends with the bar hidden.
        page.load(URL(string: "http://127.0.0.1:\(TestHTTPServer.unusedPort())/")!)
        #expect(WebTest.wait { page.startedNavigationCount == 2 && !page.isLoading })
        #expect(WebTest.wait(timeout: .seconds(2)) { bar.effectiveOpacity == 0 && fraction() == 0 })
    }

    @Test("a WebView can switch pages, and dismantling leaves a page usable")
    func switchesPages() throws {
        let first = WebPage()
        let second = WebPage()
        let pages = [first, second]
        let index = Box(0)
        struct Host: View {
            let pages: [WebPage]
            @State var index = 0
            let setIndex: Box<(@MainActor (Int) -> Void)?>
            var body: some View {
                WebView(pages[index]).onAppear { setIndex.value = { index = $0 } }
            }
        }
        let setter = Box<(@MainActor (Int) -> Void)?>(nil)
        let host = try WebTest.show { Host(pages: pages, setIndex: setter) }
        #expect(first.webView.parent != nil && second.webView.parent == nil)
        setter.value?(1)
        host.flush()
        #expect(first.webView.parent == nil && second.webView.parent != nil)
        host.close()
        #expect(second.webView.parent == nil)
        _ = index
        second.load(html: "<title>After</title>")
        #expect(WebTest.wait { second.title == "After" })
    }
}
