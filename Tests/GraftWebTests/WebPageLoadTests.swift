import Foundation
import GraftTestSupport
import GtkBridge
import Testing
import WebKitBridge

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("WebPage loading", .serialized)
@MainActor
struct WebPageLoadTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("progress never goes back within a navigation, ends at 1.0, and drops when the next one starts")
    func progress() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/one", Pages.slow(title: "One"))
        server.route("/two", Pages.slow(title: "Two", chunkedEncoding: false))
        let page = WebPage()
        // Every state of the page's public properties, as a view reading them would see it.
        let log = StateLog { (isLoading: page.isLoading, progress: page.estimatedProgress) }

        #expect(await WebTest.load(server.endpoint("/one"), into: page))
        #expect(await WebTest.load(server.endpoint("/two"), into: page))
        // One navigation: the progress values while it loads, then the value it ends on.
        var seen: [[Double]] = []
        var loading = false
        for state in log.states {
            if state.isLoading && !loading { seen.append([]) }
            if state.isLoading || loading { seen[seen.count - 1].append(state.progress) }
            loading = state.isLoading
        }
        #expect(seen.count == 2, "\(seen)")
        for navigation in seen {
            #expect(navigation.first.map { $0 < 1 } == true, "progress did not start low: \(navigation)")
            #expect(navigation == navigation.sorted(), "progress went back: \(navigation)")
            #expect(navigation.contains { $0 > 0 && $0 < 1 }, "no intermediate progress in \(navigation)")
            #expect(navigation.last == 1.0)
        }
        #expect(page.estimatedProgress == 1.0)
        #expect(page.currentNavigationEvent == .finished)
    }

    @Test("title and url follow the page; back and forward move through the history")
    func titleURLAndHistory() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/a", Pages.titled("Page A"))
        server.route("/b", Pages.titled("Page B"))
        let page = WebPage()
        #expect(!page.canGoBack && !page.canGoForward)

        #expect(await WebTest.load(server.endpoint("/a"), into: page))
        #expect(await WebTest.wait { page.title == "Page A" })
        #expect(page.url == server.endpoint("/a"))
        #expect(await WebTest.load(server.endpoint("/b"), into: page))
        #expect(await WebTest.wait { page.title == "Page B" })
        #expect(page.url == server.endpoint("/b"))
        #expect(page.canGoBack && !page.canGoForward)

        page.goBack()
        #expect(await WebTest.wait { page.url == server.endpoint("/a") && page.title == "Page A" && !page.isLoading })
        #expect(await WebTest.wait { page.canGoForward })
        page.goForward()
        #expect(await WebTest.wait { page.url == server.endpoint("/b") && page.title == "Page B" && !page.isLoading })
    }

    @Test("a redirect reports started, redirected, committed, finished and lands on the target")
    func redirect() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/old", .redirect(to: "/new"))
        server.route("/new", Pages.titled("New"))
        let page = WebPage()
        let events = StateLog { page.currentNavigationEvent }
        #expect(await WebTest.load(server.endpoint("/old"), into: page))
        #expect(events.states == [nil, .started, .redirected, .committed, .finished])
        #expect(page.url == server.endpoint("/new"))
        #expect(server.requests == ["/old", "/new"])
    }

    @Test("a refused connection fails with .cannotConnectToHost and a clear message")
    func connectionRefused() async throws {
        let url = URL(string: "http://127.0.0.1:\(TestHTTPServer.unusedPort())/")!
        let page = WebPage()
        let log = StateLog { page.currentNavigationEvent }
        #expect(await WebTest.loadFailing(url, into: page))
        guard case .failed(let error)? = page.currentNavigationEvent else {
            Issue.record("expected a failed event, got \(String(describing: page.currentNavigationEvent))")
            return
        }
        #expect(error.code == .cannotConnectToHost)
        #expect(error.message.contains("Connection refused"), "\(error.message)")
        #expect(error.failingURL == url.absoluteString)
        #expect(page.lastError == error)
        let events = log.states.compactMap { $0 }
        #expect(events.first == .started && !events.contains(.finished), "\(events)")
        #expect(!page.isLoading && page.estimatedProgress == 1)
    }

    @Test("bad URLs fail with typed errors: no scheme, unparsable text, unsupported scheme")
    func badURLs() async throws {
        let page = WebPage()
        page.load(urlString: "not a url")
        #expect(page.lastError?.code == .badURL)
        #expect(page.lastError?.message.contains("not a url") == true)
        page.load(urlString: "http://[::1")
        #expect(page.lastError?.code == .badURL)
        page.load(URL(string: "relative/path")!)
        #expect(page.currentNavigationEvent == .failed(try #require(page.lastError)))
        #expect(page.lastError?.code == .badURL)
        #expect(page.startedNavigationCount == 0, "nothing reached WebKit")

        #expect(await WebTest.loadFailing(URL(string: "foo://bar/baz")!, into: page))
        #expect(page.lastError?.code == .unsupportedURL)
        #expect(page.lastError?.underlyingDomain == "WebKitPolicyError")
    }

    @Test("a POST URLRequest is refused with .unsupportedRequest")
    func postRequest() async {
        let page = WebPage()
        var request = URLRequest(url: URL(string: "http://127.0.0.1:9/")!)
        request.httpMethod = "POST"
        page.load(request)
        #expect(page.lastError?.code == .unsupportedRequest)
    }

    @Test("the navigation decider cancels navigations to denied hosts before any request")
    func deniedHost() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/secret", Pages.titled("Secret"))
        server.route("/allowed", Pages.titled("Allowed"))
        server.route("/bounce", .redirect(to: server.url("/secret")))
        let page = WebPage()
        var asked: [NavigationAction] = []
        page.navigationDecider = { action in
            asked.append(action)
            return action.host == "localhost" ? .allow : .cancel
        }
        let local = "http://localhost:\(server.port)"

        page.load(server.endpoint("/secret"))
        #expect(await WebTest.wait { page.lastError != nil })
        #expect(page.lastError?.code == .navigationDenied)
        #expect(page.currentNavigationEvent == .failed(try #require(page.lastError)))
        #expect(asked.first?.url == server.endpoint("/secret"))

        #expect(await WebTest.load(URL(string: "\(local)/allowed")!, into: page))
        #expect(page.currentNavigationEvent == .finished)
        #expect(server.requestCount(for: "/allowed") == 1)

        let count = page.startedNavigationCount
        page.load(URL(string: "\(local)/bounce")!)
        #expect(await WebTest.wait { page.startedNavigationCount > count && !page.isLoading && page.lastError != nil })
        #expect(page.lastError?.code == .navigationDenied)
        #expect(asked.contains { $0.isRedirect })
        #expect(await WebTest.sentinelLoad(server) != nil, "a later request reached the server")
        #expect(server.requestCount(for: "/secret") == 0, "requests: \(server.requests)")
    }

    @Test("stopLoading ends the navigation as .failed(.cancelled)")
    func stop() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/endless", Pages.endless())
        let page = WebPage()
        page.load(server.endpoint("/endless"))
        // The page's body takes two minutes to arrive: the stop lands mid-load, as a user's does.
        #expect(await WebTest.wait { page.currentNavigationEvent == .committed })
        #expect(page.isLoading)
        page.stopLoading()
        #expect(await WebTest.wait { page.startedNavigationCount == 1 && !page.isLoading })
        #expect(page.lastError?.code == .cancelled)
        #expect(page.estimatedProgress == 1)
    }

    @Test("sandbox: the page's web process runs in its own PID and network namespaces")
    func sandbox() async throws {
        let page = WebPage()
        #expect(WebPage.isContentSandboxed)
        #expect(page.configuration.requiresSandbox)
        page.load(html: "<title>Sandboxed</title>", baseURL: nil)
        #expect(await WebTest.wait { page.title == "Sandboxed" })
        let processes = WebKit.Sandbox.webProcesses()
        #expect(!processes.isEmpty)
        #expect(processes.allSatisfy { $0.isSandboxed }, "\(processes)")
        #expect(processes.allSatisfy { $0.isLaunchedByBubblewrap }, "\(processes)")
    }

    @Test("configuration: user agent and inspector reach WebKit")
    func configuration() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/ua", Pages.titled("UA"))
        var configuration = WebPage.Configuration()
        configuration.customUserAgent = "GraftTest/1.0"
        configuration.isInspectable = true
        configuration.websiteDataStore = .nonPersistent
        let page = WebPage(configuration: configuration)
        #expect(page.webView.areDeveloperExtrasEnabled)
        #expect(page.webView.networkSession.isEphemeral)
        #expect(await WebTest.load(server.endpoint("/ua"), into: page))
        #expect(server.recordedRequests.last?.headers["user-agent"] == "GraftTest/1.0")
    }
}
