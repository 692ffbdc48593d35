import Graft
import GraftSnapshotTesting
import GraftTestSupport
import GraftWeb
import Testing

@testable import PortingExamples

/// A page that is one flat colour, so a render of it is the same on every machine.
let flatPage = TestHTTPServer.Response.html(
    "<!doctype html><html><head><title>Flat</title></head><body style=\"margin:0;background:#3366cc\"></body></html>")

/// The web-view patterns of docs/Porting.md, run for real: a loopback server, WebKit, GTK.
@Suite("Porting: web patterns", .serialized)
@MainActor
struct PortingWebTests {
    init() throws { try GtkRuntime.initialize() }

    /// Shows `content` at 200 × 200 with the deterministic rendering settings, waits for `loaded`
    /// and for `settled`, and returns the window's pixels.
    func render<Content: View>(
        _ content: Content, until loaded: @escaping () -> Bool, then settled: @escaping (HostingWindow) -> Bool
    ) async throws -> RGBAImage {
        let saved = RenderingSettings().apply()
        defer { RenderingSettings.restore(saved) }
        let host = try HostingWindow(title: "porting", width: 200, height: 200, colorScheme: .light) { content }
        host.present()
        defer { host.close() }
        #expect(await WebTest.wait { host.window.isMapped && loaded() })
        #expect(await WebTest.wait { settled(host) })
        // The page's first frame reaches the screen a little after the load ends.
        #expect(
            await WebTest.wait { (try? WidgetRenderer.renderImage(of: host.window).pixel(x: 150, y: 150).blue) == 0xcc }
        )
        return try WidgetRenderer.renderImage(of: host.window)
    }

    @Test("Pattern 1: the representable web view loads its URL once and fills the window")
    func representableWebView() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/flat", flatPage)
        let image = try await render(
            PortingExamples.WebView(url: server.endpoint("/flat")),
            until: { server.requestCount(for: "/flat") == 1 },
            then: { $0.window.first("WebKitWebView")?.allocatedWidth == 200 })
        #expect(server.requestCount(for: "/flat") == 1)
        assertSnapshot(of: image, as: .image(precision: 0.999, perPixelTolerance: 2))
    }

    @Test("Pattern 2: the controller observes progress and fades its bar out when the page has loaded")
    func controllerWithFade() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/flat", flatPage)
        let image = try await render(
            BrowserScreen(url: server.endpoint("/flat")),
            until: { server.requestCount(for: "/flat") == 1 },
            then: { host in
                guard let bar = host.window.first("GtkProgressBar") else { return false }
                return bar.opacity == 0 && bar.property("fraction", as: Double.self) == 0
            })
        assertSnapshot(of: image, as: .image(precision: 0.999, perPixelTolerance: 2))
    }

    @Test("Pattern 3: the coordinator's subscription writes the progress into the SwiftUI progress view")
    func coordinatorSubscription() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/flat", flatPage)
        let image = try await render(
            ProgressScreen(url: server.endpoint("/flat")),
            until: { server.requestCount(for: "/flat") == 1 },
            then: { host in host.window.first("GtkProgressBar")?.property("fraction", as: Double.self) == 1 })
        assertSnapshot(of: image, as: .image(precision: 0.999, perPixelTolerance: 2))
    }
}
