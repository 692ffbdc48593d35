import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A navigation delegate that records each call and decides by path.
@MainActor
final class NavigationLog: WKNavigationDelegate {
    var calls: [String] = []
    var errors: [WebPageError] = []
    var navigations: [ObjectIdentifier] = []
    var deniedPaths: Set<String> = []
    var deniedStatuses: Set<Int> = []
    var decidesLater = false
    var actions: [(path: String, type: WKNavigationType)] = []

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        let path = navigationAction.request.url?.path ?? ""
        actions.append((path, navigationAction.navigationType))
        let policy: WKNavigationActionPolicy = deniedPaths.contains(path) ? .cancel : .allow
        if decidesLater {
            Task { @MainActor in
                _ = await WebTest.wait(timeout: .milliseconds(100)) { false }
                decisionHandler(policy)
            }
        } else {
            decisionHandler(policy)
        }
    }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) {
        let status = (navigationResponse.response as? HTTPURLResponse)?.statusCode ?? 0
        calls.append("response \(status)")
        decisionHandler(deniedStatuses.contains(status) ? .cancel : .allow)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        record("start", navigation)
    }
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
        record("redirect", navigation)
    }
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { record("commit", navigation) }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { record("finish", navigation) }
    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
        record("failProvisional", navigation)
        if let error = error as? WebPageError { errors.append(error) }
    }
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        record("fail", navigation)
        if let error = error as? WebPageError { errors.append(error) }
    }

    private func record(_ call: String, _ navigation: WKNavigation?) {
        calls.append(call)
        if let navigation { navigations.append(ObjectIdentifier(navigation)) }
    }

    var isDone: Bool { calls.last.map { ["finish", "fail", "failProvisional"].contains($0) } ?? false }
}

/// Answers dialogs as a user would and records what they said.
@MainActor
final class DialogAnswerer: WKUIDelegate {
    var shown: [String] = []
    var answersLater = false

    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void
    ) {
        shown.append("alert \(message)")
        completionHandler()
    }

    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void
    ) {
        shown.append("confirm \(message)")
        guard answersLater else {
            completionHandler(message.contains("yes"))
            return
        }
        Task { @MainActor in
            _ = await WebTest.wait(timeout: .milliseconds(100)) { false }
            completionHandler(message.contains("yes"))
        }
    }

    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void
    ) {
        shown.append("prompt \(prompt) [\(defaultText ?? "")]")
        completionHandler(prompt == "cancel" ? nil : "Ada")
    }
}

@Suite("WKWebView", .serialized)
@MainActor
struct WKWebViewTests {
    init() throws { try GtkRuntime.initialize() }

    /// Evaluates `script` through the completion-handler form and waits for its answer.
    func evaluate(_ webView: WKWebView, _ script: String) async -> (value: Any?, error: (any Error)?) {
        let answer = Box<(value: Any?, error: (any Error)?)?>(nil)
        webView.evaluateJavaScript(script) { value, error in answer.value = (value, error) }
        _ = await WebTest.wait(timeout: .seconds(10)) { answer.value != nil }
        return answer.value ?? (nil, nil)
    }

