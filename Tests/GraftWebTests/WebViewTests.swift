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
    func noSurpriseReloads() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/first", Pages.titled("First"))
        server.route("/second", Pages.titled("Second"))
        let changeURL = Box<(@MainActor (URL) -> Void)?>(nil)
        let bump = Box<(@MainActor () -> Void)?>(nil)
        let host = try await WebTest.show {
            UnrelatedStateHost(url: server.endpoint("/first"), changeURL: changeURL, bump: bump)
        }
        defer { host.close() }
        #expect(await WebTest.wait { server.requestCount(for: "/first") == 1 })
        var sentinels: Set<String> = []

        let passes = host.graph.updatePassCount
        for _ in 0..<100 {
            bump.value?()
            host.flush()
        }
        #expect(host.graph.updatePassCount >= passes + 100)
        let afterBumps = try #require(await WebTest.sentinelLoad(server), "a later request reached the server")
        sentinels.insert(afterBumps)
        #expect(server.requestCount(for: "/first") == 1, "requests: \(server.requests)")

        changeURL.value?(server.endpoint("/second"))
        #expect(await WebTest.wait { server.requestCount(for: "/second") == 1 })
        for _ in 0..<10 {
            bump.value?()
            host.flush()
        }
        sentinels.insert(try #require(await WebTest.sentinelLoad(server), "a later request reached the server"))
        #expect(server.requests.filter { !sentinels.contains($0) } == ["/first", "/second"], "\(server.requests)")
    }

    @Test("WebView fills the space it is offered")
    func fills() async throws {
        let page = WebPage()
        let host = try await WebTest.show(width: 400, height: 300) {
            VStack {
                Text("top"); WebView(page)
            }
        }
        defer { host.close() }
        let webView = host.window.first("WebKitWebView")
        // Wait for the layout (not a fixed time): the full width, and the height below the text.
        let laidOut = await WebTest.wait(timeout: .seconds(5)) {
            webView?.allocatedWidth == 400 && (webView?.allocatedHeight ?? 0) > 200
        }
        #expect(
            laidOut, "\(String(describing: webView?.allocatedWidth)) × \(String(describing: webView?.allocatedHeight))")
        #expect((webView?.allocatedHeight ?? 0) < 300, "the text keeps its line above the web view")
    }

    @Test("the estimatedProgress binding drives a ZStack overlay bar that disappears when loaded")
    func overlayBinding() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Pages.slow())
        let seen = Box<[Double]>([])
        let host = try await WebTest.show { OverlayHost(url: server.endpoint("/slow"), progressSeen: seen) }
        defer { host.close() }
        #expect(host.window.first("GtkProgressBar") != nil, "the bar shows while the progress is below 1")
        #expect(await WebTest.wait { seen.value.last == 1 })
        #expect(await WebTest.wait(timeout: .seconds(5)) { host.window.first("GtkProgressBar") == nil })
        let filled = await WebTest.wait(timeout: .seconds(5)) {
            host.window.first("WebKitWebView")?.allocatedHeight == 360
        }
        #expect(filled, "the web view fills the window once the bar is gone")
        let during = seen.value.drop { $0 == 0 }
        #expect(during.contains { $0 > 0 && $0 < 1 }, "\(seen.value)")
        #expect(Array(during) == during.sorted(), "\(seen.value)")
    }

    @Test("loadingProgressBar: shown from 0.1 while loading, following progress; faded out and reset after")
    func loadingProgressBar() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Pages.slow())
        let page = WebPage()
        let host = try await WebTest.show { WebView(page).loadingProgressBar() }
        defer { host.close() }
        let bar = try #require(host.window.first("GtkProgressBar") as Gtk.Widget?)
        #expect(bar.effectiveOpacity == 0, "hidden before any load")
        let spans = await WebTest.wait(timeout: .seconds(5)) {
            bar.allocatedWidth > 0 && bar.allocatedWidth == host.window.first("WebKitWebView")?.allocatedWidth
        }
        #expect(spans, "the bar spans the web view: \(bar.allocatedWidth)")
        #expect(bar.allocatedHeight > 0 && bar.allocatedHeight < 20, "thin: \(bar.allocatedHeight)")

        // Record every change of the bar's fraction and opacity, with whether the page was loading.
        var fractions: [(value: Double, loading: Bool)] = []
        var opacities: [(value: Double, loading: Bool, time: ContinuousClock.Instant)] = []
        var tokens = [bar.observeDouble("fraction") { fractions.append(($0, page.isLoading)) }]
        var ancestor = bar.parent
        while let widget = ancestor {
            tokens.append(
                widget.observe("opacity") { opacities.append((bar.effectiveOpacity, page.isLoading, .now)) })
            ancestor = widget.parent
        }
        defer { tokens.forEach { $0.cancel() } }
        let loading = StateLog { page.isLoading }

        #expect(await WebTest.load(server.endpoint("/slow"), into: page))
        #expect(await WebTest.wait(timeout: .seconds(3)) { bar.effectiveOpacity == 0 && fractions.last?.value == 0 })
        let shown = fractions.map(\.value).drop { $0 == 0 }.prefix { $0 > 0 }
        #expect(shown.first.map { abs($0 - 0.1) < 1e-9 } == true, "appears at 0.1: \(fractions)")
        #expect(Array(shown) == shown.sorted(), "the bar went back: \(fractions)")
        #expect(shown.contains { $0 > 0.1 && $0 < 1 }, "the bar did not follow the progress: \(fractions)")
        #expect(shown.last == 1, "the bar fills up when done: \(fractions)")
        #expect(opacities.filter(\.loading).allSatisfy { $0.value > 0.99 }, "\(opacities)")
        let fade = opacities.filter { !$0.loading }
        #expect(fade.contains { $0.value > 0.05 && $0.value < 0.95 }, "no fade: \(fade.map(\.value))")
        // The fade follows its easeOut curve over 0.3 s on the clock: the animation starts after the
        // load ended, so at τ seconds after the end the bar is at least as opaque as the curve at τ
        // (less GTK's byte rounding of opacity), and it is gone well within 2 s.
        // The load ended when `isLoading` first went from true to false.
        let states = loading.timedStates
        let loadEnded = zip(states, states.dropFirst()).first { $0.state && !$1.state }?.1.since
        if let ended = loadEnded, let hidden = opacities.first(where: { $0.value == 0 && !$0.loading })?.time {
            let curve = Animation.easeOut(duration: 0.3)
            for sample in fade {
                let elapsed = sample.time - ended
                // `isLoading`'s observer may run a loop turn after the fade started (seen 2 ms late
                // on a loaded machine): allow it 50 ms, so the check is of the curve, not of timing.
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18 + 0.05
                let floor = 1 - curve.value(at: min(max(seconds / 0.3, 0), 1)) - 1.0 / 255 - 0.005
                #expect(sample.value >= floor, "opacity \(sample.value) at \(elapsed) is ahead of the curve (\(floor))")
            }
            #expect(hidden - ended < .seconds(2), "fade took \(hidden - ended)")
        } else {
            Issue.record("no end of load or no hidden bar: \(opacities.map(\.value))")
        }

        // A failed load also ends with the bar hidden and reset.
        #expect(await WebTest.loadFailing(URL(string: "http://127.0.0.1:\(TestHTTPServer.unusedPort())/")!, into: page))
        #expect(page.lastError?.code == .cannotConnectToHost)
        #expect(await WebTest.wait(timeout: .seconds(3)) { bar.effectiveOpacity == 0 && fraction(of: bar) == 0 })
    }

    private func fraction(of bar: Gtk.Widget) -> Double { bar.property("fraction", as: Double.self) ?? -1 }

    @Test("a WebView can switch pages, and dismantling leaves a page usable")
    func switchesPages() async throws {
        let first = WebPage()
        let second = WebPage()
        let pages = [first, second]
        struct Host: View {
            let pages: [WebPage]
            @State var index = 0
            let setIndex: Box<(@MainActor (Int) -> Void)?>
            var body: some View {
                WebView(pages[index]).onAppear { setIndex.value = { index = $0 } }
            }
        }
        let setter = Box<(@MainActor (Int) -> Void)?>(nil)
        let host = try await WebTest.show { Host(pages: pages, setIndex: setter) }
        #expect(first.webView.parent != nil && second.webView.parent == nil)
        setter.value?(1)
        host.flush()
        #expect(first.webView.parent == nil && second.webView.parent != nil)
        host.close()
        #expect(second.webView.parent == nil)
        second.load(html: "<title>After</title>")
        #expect(await WebTest.wait { second.title == "After" })
    }
}
