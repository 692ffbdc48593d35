import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A decider that records what it is asked and answers by path.
@MainActor
final class PathDecider: WebPage.NavigationDeciding {
    var actions: [WebPage.NavigationAction] = []
    var responses: [WebPage.NavigationResponse] = []
    var cancelledActions: Set<String> = []
    var downloadedActions: Set<String> = []
    var cancelledResponses: Set<String> = []
    var downloadedResponses: Set<String> = []
    var scriptlessPaths: Set<String> = []
    /// While set, action decisions wait until it is finished (or forever).
    var gate: AsyncStream<Void>?

    func decidePolicy(
        for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
    ) async -> WKNavigationActionPolicy {
        actions.append(action)
        let path = action.request.url?.path ?? ""
        if let gate { for await _ in gate {} }
        if scriptlessPaths.contains(path) { preferences.allowsContentJavaScript = false }
        if cancelledActions.contains(path) { return .cancel }
        return downloadedActions.contains(path) ? .download : .allow
    }

    func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy {
        responses.append(response)
        let path = response.response.url?.path ?? ""
        if cancelledResponses.contains(path) { return .cancel }
        return downloadedResponses.contains(path) ? .download : .allow
    }
}

/// 300 KB of a pattern that repeats only every 251 × 256 bytes.
private let payload: [UInt8] = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251 &+ $0 / 256) }

