import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// Pages the tests serve from 127.0.0.1.
enum Pages {
    /// A titled page.
    static func titled(_ title: String, body: String = "") -> TestHTTPServer.Response {
        .html("<!doctype html><html><head><title>\(title)</title></head><body><p>\(title)</p>\(body)</body></html>")
    }

    /// A page of ~40 KB sent in 20 pieces 40 ms apart (~0.8 s), so WebKit reports progress along the way.
    static func slow(title: String = "Slow", chunkedEncoding: Bool = true) -> TestHTTPServer.Response {
        .html(
            long(title: title, paragraphs: 400), chunks: 20, chunkDelay: .milliseconds(40),
            chunkedEncoding: chunkedEncoding)
    }

    /// A page whose first bytes come after 200 ms and the rest over two minutes: a load of it is still
    /// going on whenever a test stops it (WebKit closes the connection, which ends the sending).
    static func endless(title: String = "Endless") -> TestHTTPServer.Response {
        .html(long(title: title, paragraphs: 600), chunks: 600, chunkDelay: .milliseconds(200), chunkedEncoding: true)
    }

    /// A titled page of `paragraphs` paragraphs of about 100 bytes each.
    private static func long(title: String, paragraphs: Int) -> String {
        let body = (0..<paragraphs).map { "<p>Paragraph \($0): \(String(repeating: "graft ", count: 14))</p>" }
        return "<!doctype html><html><head><title>\(title)</title></head><body>\(body.joined())</body></html>"
    }
}

/// Shows views in real GTK windows under the test display and waits for things to happen.
///
/// The waits are `async`: between rounds of GLib events they suspend, so other main-actor tests of
/// the process get their turn. What a test checks over time is recorded by handlers (GLib signals,
/// page listeners), which run whichever test is iterating the loop, never by sampling.
@MainActor
enum WebTest {
    static func show<Content: View>(width: Int = 480, height: Int = 360, @ViewBuilder _ content: () -> Content)
        async throws -> HostingWindow
    {
        let host = try HostingWindow(title: "web test", width: width, height: height, content: content)
        host.present()
        #expect(await wait(timeout: .seconds(5)) { host.window.isMapped })
        return host
    }

    /// Runs the main loop until `condition` holds (30 s at most); `false` on timeout.
    @discardableResult
    static func wait(timeout: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
        await MainLoop.run(until: condition, timeout: timeout)
    }

    private static var sentinels = 0

    /// The positive marker before checking that WebKit sent no request: a fresh page loads a
    /// sentinel path from `server` and the server logs it. A request WebKit was asked for before
    /// (a reload during an update) reaches the server first. Returns the sentinel's path (leave
    /// it out when comparing request logs), or `nil` if it never arrived.
    static func sentinelLoad(_ server: TestHTTPServer) async -> String? {
        sentinels += 1
        let path = "/sentinel-\(sentinels)"
        server.route(path, Pages.titled("Sentinel"))
        let page = WebPage()
        guard await load(server.endpoint(path), into: page), server.requestCount(for: path) == 1 else { return nil }
        return path
    }

    /// The positive marker before checking that `page` sent no further request: the page itself
    /// fetches a sentinel path with JavaScript, and the server logs it.
    static func sentinelFetch(from page: WebPage, _ server: TestHTTPServer) async -> Bool {
        sentinels += 1
        let path = "/sentinel-\(sentinels)"
        server.route(path, Pages.titled("Sentinel"))
        _ = try? await page.callJavaScript("return fetch('\(path)').then(response => response.status)")
        return await wait(timeout: .seconds(10)) { server.requestCount(for: path) == 1 }
    }

    /// A JavaScript round trip to `page`'s web process: once it answers, everything the process
    /// was sent before has been handled. Returns the document's title.
    static func roundTrip(_ page: WebPage) async -> String? {
        try? await page.callJavaScript("return document.title") as? String
    }

    /// The text of `page`'s document body, read in its web process.
    static func bodyText(of page: WebPage) async -> String? {
        try? await page.callJavaScript("return document.body ? document.body.innerText : ''") as? String
    }

    /// Waits until `page` has ended a navigation that started after `count` navigations.
    @discardableResult
    static func waitForNavigation(of page: WebPage, after count: Int, timeout: Duration = .seconds(30)) async -> Bool {
        await wait(timeout: timeout) { page.startedNavigationCount > count && !page.isLoading }
    }

    /// Loads `url` into `page`, which cannot load it, and waits for the navigation to end; true
    /// only if it ended with an error.
    static func loadFailing(_ url: URL, into page: WebPage, timeout: Duration = .seconds(30)) async -> Bool {
        let count = page.startedNavigationCount
        page.load(url)
        return await waitForNavigation(of: page, after: count, timeout: timeout) && page.lastError != nil
    }

    /// Loads `url` into `page` and waits for the navigation to end; true only if it finished
    /// without an error.
    ///
    /// WebKit sometimes fails a load inside its own processes on a loaded machine (it logs
    /// `internallyFailedLoadTimerFired`, and the page reports a generic ``WebPageError/Code-swift.enum/loadFailed``).
    /// That failure is WebKit's, not the test's subject, so such a load is tried again, at most twice,
    /// and said so in the log; any other error is returned as a failed load.
    @discardableResult
    static func load(_ url: URL, into page: WebPage, timeout: Duration = .seconds(30)) async -> Bool {
        for attempt in 1...3 {
            let count = page.startedNavigationCount
            page.load(url)
            guard await waitForNavigation(of: page, after: count, timeout: timeout) else { return false }
            guard let error = page.lastError else { return true }
            guard error.code == .loadFailed, attempt < 3 else { return false }
            print("WebTest.load: WebKit failed \(url) internally (\(error)); loading it again")
        }
        return false
    }
}

extension Gtk.Widget {
    /// The opacity the widget is drawn with: its own times its ancestors'.
    var effectiveOpacity: Double {
        var opacity = self.opacity
        var current = parent
        while let widget = current {
            opacity *= widget.opacity
            current = widget.parent
        }
        return opacity
    }
}
