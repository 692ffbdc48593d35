import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing
import WebKitBridge

@testable import GraftGtk
@testable import GraftWeb

/// What this process holds for its web content: the sandbox's helper processes, web processes
/// and open file descriptors.
struct WebFootprint: Equatable, CustomStringConvertible {
    var bubblewraps = 0
    var dbusProxies = 0
    var webProcesses = 0
    var fileDescriptors = 0

    @MainActor static var now: WebFootprint {
        let processes = ProcessTree.descendants()
        return WebFootprint(
            bubblewraps: processes.filter { $0.name == "bwrap" }.count,
            dbusProxies: processes.filter { $0.name == "xdg-dbus-proxy" }.count,
            webProcesses: WebKit.Sandbox.webProcesses().count, fileDescriptors: ProcessTree.openFileDescriptors)
    }

    /// Whether nothing is held beyond `baseline`, allowing fewer descriptors than one per five
    /// windows or pages (GTK and GLib open a few lazily, once): one held per window or page over
    /// `cycles` exceeds it.
    func isWithin(_ baseline: WebFootprint, cycles: Int) -> Bool {
        bubblewraps <= baseline.bubblewraps && dbusProxies <= baseline.dbusProxies
            && webProcesses <= baseline.webProcesses && fileDescriptors < baseline.fileDescriptors + cycles / 5
    }

    /// No more web processes or sandboxes than `before`: what was started since has wound down.
    /// (Other suites of the run may have left their own: they are part of the baseline.)
    func isBack(to before: WebFootprint) -> Bool {
        webProcesses <= before.webProcesses && bubblewraps <= before.bubblewraps
    }

    var description: String {
        "\(bubblewraps) bwrap, \(dbusProxies) xdg-dbus-proxy, \(webProcesses) web processes, \(fileDescriptors) fds"
    }
}

@Suite("Web content's helper processes end with the window or page that needed them", .serialized)
@MainActor
struct WebHelperProcessTests {
    static let cycles = 50

    init() throws { try GtkRuntime.initialize() }

    @Test(
        "50 WebView(url:) windows of an app, opened and closed in turn: bwrap, xdg-dbus-proxy, fds and web views return to the baseline"
    )
    func closedWindows() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.titled("Hosted"))
        let url = server.endpoint("/page")
        let windows = AppWindows()
        let keeper = try HostingWindow(title: "keeps the app running", width: 200, height: 100) { Text("app") }
        keeper.present()
        let counter = FinalizationCounter()
        func cycle(_ index: Int) async throws {
            let requests = server.requestCount(for: "/page")
            try windows.open(WindowGroup("web \(index)") { WebView(url: url) }._windows)
            let host = try #require(windows.hosts.last)
            #expect(await WebTest.wait { server.requestCount(for: "/page") > requests }, "window \(index) loaded")
            for widget in host.window.descendants where widget.typeName == "WebKitWebView" { counter.track(widget) }
            host.window.close()
            #expect(await WebTest.wait { windows.hosts.isEmpty })
        }
        // The first window starts what every later one shares (WebKit's network process).
        let before = WebFootprint.now
        try await cycle(0)
        #expect(await WebTest.wait(timeout: .seconds(20)) { WebFootprint.now.isBack(to: before) })
        let baseline = WebFootprint.now
        var peak = baseline
        for index in 1...Self.cycles {
            try await cycle(index)
            let now = WebFootprint.now
            peak = WebFootprint(
                bubblewraps: max(peak.bubblewraps, now.bubblewraps),
                dbusProxies: max(peak.dbusProxies, now.dbusProxies),
                webProcesses: max(peak.webProcesses, now.webProcesses),
                fileDescriptors: max(peak.fileDescriptors, now.fileDescriptors))
        }
        #expect(counter.trackedCount == Self.cycles + 1)
        #expect(
            await WebTest.wait(timeout: .seconds(60)) {
                WebFootprint.now.isWithin(baseline, cycles: Self.cycles) && counter.finalized == counter.trackedCount
            },
            "baseline: \(baseline); peak: \(peak); after: \(WebFootprint.now); web views finalized \(counter.finalized) of \(counter.trackedCount)"
        )
        print("Web helpers over \(Self.cycles) windows: baseline \(baseline); peak \(peak); after \(WebFootprint.now)")
        #expect(keeper.window.isMapped, "the app still runs")
        keeper.window.close()
    }

    @Test("50 WebPages an app held and let go: their web processes and helpers return to the baseline")
    func releasedPages() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.titled("Held"))
        let baseline = WebFootprint.now
        var pages: [WebPage] = []
        let counter = FinalizationCounter()
        for _ in 0..<Self.cycles {
            let page = WebPage()
            counter.track(page.webView)
            #expect(await WebTest.load(server.endpoint("/page"), into: page))
            pages.append(page)
        }
        #expect(WebFootprint.now.webProcesses >= 1)
        pages.removeAll()
        #expect(
            await WebTest.wait(timeout: .seconds(60)) {
                WebFootprint.now.isWithin(baseline, cycles: Self.cycles) && counter.finalized == counter.trackedCount
            }, "baseline: \(baseline); after: \(WebFootprint.now); web views finalized \(counter.finalized)")
    }
}
