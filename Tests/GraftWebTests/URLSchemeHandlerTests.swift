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
    let chunk: @Sendable (Int) -> Data?

    struct AsyncIterator: AsyncIteratorProtocol {
        let reply: PulledReply
        var index = 0

        mutating func next() async throws -> URLSchemeTaskResult? {
            defer { index += 1 }
            if index == 0 {
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
        default:
            return PulledReply(response: nil, error: URLError(.fileDoesNotExist)) { _ in nil }
        }
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

    @Test("a 50 MB body streams in chunks: the page reads every byte, this process holds a few chunks at most")
    func largeBody() async throws {
        let handler = BundleScheme()
        let page = page(handler)
        let record = NavigationRecord(page.load(URL(string: "app://bundle/index.html")!))
        #expect(await WebTest.wait { record.ended })
        let before = Self.residentMegabytes()
        var peak = before
        let sampler = Task { @MainActor in
            while !Task.isCancelled {
                peak = max(peak, Self.residentMegabytes())
                try? await Task.sleep(for: .milliseconds(20))
            }
        }
        let length = try await page.callJavaScript(
            "const response = await fetch('app://bundle/big'); return (await response.arrayBuffer()).byteLength")
        sampler.cancel()
        #expect(length as? Int == BundleScheme.bigChunk * BundleScheme.bigChunks)
        #expect(handler.counter.made == BundleScheme.bigChunks)
        #expect(peak - before < 30, "resident memory grew by \(peak - before) MB while streaming 50 MB")
    }

    static func residentMegabytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }
}