@Suite("WebPage.NavigationDeciding", .serialized)
@MainActor
struct WebPageNavigationDecidingTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("a cancelled action requests nothing and fails as .navigationDenied; allowed ones are described")
    func cancelledAction() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/start", Pages.titled("Start", body: "<a id=go href='/blocked'>go</a>"))
        server.route("/blocked", Pages.titled("Blocked"))
        let decider = PathDecider()
        decider.cancelledActions = ["/blocked"]
        let page = WebPage(navigationDecider: decider)
        #expect(await WebTest.load(server.endpoint("/start"), into: page))
        _ = try await page.callJavaScript("document.getElementById('go').click()")
        #expect(await WebTest.wait(timeout: .seconds(10)) { page.lastError?.code == .navigationDenied })
        #expect(await WebTest.sentinelFetch(from: page, server))
        #expect(server.requestCount(for: "/blocked") == 0)
        #expect(page.title == "Start")
        let paths = decider.actions.map { $0.request.url?.path ?? "" }
        #expect(paths == ["/start", "/blocked"])
        #expect(decider.actions.last?.navigationType == .linkActivated)
        #expect(decider.actions.last?.source.request.url == server.endpoint("/start"))
        #expect(decider.actions.last?.target?.isMainFrame == true)
        let start = decider.responses.first { $0.response.url?.path == "/start" }
        #expect((start?.response as? HTTPURLResponse)?.statusCode == 200)
        #expect(start?.isForMainFrame == true && start?.canShowMimeType == true)
    }

    @Test("a response decision cancels a 200 page: it was requested, is not shown, and fails as .cancelled")
    func cancelledResponse() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/first", Pages.titled("First"))
        server.route("/secret", Pages.titled("Secret"))
        let decider = PathDecider()
        decider.cancelledResponses = ["/secret"]
        let page = WebPage(navigationDecider: decider)
        #expect(await WebTest.load(server.endpoint("/first"), into: page))
        #expect(await WebTest.loadFailing(server.endpoint("/secret"), into: page))
        #expect(page.lastError?.code == .cancelled)
        #expect(server.requestCount(for: "/secret") == 1)
        #expect(await WebTest.roundTrip(page) == "First")
        #expect(page.url == server.endpoint("/first"))
    }

    @Test(".download for an action and for a response saves the bytes; the page stays where it was")
    func downloads() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/home", Pages.titled("Home"))
        server.route("/by-action.bin", .data(payload, contentType: "application/octet-stream"))
        server.route("/by-response.txt", .data(payload, contentType: "text/plain"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-decide-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let decider = PathDecider()
        decider.downloadedActions = ["/by-action.bin"]
        decider.downloadedResponses = ["/by-response.txt"]
        let page = WebPage(navigationDecider: decider)
        page.downloadDestination = {
            directory.appendingPathComponent("saved-\($0.originalURL?.lastPathComponent ?? "x")")
        }
        let log = DownloadLog(page)
        #expect(await WebTest.load(server.endpoint("/home"), into: page))
        for name in ["by-action.bin", "by-response.txt"] {
            let finishedBefore = log.finishedCount
            page.load(server.endpoint("/" + name))
            #expect(await WebTest.wait { log.finishedCount > finishedBefore || log.failedCount > 0 })
            #expect(try Data(contentsOf: directory.appendingPathComponent("saved-" + name)) == Data(payload))
        }
        #expect(log.failedCount == 0)
        #expect(await WebTest.roundTrip(page) == "Home")
    }

    @Test("a decider that has not answered: stopLoading cancels the navigation; its late answer loads nothing")
    func unansweredDecision() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/home", Pages.titled("Home"))
        server.route("/slow-decision", Pages.titled("Late"))
        let decider = PathDecider()
        let page = WebPage(navigationDecider: decider)
        #expect(await WebTest.load(server.endpoint("/home"), into: page))
        let (gate, open) = AsyncStream<Void>.makeStream()
        decider.gate = gate
        page.load(server.endpoint("/slow-decision"))
        #expect(await WebTest.wait(timeout: .seconds(10)) { decider.actions.count == 2 })
        page.stopLoading()
        #expect(page.lastError?.code == .cancelled)
        decider.gate = nil
        open.finish()  // the decider answers .allow now, too late
        #expect(await WebTest.sentinelFetch(from: page, server))
        #expect(server.requestCount(for: "/slow-decision") == 0)
        #expect(await WebTest.roundTrip(page) == "Home")
    }

    @Test("cancelling the task that iterates the load releases a pending decision; a page let go is freed")
    func cancelledTaskAndRelease() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/home", Pages.titled("Home"))
        server.route("/waiting", Pages.titled("Waiting"))
        let decider = PathDecider()
        var page: WebPage? = WebPage(navigationDecider: decider)
        weak let weakPage = page
        #expect(await WebTest.load(server.endpoint("/home"), into: page!))
        let (gate, open) = AsyncStream<Void>.makeStream()
        defer { open.finish() }
        decider.gate = gate
        let loading = Task { @MainActor [page] in
            for try await _ in page!.load(server.endpoint("/waiting")) {}
        }
        #expect(await WebTest.wait(timeout: .seconds(10)) { decider.actions.count == 2 })
        loading.cancel()
        #expect(await WebTest.wait(timeout: .seconds(5)) { page?.lastError?.code == .cancelled })
        #expect(await WebTest.sentinelFetch(from: page!, server))
        #expect(server.requestCount(for: "/waiting") == 0)

        page!.load(server.endpoint("/waiting"))  // pending again, then the page is let go
        #expect(await WebTest.wait(timeout: .seconds(10)) { decider.actions.count == 3 })
        _ = await loading.result
        page = nil
        #expect(await WebTest.wait(timeout: .seconds(5)) { weakPage == nil })
    }

    @Test("init(navigationDecider:dialogPresenter:) uses both; a struct decider's mutations carry over")
    func deciderAndPresenter() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/one", Pages.titled("One", body: "<script>alert('hello')</script>"))
        server.route("/two", Pages.titled("Two"))
        server.route("/three", Pages.titled("Three"))
        let presenter = TestPresenter()
        let page = WebPage(navigationDecider: CountingDecider(), dialogPresenter: presenter)
        #expect(await WebTest.load(server.endpoint("/one"), into: page))
        #expect(await WebTest.wait(timeout: .seconds(10)) { presenter.shown.count == 1 })
        #expect(presenter.shown.first?.hasPrefix("alert hello") == true)
        #expect(await WebTest.load(server.endpoint("/two"), into: page))
        page.load(server.endpoint("/three"))
        #expect(await WebTest.wait(timeout: .seconds(10)) { page.lastError?.code == .navigationDenied })
        #expect(await WebTest.sentinelFetch(from: page, server))
        #expect(server.requestCount(for: "/three") == 0)
    }

    @Test("preferences.allowsContentJavaScript = false stops the page's scripts; the app's still run")
    func scriptlessNavigation() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        let html = "<title>Static</title><script>document.title = 'Scripted'</script>"
        server.route("/quiet", .html(html))
        server.route("/loud", .html(html))
        let decider = PathDecider()
        decider.scriptlessPaths = ["/quiet"]
        let page = WebPage(navigationDecider: decider)
        #expect(await WebTest.load(server.endpoint("/quiet"), into: page))
        #expect(await WebTest.roundTrip(page) == "Static")
        #expect(await WebTest.load(server.endpoint("/loud"), into: page))
        #expect(await WebTest.roundTrip(page) == "Scripted")
    }
}

/// A value-type decider that allows two navigations, then cancels: its `mutating` count must
/// carry over from one decision to the next.
@MainActor
struct CountingDecider: WebPage.NavigationDeciding {
    var allowed = 0

    mutating func decidePolicy(
        for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
    ) async -> WKNavigationActionPolicy {
        allowed += 1
        return allowed <= 2 ? .allow : .cancel
    }
}

extension DownloadLog {
    var finishedCount: Int { events.filter { if case .finished = $0 { true } else { false } }.count }
    var failedCount: Int { events.filter { if case .failed = $0 { true } else { false } }.count }
}
