import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a task iterating a `load` call's sequence saw: every event, and how the sequence ended.
@MainActor
final class NavigationRecord {
    var events: [WebPage.NavigationEvent] = []
    var error: (any Error)?
    var ended = false
    var task: Task<Void, Never>?

    var webPageError: WebPageError? { error as? WebPageError }

    /// Starts iterating `events` in a task of its own, as an app's `.task` would.
    init(_ sequence: some AsyncSequence<WebPage.NavigationEvent, any Error>) {
        nonisolated(unsafe) let sequence = sequence
        task = Task { @MainActor in
            do {
                for try await event in sequence { self.events.append(event) }
            } catch {
                self.error = error
            }
            self.ended = true
        }
    }
}

@Suite("WebPage navigation event sequences", .serialized)
@MainActor
struct WebPageNavigationEventsTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("a plain load yields started, committed, finished and ends; currentNavigationEvent agrees")
    func plainLoad() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/plain", Pages.titled("Plain"))
        let page = WebPage()
        let record = NavigationRecord(page.load(URLRequest(url: server.endpoint("/plain"))))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events == [.startedProvisionalNavigation, .committed, .finished])
        #expect(record.error == nil)
        #expect(page.currentNavigationEvent == .finished)
        #expect(await WebTest.wait { page.title == "Plain" })
    }

    @Test("a redirect yields started, receivedServerRedirect, committed, finished, landing on the target")
    func redirect() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/old", .redirect(to: "/new"))
        server.route("/new", Pages.titled("New"))
        let page = WebPage()
        let record = NavigationRecord(page.load(server.endpoint("/old")))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events == [.startedProvisionalNavigation, .receivedServerRedirect, .committed, .finished])
        #expect(record.error == nil)
        #expect(page.url == server.endpoint("/new"))
    }

    @Test("a 404 is a document like any other: the sequence finishes without an error")
    func notFound() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/missing", .notFound)
        let page = WebPage()
        let record = NavigationRecord(page.load(server.endpoint("/missing")))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events == [.startedProvisionalNavigation, .committed, .finished])
        #expect(record.error == nil)
        #expect(server.requestCount(for: "/missing") == 1)
    }

    @Test("a refused port yields started, then throws .cannotConnectToHost")
    func refusedPort() async throws {
        let page = WebPage()
        let url = URL(string: "http://127.0.0.1:\(TestHTTPServer.unusedPort())/")!
        let record = NavigationRecord(page.load(url))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events == [.startedProvisionalNavigation])
        #expect(record.webPageError?.code == .cannotConnectToHost)
        #expect(page.lastError?.code == .cannotConnectToHost)
    }

    @Test("text that is not a URL throws .badURL at once, before anything starts")
    func badURL() async throws {
        let page = WebPage()
        let record = NavigationRecord(page.load(urlString: "not a url"))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events.isEmpty)
        #expect(record.webPageError?.code == .badURL)
    }

    @Test("a navigation the decider cancels throws .navigationDenied and requests nothing")
    func denied() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/denied", Pages.titled("Denied"))
        let page = WebPage()
        page.navigationDecider = { _ in .cancel }
        let record = NavigationRecord(page.load(server.endpoint("/denied")))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events.isEmpty)
        #expect(record.webPageError?.code == .navigationDenied)
        #expect(server.requestCount(for: "/denied") == 0)
    }

    @Test("cancelling the iterating task stops the load: the page ends as .failed(.cancelled), not finished")
    func cancelledTask() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Pages.slow(title: "Slow"))
        let page = WebPage()
        let record = NavigationRecord(page.load(server.endpoint("/slow")))
        #expect(await WebTest.wait { record.events.contains(.committed) })
        record.task?.cancel()
        #expect(await WebTest.wait { record.ended && !page.isLoading })
        #expect(!record.events.contains(.finished))
        guard case .failed(let error)? = page.currentNavigationEvent else {
            Issue.record("the load was not stopped: \(String(describing: page.currentNavigationEvent))")
            return
        }
        #expect(error.code == .cancelled)
        #expect(page.title != "Slow" || page.estimatedProgress == 1)
    }

    @Test("a second load replaces the first: the first sequence throws .cancelled, the second finishes")
    func replaced() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/slow", Pages.slow(title: "Slow"))
        server.route("/fast", Pages.titled("Fast"))
        let page = WebPage()
        let first = NavigationRecord(page.load(server.endpoint("/slow")))
        #expect(await WebTest.wait { first.events.contains(.committed) })
        let second = NavigationRecord(page.load(server.endpoint("/fast")))
        #expect(await WebTest.wait { first.ended && second.ended })
        #expect(first.webPageError?.code == .cancelled)
        #expect(!first.events.contains(.finished))
        #expect(second.events == [.startedProvisionalNavigation, .committed, .finished], "\(second.events)")
        #expect(second.error == nil)
        #expect(await WebTest.wait { page.title == "Fast" })
    }

    @Test("load(html:) and reload() return their navigations' events too")
    func htmlAndReload() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.titled("Reloaded"))
        let page = WebPage()
        let html = NavigationRecord(page.load(html: "<title>Inline</title><p>hi</p>", baseURL: nil))
        #expect(await WebTest.wait { html.ended })
        #expect(html.events == [.startedProvisionalNavigation, .committed, .finished])
        #expect(await WebTest.wait { page.title == "Inline" })
        let load = NavigationRecord(page.load(server.endpoint("/page")))
        #expect(await WebTest.wait { load.ended })
        let reload = NavigationRecord(page.reload(fromOrigin: true))
        #expect(await WebTest.wait { reload.ended })
        #expect(reload.events == [.startedProvisionalNavigation, .committed, .finished])
        #expect(server.requestCount(for: "/page") == 2)
    }
}
