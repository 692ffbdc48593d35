import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A reply made as it is read: the response, then each chunk when asked for (as a file reader
/// would), or an error instead of the response.
struct PulledReply: AsyncSequence, Sendable {
    typealias Element = URLSchemeTaskResult
    typealias Failure = any Error

    let response: URLResponse?
    let error: URLError?
    var waitsForever = false
    let chunk: @Sendable (Int) -> Data?

    struct AsyncIterator: AsyncIteratorProtocol {
        let reply: PulledReply
        var index = 0

        mutating func next() async throws -> URLSchemeTaskResult? {
            defer { index += 1 }
            if index == 0 {
                if reply.waitsForever {
                    // A handler that never answers: it sleeps until its task is cancelled.
                    try await Task.sleep(for: .seconds(3600))
                }
                if let error = reply.error { throw error }
                return reply.response.map { .response($0) }
            }
            return reply.chunk(index - 1).map { .data($0) }
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(reply: self) }
}

/// Serves a small bundled site from `app://bundle/`, a large body made on the fly, and errors.
struct BundleScheme: URLSchemeHandler {
    static let bigChunk = 256 * 1024
    static let bigChunks = 200  // 50 MB

    /// How many chunks of the large body were made.
    final class Counter: @unchecked Sendable {
        var made = 0
    }
    let counter = Counter()

    func reply(for request: URLRequest) -> PulledReply {
        let url = request.url!
        switch url.path {
        case "/index.html":
            let html = Data("<!doctype html><title>Bundled</title><p id=p>from the bundle</p>".utf8)
            let response = HTTPURLResponse(
                url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/html"])
            return PulledReply(response: response, error: nil) { index in
                [html.prefix(20), html.dropFirst(20)].indices.contains(index)
                    ? [html.prefix(20), html.dropFirst(20)][index] : nil
            }
        case "/big":
            let response = URLResponse(
                url: url, mimeType: "application/octet-stream",
                expectedContentLength: Self.bigChunk * Self.bigChunks, textEncodingName: nil)
            let counter = self.counter
            return PulledReply(response: response, error: nil) { index in
                guard index < Self.bigChunks else { return nil }
                counter.made += 1
                return Data(repeating: 0x61, count: Self.bigChunk)
            }
        case "/silent":
            return PulledReply(response: nil, error: nil, waitsForever: true) { _ in nil }
        default:
            return PulledReply(response: nil, error: URLError(.fileDoesNotExist)) { _ in nil }
        }
    }
}

/// Tells the page how many chunks of the large body were made.
@MainActor
final class ChunksMade: WKScriptMessageHandlerWithReply {
    let counter: BundleScheme.Counter
    init(counter: BundleScheme.Counter) { self.counter = counter }

    func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
        replyHandler: @escaping (Any?, String?) -> Void
    ) {
        replyHandler(counter.made, nil)
    }
}

@Suite("Custom URL scheme handlers", .serialized)
@MainActor
struct URLSchemeHandlerTests {
    init() throws { try GtkRuntime.initialize() }

    func page(_ handler: BundleScheme) -> WebPage {
        var configuration = WebPage.Configuration()
        configuration.urlSchemeHandlers[URLScheme("app")!] = handler
        return WebPage(configuration: configuration)
    }

    @Test("URLScheme refuses non-schemes and WebKit's own schemes")
    func schemeNames() {
        #expect(URLScheme("App")?.rawValue == "app")
        #expect(URLScheme("x-my.app+1") != nil)
        #expect(URLScheme("http") == nil)
        #expect(URLScheme("file") == nil)
        #expect(URLScheme("1app") == nil)
        #expect(URLScheme("my app") == nil)
        #expect(URLScheme("") == nil)
    }

    @Test("a page loads from the handler: response and chunks become the document")
    func bundledPage() async throws {
        let page = page(BundleScheme())
        let record = NavigationRecord(page.load(URL(string: "app://bundle/index.html")!))
        #expect(await WebTest.wait { record.ended })
        #expect(record.error == nil, "\(String(describing: record.error))")
        #expect(record.events == [.startedProvisionalNavigation, .committed, .finished])
        #expect(await WebTest.wait { page.title == "Bundled" })
        let text = try await page.callJavaScript("return document.getElementById('p').textContent")
        #expect(text as? String == "from the bundle")
    }

    @Test("an erroring handler fails the load with its error")
    func failingHandler() async throws {
        let page = page(BundleScheme())
        let record = NavigationRecord(page.load(URL(string: "app://bundle/missing")!))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events == [.startedProvisionalNavigation])
        #expect(record.webPageError?.code == .loadFailed)
        #expect(record.webPageError?.message.contains("URL scheme handler failed") == true)
    }

    @Test("a handler that never answers fails the load after the time limit")
    func silentHandler() async throws {
        let saved = URLSchemeServing.responseTimeout
        URLSchemeServing.responseTimeout = .milliseconds(500)
        defer { URLSchemeServing.responseTimeout = saved }
        let page = page(BundleScheme())
        let started = ContinuousClock.now
        let record = NavigationRecord(page.load(URL(string: "app://bundle/silent")!))
        #expect(await WebTest.wait(timeout: .seconds(10)) { record.ended })
        #expect(record.webPageError?.code == .loadFailed)
        #expect(record.webPageError?.message.contains("did not answer") == true)
        #expect(ContinuousClock.now - started >= .milliseconds(500))
    }

    @Test("a 50 MB body streams in chunks made as they are asked for: every byte arrives")
    func largeBody() async throws {
        let handler = BundleScheme()
        var configuration = WebPage.Configuration()
        configuration.urlSchemeHandlers[URLScheme("app")!] = handler
        let progress = ChunksMade(counter: handler.counter)
        configuration.userContentController.addScriptMessageHandler(progress, contentWorld: .page, name: "made")
        let page = WebPage(configuration: configuration)
        let record = NavigationRecord(page.load(URL(string: "app://bundle/index.html")!))
        #expect(await WebTest.wait { record.ended })
        // The page reads the body as it arrives and, every 4 MB, asks how many chunks were made.
        let result = try await page.callJavaScriptValue(
            """
            const reader = (await fetch('app://bundle/big')).body.getReader();
            let received = 0, lead = 0, checks = 0, next = 4 << 20;
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              received += value.length;
              if (received >= next) {
                next += 4 << 20;
                const made = await window.webkit.messageHandlers.made.postMessage(null);
                lead = Math.max(lead, made * \(BundleScheme.bigChunk) - received);
                checks += 1;
              }
            }
            return [received, lead, checks];
            """)
        guard case .array(let values) = result, values.count == 3, case .number(let received) = values[0],
            case .number(let lead) = values[1], case .number(let checks) = values[2]
        else {
            Issue.record("unexpected result \(result)")
            return
        }
        #expect(Int(received) == BundleScheme.bigChunk * BundleScheme.bigChunks)
        #expect(handler.counter.made == BundleScheme.bigChunks)
        #expect(checks >= 1)
        // Chunks made but not yet read by the page sit in Graft's socket pair (one chunk) and in
        // WebKit's own buffers between its processes, which read ahead as fast as they can
        // (measured 20-40 MB here), so no bound is asserted; the body is never built whole.
        #expect(lead < Double(BundleScheme.bigChunk * BundleScheme.bigChunks))
    }
}
