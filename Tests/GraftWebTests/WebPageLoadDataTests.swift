import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

@Suite("WebPage.load(_:mimeType:characterEncoding:baseURL:)", .serialized)
@MainActor
struct WebPageLoadDataTests {
    init() throws { try GtkRuntime.initialize() }

    /// A page showing a titled HTML document loaded from `Data`, (an expectation fails if it does not show in time).
    static func pageShowing(title: String) async -> WebPage {
        let page = WebPage()
        let html = Data("<title>\(title)</title>".utf8)
        page.load(html, mimeType: "text/html", characterEncoding: .utf8, baseURL: URL(string: "http://127.0.0.1/")!)
        #expect(await WebTest.wait { page.title == title && !page.isLoading })
        return page
    }

    @Test("HTML from Data: the load's events, its base URL, and a relative stylesheet fetched from it")
    func htmlFromData() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/docs/style.css", .data(Array("p { color: rgb(0, 128, 0) }".utf8), contentType: "text/css"))
        let base = server.endpoint("/docs/")
        let html =
            "<title>From data</title><link rel=stylesheet href=style.css><p id=p>Hello</p><a id=a href=next>next</a>"
        let page = WebPage()
        let record = NavigationRecord(
            page.load(Data(html.utf8), mimeType: "text/html", characterEncoding: .utf8, baseURL: base))
        #expect(await WebTest.wait { record.ended })
        #expect(record.error == nil)
        #expect(record.events == [.startedProvisionalNavigation, .committed, .finished], "\(record.events)")
        #expect(page.title == "From data")
        #expect(page.url == base)
        #expect(
            try await page.callJavaScript("return a.href") as? String == server.endpoint("/docs/next").absoluteString)
        #expect(server.requestCount(for: "/docs/style.css") == 1)
        let color = try await page.callJavaScript("return getComputedStyle(p).color") as? String
        #expect(color == "rgb(0, 128, 0)")
    }

    @Test("a text/plain body is shown as text: its markup is not parsed")
    func plainText() async throws {
        let page = WebPage()
        let text = "<b>not bold</b>\nsecond line"
        let record = NavigationRecord(
            page.load(
                Data(text.utf8), mimeType: "text/plain", characterEncoding: .utf8,
                baseURL: URL(string: "http://127.0.0.1/notes.txt")!))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events == [.startedProvisionalNavigation, .committed, .finished], "\(record.events)")
        #expect(try await page.callJavaScript("return document.contentType") as? String == "text/plain")
        #expect(try await page.callJavaScript("return document.querySelectorAll('b').length") as? Int == 0)
        #expect(await WebTest.bodyText(of: page) == text)
    }

    @Test("the character encoding decodes the bytes: Latin 2, Shift JIS and UTF-16 by name, UTF-32 by Foundation")
    func encodings() async throws {
        let page = WebPage()
        let base = URL(string: "http://127.0.0.1/text")!
        let cases: [(String.Encoding, String)] = [
            // Without the charset WebKit would read each of these as windows-1252 and show other text.
            (.isoLatin2, "Łódź, Kraków"), (.shiftJIS, "日本語のテキスト"), (.utf16LittleEndian, "naïve ☃"),
            (.utf32, "naïve ☃ 𝄞"),
        ]
        for (encoding, text) in cases {
            let data = try #require(text.data(using: encoding))
            let record = NavigationRecord(
                page.load(data, mimeType: "text/plain", characterEncoding: encoding, baseURL: base))
            #expect(await WebTest.wait { record.ended })
            #expect(record.error == nil, "\(encoding)")
            #expect(await WebTest.bodyText(of: page) == text, "\(encoding)")
        }
    }

    @Test("bytes invalid in an encoding Graft decodes fail with .cannotDecodeData; the page stays as it was")
    func undecodable() async throws {
        let page = await Self.pageShowing(title: "Kept")
        // A UTF-32 little-endian byte order mark, then a lone surrogate (U+D800), which no text holds.
        let bad = Data([0xFF, 0xFE, 0x00, 0x00, 0x00, 0xD8, 0x00, 0x00])
        #expect(String(data: bad, encoding: .utf32) == nil)
        let record = NavigationRecord(
            page.load(
                bad, mimeType: "text/plain", characterEncoding: .utf32,
                baseURL: URL(string: "http://127.0.0.1/bad")!))
        #expect(await WebTest.wait { record.ended })
        #expect(record.webPageError?.code == .cannotDecodeData)
        #expect(record.events.isEmpty)
        #expect(page.title == "Kept")
        #expect(await WebTest.roundTrip(page) == "Kept")
    }

    @Test("empty Data shows an empty document, with the load's events")
    func emptyData() async throws {
        let page = await Self.pageShowing(title: "Before")
        let empty = URL(string: "http://127.0.0.1/empty")!
        let record = NavigationRecord(
            page.load(Data(), mimeType: "text/plain", characterEncoding: .utf8, baseURL: empty))
        #expect(await WebTest.wait { record.ended })
        #expect(record.events == [.startedProvisionalNavigation, .committed, .finished], "\(record.events)")
        #expect(page.url == empty)
        #expect(await WebTest.roundTrip(page) == "")
        #expect(await WebTest.bodyText(of: page) == "")
    }
}
