import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("WebPage cache policies", .serialized)
@MainActor
struct WebPageCacheTests {
    init() throws { try GtkRuntime.initialize() }

    /// A page in its own persistent data store (so it has a disk cache of its own), in a fresh directory.
    static func isolatedPage() -> (WebPage, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("graft-web-\(UUID().uuidString)")
        var configuration = WebPage.Configuration()
        configuration.websiteDataStore = .persistent(directory: directory)
        return (WebPage(configuration: configuration), directory)
    }

    @Test(
        "useProtocolCachePolicy reuses a fresh cached page; reloadIgnoringLocalCacheData and reload(fromOrigin:) ask the server"
    )
    func cachePolicies() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/cached", .html("<title>Cached</title>", headers: ["Cache-Control": "max-age=3600"]))
        server.route("/other", Pages.titled("Other"))
        let (page, directory) = Self.isolatedPage()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cached = server.endpoint("/cached")

        func load(_ request: URLRequest) async {
            let count = page.startedNavigationCount
            page.load(request)
            #expect(await WebTest.waitForNavigation(of: page, after: count))
            #expect(page.currentNavigationEvent == .finished)
        }

        await load(URLRequest(url: cached))
        await load(URLRequest(url: server.endpoint("/other")))
        await load(URLRequest(url: cached, cachePolicy: .useProtocolCachePolicy))
        #expect(server.requestCount(for: "/cached") == 1, "the fresh cached page was not reused")
        await load(URLRequest(url: server.endpoint("/other")))
        await load(URLRequest(url: cached, cachePolicy: .returnCacheDataElseLoad))
        #expect(server.requestCount(for: "/cached") == 1, "returnCacheDataElseLoad did not use the cache")

        await load(URLRequest(url: cached, cachePolicy: .reloadIgnoringLocalCacheData))
        #expect(server.requestCount(for: "/cached") == 2)
        #expect(server.recordedRequests.last?.headers["cache-control"] == "no-cache")

        let count = page.startedNavigationCount
        page.reload(fromOrigin: true)
        #expect(await WebTest.waitForNavigation(of: page, after: count))
        #expect(server.requestCount(for: "/cached") == 3)
    }

    @Test("request header fields are sent")
    func headers() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/h", Pages.titled("Headers"))
        let page = WebPage()
        var request = URLRequest(url: server.endpoint("/h"))
        request.setValue("yes", forHTTPHeaderField: "X-Graft")
        let count = page.startedNavigationCount
        page.load(request)
        #expect(await WebTest.waitForNavigation(of: page, after: count))
        #expect(server.recordedRequests.last?.headers["x-graft"] == "yes")
    }
}
