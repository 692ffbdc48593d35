import Foundation
import Graft
import GraftSnapshotTesting
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// A page that is one colour from its first bytes, sent slowly or never finished.
private func colouredPage(_ colour: String, paragraphs: Int = 0) -> String {
    "<!doctype html><html><head><title>Colour</title><style>body{margin:0;background:\(colour)}</style></head><body>"
        + String(
            repeating: "<p>graft graft graft graft graft graft graft graft graft graft graft graft</p>",
            count: paragraphs)
}

@Suite("WebView in previews and snapshots", .serialized)
@MainActor
struct WebViewPreviewTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("a rendered WebView shows its page: the render waits for the load and the page's first frames")
    func rendersThePage() throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        // The page arrives over 0.8 s: a render that did not wait would show a blank view.
        server.route(
            "/green", .html(colouredPage("#22aa44", paragraphs: 40), chunks: 20, chunkDelay: .milliseconds(40)))
        let started = ContinuousClock.now
        let image = try PreviewRenderer.render(
            WebView(url: server.endpoint("/green")), layout: .fixed(width: 200, height: 150)
        ).pixels()
        let elapsed = ContinuousClock.now - started
        #expect(
            elapsed < PendingContent.timeout, "the render ended when the page was drawn, not at the bound: \(elapsed)")
        #expect(image.width == 200 && image.height == 150)
        let pixel = image.pixel(x: 190, y: 140)  // right of the text, below nothing but the background
        #expect(pixel.red == 0x22 && pixel.green == 0xaa && pixel.blue == 0x44, "\(pixel)")
        #expect(server.requestCount(for: "/green") == 1)
    }

    @Test("a snapshot strategy of a view holding a WebView sees the page's colour")
    func snapshotStrategy() throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/blue", .html(colouredPage("#3366cc"), chunks: 4, chunkDelay: .milliseconds(100)))
        let page = WebPage()
        page.load(server.endpoint("/blue"))
        let strategy = Snapshotting<AnyView, RGBAImage>.image(layout: .fixed(width: 160, height: 120))
        let view = AnyView(
            VStack(spacing: 0) {
                Text("Header"); WebView(page)
            })
        let started = ContinuousClock.now
        let image = try strategy.snapshot(view)
        #expect(ContinuousClock.now - started < PendingContent.timeout)
        let pixel = image.pixel(x: 80, y: 100)
        #expect(pixel.red == 0x33 && pixel.green == 0x66 && pixel.blue == 0xcc, "\(pixel)")
    }

    @Test("a page that never finishes loading is rendered as it is once the bound has passed")
    func neverFinishes() throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/endless", .html(colouredPage("#cc3366", paragraphs: 600), chunks: 600, chunkDelay: .milliseconds(200)))
        let saved = PendingContent.timeout
        PendingContent.timeout = .seconds(2)
        defer { PendingContent.timeout = saved }
        let started = ContinuousClock.now
        let page = WebPage()
        page.load(server.endpoint("/endless"))
        let image = try PreviewRenderer.render(WebView(page), layout: .fixed(width: 200, height: 150)).pixels()
        let elapsed = ContinuousClock.now - started
        #expect(elapsed >= .seconds(2) && elapsed < .seconds(12), "\(elapsed)")
        #expect(page.isLoading, "the page was still loading when it was rendered")
        #expect(image.width == 200 && image.height == 150)
    }
}