    @Test("the navigation delegate hears start, redirect, response, commit, finish — one WKNavigation throughout")
    func delegateOrder() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/old", .redirect(to: "/new"))
        server.route("/new", Pages.titled("New"))
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.load(URLRequest(url: server.endpoint("/old")))
        #expect(await WebTest.wait { log.isDone })
        #expect(log.calls == ["start", "redirect", "response 200", "commit", "finish"])
        #expect(Set(log.navigations).count == 1)
        #expect(log.actions.map(\.path) == ["/old", "/new"])
        #expect(log.actions.first?.type == .other)
        #expect(webView.url == server.endpoint("/new"))
    }

    @Test("with no navigation delegate, WebKit's default policy lets the load go ahead")
    func noDelegate() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/plain", Pages.titled("Plain"))
        let webView = WKWebView()
        webView.load(URLRequest(url: server.endpoint("/plain")))
        #expect(await WebTest.wait { webView.title == "Plain" && !webView.isLoading })
        #expect(server.requestCount(for: "/plain") == 1)
    }

    @Test("a refused connection is didFailProvisionalNavigation with .cannotConnectToHost, with no error page")
    func refused() async throws {
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.load(URLRequest(url: URL(string: "http://127.0.0.1:\(TestHTTPServer.unusedPort())/")!))
        #expect(await WebTest.wait { log.isDone })
        #expect(log.calls == ["start", "failProvisional"])
        #expect(log.errors.map(\.code) == [.cannotConnectToHost])
        // A marker load: an error page would have been a navigation of its own before it.
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/after", Pages.titled("After"))
        log.calls.removeAll()
        webView.load(URLRequest(url: server.endpoint("/after")))
        #expect(await WebTest.wait { log.isDone })
        #expect(log.calls == ["start", "response 200", "commit", "finish"])
    }

    @Test("decidePolicyFor navigationAction cancels (nothing requested), also when it decides later")
    func actionPolicy() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/blocked", Pages.titled("Blocked"))
        server.route("/open", Pages.titled("Open"))
        let webView = WKWebView()
        let log = NavigationLog()
        log.deniedPaths = ["/blocked"]
        log.decidesLater = true
        webView.navigationDelegate = log
        webView.load(URLRequest(url: server.endpoint("/blocked")))
        #expect(await WebTest.wait { log.actions.count == 1 })
        webView.load(URLRequest(url: server.endpoint("/open")))
        #expect(await WebTest.wait { log.isDone })
        #expect(log.calls == ["start", "response 200", "commit", "finish"])
        #expect(server.requestCount(for: "/blocked") == 0)
        #expect(server.requestCount(for: "/open") == 1)
    }

    @Test("decidePolicyFor navigationResponse sees the status code; cancelling it fails the navigation")
    func responsePolicy() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/missing", .notFound)
        let webView = WKWebView()
        let log = NavigationLog()
        log.deniedStatuses = [404]
        webView.navigationDelegate = log
        webView.load(URLRequest(url: server.endpoint("/missing")))
        #expect(await WebTest.wait { log.isDone })
        #expect(log.calls == ["start", "response 404", "failProvisional"])
    }

    @Test("the UI delegate answers alert, confirm and prompt; the page gets the answers")
    func dialogs() async throws {
        let webView = WKWebView()
        let answerer = DialogAnswerer()
        webView.uiDelegate = answerer
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.loadHTMLString("<title>Dialogs</title>", baseURL: nil)
        #expect(await WebTest.wait { log.isDone })
        let answers = await evaluate(
            webView,
            "[alert('hello'), confirm('say yes'), confirm('say no'), prompt('Name?', 'x'), prompt('cancel')]"
                + ".map(String).join('|')")
        #expect(answers.value as? String == "undefined|true|false|Ada|null")
        #expect(
            answerer.shown == [
                "alert hello", "confirm say yes", "confirm say no", "prompt Name? [x]", "prompt cancel []",
            ])
        // Answered after the page asked (the page's script waits meanwhile).
        answerer.answersLater = true
        let later = await evaluate(webView, "String(confirm('later yes'))")
        #expect(later.value as? String == "true")
    }

    @Test("evaluateJavaScript gives Foundation values or a WebPageError")
    func evaluateJavaScript() async throws {
        let webView = WKWebView()
        let log = NavigationLog()
        webView.navigationDelegate = log
        webView.loadHTMLString("<title>Script</title>", baseURL: nil)
        #expect(await WebTest.wait { log.isDone })
        let sum = await evaluate(webView, "1 + 2")
        #expect(sum.value as? Int == 3)
        let object = await evaluate(webView, "({title: document.title, list: [1, 'a']})")
        let fields = object.value as? [String: Any]
        #expect(fields?["title"] as? String == "Script")
        #expect((fields?["list"] as? [Any])?.last as? String == "a")
        let thrown = await evaluate(webView, "throw new TypeError('nope')")
        #expect(thrown.value == nil)
        #expect((thrown.error as? WebPageError)?.message.contains("nope") == true)
        let title = try await webView.evaluateJavaScript("document.title")
        #expect(title as? String == "Script")
    }

    @Test("estimatedProgress is observable and ends at 1; the configuration's controller carries messages")
    func progressAndMessages() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/slow", Pages.slow(title: "Slow"))
        server.route("/post", .html("<script>window.webkit.messageHandlers.native.postMessage('hi')</script>"))
        let configuration = WKWebViewConfiguration()
        let recorder = MessageRecorder()
        configuration.userContentController.add(recorder, name: "native")
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), configuration: configuration)
        #expect(webView.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(webView.userContentController === configuration.userContentController)
        let log = NavigationLog()
        webView.navigationDelegate = log
        var progress: [Double] = []
        let observation = webView.observe(\.estimatedProgress, options: [.new]) { _, change in
            if let value = change.newValue { progress.append(value) }
        }
        webView.load(URLRequest(url: server.endpoint("/slow")))
        #expect(await WebTest.wait { log.isDone })
        #expect(await WebTest.wait { progress.last == 1 })
        #expect(progress.contains { $0 > 0 && $0 < 1 }, "\(progress)")
        observation.invalidate()

        log.calls.removeAll()
        webView.load(URLRequest(url: server.endpoint("/post")))
        #expect(await WebTest.wait { recorder.messages.count == 1 })
        #expect(recorder.messages.first?.body as? String == "hi")
        #expect(recorder.messages.first?.webView === webView)
    }
}

@Suite("WKWebView scroll position", .serialized)
@MainActor
struct WKScrollViewTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("scrollView.contentOffset follows the page's scrolling, is observable, and scrolls the page when set")
    func contentOffset() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/tall", .html("<title>Tall</title><body style='margin:0'><div style='height:5000px'>top</div></body>"))
        let webView = WKWebView()
        let window = Gtk.Window(title: "scroll")
        window.setDefaultSize(width: 400, height: 300)
        window.child = webView
        window.present()
        defer { window.destroy() }
        let log = NavigationLog()
        webView.navigationDelegate = log
        var seen: [CGFloat] = []
        let observation = webView.scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            if let y = change.newValue?.y { seen.append(y) }
        }
        webView.load(URLRequest(url: server.endpoint("/tall")))
        #expect(await WebTest.wait { log.isDone })
        #expect(webView.scrollView.contentOffset == .zero)

        // The page scrolls itself: the offset follows.
        _ = try await webView.evaluateJavaScript("window.scrollTo(0, 1200)")
        #expect(await WebTest.wait(timeout: .seconds(10)) { webView.scrollView.contentOffset.y == 1200 })
        #expect(seen.last == 1200)

        // Setting it scrolls the page.
        webView.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(await WebTest.wait(timeout: .seconds(10)) { webView.scrollView.contentOffset.y == 300 })
        let scrollY = try await webView.evaluateJavaScript("window.scrollY")
        #expect(scrollY as? Int == 300)
        observation.invalidate()
        _ = try await webView.evaluateJavaScript("window.scrollTo(0, 50)")
        #expect(await WebTest.wait(timeout: .seconds(10)) { webView.scrollView.contentOffset.y == 50 })
        #expect(seen.last == 300, "no reports after invalidate: \(seen)")
    }
}
