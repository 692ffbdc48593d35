import Graft
import GraftTestSupport
import GraftWeb
import Testing

/// A UIKit-style representable around the public web widget, the first pattern of docs/Porting.md.
struct PlainWebView: GtkWidgetRepresentable {
    let url: URL

    func makeGtkWidget(context: Context) -> Gtk.WebView { Gtk.WebView() }

    func updateGtkWidget(_ webView: Gtk.WebView, context: Context) {
        if webView.url != url { webView.load(URLRequest(url: url)) }
    }
}

/// The progress a Float binding received, outside of any view.
struct FloatProgressHost: View {
    let url: URL
    let seen: Box<[Float]>
    @State var progress: Float = 0
    var body: some View {
        let _ = seen.value.append(progress)
        WebView(url: url, estimatedProgress: $progress)
    }
}

@Suite("Gtk.WebView", .serialized)
@MainActor
struct GtkWebViewTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("Gtk.WebView loads a URLRequest; typed observation reports progress, title, url and isLoading")
    func observeTypedState() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Pages.slow(title: "Slow page"))
        let webView = Gtk.WebView()
        let window = Gtk.Window(title: "web")
        window.setDefaultSize(width: 400, height: 300)
        window.child = webView
        window.present()
        defer { window.destroy() }
        var progress: [Double] = []
        var titles: [String?] = []
        var urls: [URL?] = []
        var loading: [Bool] = []
        let progressObservation = webView.observe(\.estimatedProgress, options: [.new]) { _, change in
            progress.append(change.newValue ?? -1)
        }
        let titleObservation = webView.observe(\.title, options: [.new, .old]) { _, change in
            titles.append(change.newValue ?? nil)
        }
        let urlObservation = webView.observe(\.url, options: [.initial, .new]) { _, change in
            urls.append(change.newValue ?? nil)
        }
        let loadingObservation = webView.observe(\.isLoading, options: [.new]) { view, change in
            #expect(view === webView)
            loading.append(change.newValue ?? false)
        }
        #expect(urls == [nil])  // .initial: called at once with the current value
        webView.load(URLRequest(url: server.endpoint("/slow")))
        #expect(await WebTest.wait { webView.title == "Slow page" && !webView.isLoading })
        #expect(webView.estimatedProgress == 1)
        #expect(progress.last == 1)
        #expect(progress.contains { $0 > 0 && $0 < 1 })  // the slow page reports progress on the way
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 != $1 })  // only real changes
        #expect(titles.last == "Slow page")
        #expect(urls.last == server.endpoint("/slow"))
        #expect(loading.first == true && loading.last == false)
        #expect(webView.lastError == nil)
        // Cancelled and released observations report nothing more.
        progressObservation.cancel()
        #expect(!progressObservation.isObserving)
        _ = (titleObservation, urlObservation, loadingObservation)
        let countBefore = progress.count
        webView.load(URLRequest(url: server.endpoint("/slow")))
        #expect(await WebTest.wait { server.requestCount(for: "/slow") == 2 && !webView.isLoading })
        #expect(progress.count == countBefore)
    }

    @Test("canGoBack follows the history; a POST request and a URL without a scheme set lastError")
    func historyAndErrors() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/a", Pages.titled("A"))
        server.route("/b", Pages.titled("B"))
        let webView = Gtk.WebView()
        var back: [Bool] = []
        var errors: [WebPageError.Code?] = []
        let backObservation = webView.observe(\.canGoBack, options: [.new]) { _, change in
            back.append(change.newValue ?? false)
        }
        let errorObservation = webView.observe(\.lastError, options: [.new]) { _, change in
            errors.append(change.newValue??.code)
        }
        webView.load(URLRequest(url: server.endpoint("/a")))
        #expect(await WebTest.wait { webView.title == "A" && !webView.isLoading })
        webView.load(URLRequest(url: server.endpoint("/b")))
        #expect(await WebTest.wait { webView.title == "B" && !webView.isLoading })
        #expect(await WebTest.wait { webView.canGoBack })
        #expect(back == [true])
        var post = URLRequest(url: server.endpoint("/a"))
        post.httpMethod = "POST"
        webView.load(post)
        #expect(webView.lastError?.code == .unsupportedRequest)
        webView.load(URLRequest(url: URL(string: "no-scheme")!))
        #expect(webView.lastError?.code == .badURL)
        #expect(errors == [.unsupportedRequest, .badURL])
        #expect(server.requestCount(for: "/a") == 1)
        _ = (backObservation, errorObservation)
    }

    @Test("values(for:) streams the title as it changes")
    func valuesStream() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/t", Pages.titled("Streamed"))
        let webView = Gtk.WebView()
        var iterator = webView.values(for: \.title).makeAsyncIterator()
        let first = await iterator.next()
        #expect(first == .some(nil))
        webView.load(URLRequest(url: server.endpoint("/t")))
        #expect(await WebTest.wait { webView.title == "Streamed" })
        var seen: [String?] = []
        while seen.last != "Streamed", let next = await iterator.next() { seen.append(next) }
        #expect(seen.last == "Streamed")
    }

    @Test("A representable returning a Gtk.WebView fills its window and shows the page")
    func representableFills() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.titled("Hosted"))
        let host = try await WebTest.show(width: 420, height: 300) {
            PlainWebView(url: server.endpoint("/page"))
        }
        defer { host.close() }
        let webView = try #require(host.window.first("WebKitWebView"))
        #expect(await WebTest.wait { server.requestCount(for: "/page") == 1 })
        #expect(await WebTest.wait { webView.allocatedWidth == 420 && webView.allocatedHeight == 300 })
    }

    @Test("WebView(url:estimatedProgress:) writes the progress into a Float binding")
    func floatBinding() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Pages.slow())
        let seen = Box<[Float]>([])
        let host = try await WebTest.show { FloatProgressHost(url: server.endpoint("/slow"), seen: seen) }
        defer { host.close() }
        #expect(await WebTest.wait { seen.value.last == 1 })
        #expect(seen.value.contains { $0 > 0 && $0 < 1 })
    }
}
