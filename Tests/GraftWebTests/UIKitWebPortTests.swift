import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Observation
import Testing

@testable import GraftWeb
@testable import UIKitWebExamples

/// Records string-keyed KVO changes, as a tutorial's controller overrides `observeValue`.
@MainActor
final class KeyPathRecorder: KeyValueObserving {
    var changes: [(keyPath: String, new: Any?)] = []

    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: KeyValueObservingContext?
    ) {
        changes.append((keyPath ?? "", change?[.newKey]))
    }

    func values<Value>(of keyPath: String, as type: Value.Type) -> [Value] {
        changes.filter { $0.keyPath == keyPath }.compactMap { $0.new as? Value }
    }
}

/// The URL a test's `WebView` representable shows; changing it updates the view.
@Observable @MainActor
final class ShownURL {
    var url: URL
    init(_ url: URL) { self.url = url }
}

/// The tutorial's representable, with its URL held by the test.
struct ShownWebView: View {
    let shown: ShownURL

    var body: some View { UIKitWebExamples.WebView(url: shown.url) }
}

@Suite("The web tutorials' UIKit code, ported by changing imports only", .serialized)
@MainActor
struct UIKitWebPortTests {
    init() throws { try GtkRuntime.initialize() }

    @Test(
        "the KVO progress controller: anchors fill the view with the page and span its top with the bar, which follows estimatedProgress to 1, fades out and resets"
    )
    func progressController() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.slow(title: "Tutorial"))
        let host = try await WebTest.show { BrowserScreen(url: server.endpoint("/page")) }
        defer { host.close() }
        let page = try #require(host.window.first("WebKitWebView"))
        let bar = try #require(host.window.first("GtkProgressBar"))
        var fractions: [Double] = []
        let token = bar.observeDouble("fraction") { fractions.append($0) }
        defer { token.cancel() }
        let progressView = try #require(bar.parent, "the UIProgressView around the GTK bar")
        var fade: [(opacity: Double, at: ContinuousClock.Instant)] = []
        let fadeToken = progressView.observeDouble("opacity") { fade.append(($0, .now)) }
        defer { fadeToken.cancel() }

        #expect(await WebTest.wait { server.requestCount(for: "/page") == 1 })
        #expect(
            await WebTest.wait {
                fractions.contains(1) && bar.effectiveOpacity == 0 && bar.property("fraction", as: Double.self) == 0
            }, "fractions \(fractions), opacity \(bar.effectiveOpacity)")
        #expect(fractions.contains { $0 > 0 && $0 < 1 }, "the bar moved through the load: \(fractions)")
        // The fade: UIView.animate(withDuration: 0.3) on the frame clock, through values in between.
        let start = try #require(fade.first { $0.opacity < 1 }, "the fade began")
        let end = try #require(fade.first { $0.opacity == 0 }, "the fade ended")
        let duration = end.at - start.at
        #expect(fade.contains { $0.opacity > 0 && $0.opacity < 1 }, "faded, not hidden at once: \(fade.map(\.opacity))")
        #expect(duration >= .milliseconds(200) && duration <= .seconds(5), "the 0.3 s fade took \(duration)")

        let container = try #require(page.parent?.parent, "the WKWebView inside the controller's view")
        let pageFrame = try #require(page.frame(in: container))
        #expect(pageFrame == (x: 0, y: 0, width: 200, height: 200), "\(pageFrame)")
        let barFrame = try #require(bar.frame(in: container))
        #expect(barFrame.x == 0 && barFrame.y == 0 && barFrame.width == 200, "\(barFrame)")
    }

    @Test(
        "the WebView representable loads its URL into a WKWebView filling its frame, and a new URL loads the new page")
    func representable() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/a", Pages.titled("A"))
        server.route("/b", Pages.titled("B"))
        let shown = ShownURL(server.endpoint("/a"))
        let host = try await WebTest.show(width: 300, height: 220) { ShownWebView(shown: shown) }
        defer { host.close() }
        #expect(await WebTest.wait { server.requestCount(for: "/a") == 1 })
        let page = try #require(host.window.first("WebKitWebView"))
        #expect(await WebTest.wait { page.allocatedWidth == 300 && page.allocatedHeight == 220 })

        shown.url = server.endpoint("/b")
        #expect(await WebTest.wait { server.requestCount(for: "/b") == 1 })
        #expect(server.requestCount(for: "/a") == 1, "an update with a new URL loads only the new page")
    }

    @Test("the publisher coordinator: estimatedProgress reaches the SwiftUI ProgressView through the binding")
    func publisherCoordinator() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.slow(title: "Published"))
        let host = try await WebTest.show { ProgressScreen(url: server.endpoint("/page")) }
        defer { host.close() }
        let bar = try #require(host.window.first("GtkProgressBar"))
        var fractions: [Double] = []
        let token = bar.observeDouble("fraction") { fractions.append($0) }
        defer { token.cancel() }
        #expect(await WebTest.wait { server.requestCount(for: "/page") == 1 })
        #expect(await WebTest.wait { bar.property("fraction", as: Double.self) == 1 }, "\(fractions)")
        #expect(fractions.contains { $0 > 0 && $0 < 1 }, "the bar followed the load: \(fractions)")
    }

    @Test(
        "string-keyed KVO on WKWebView: estimatedProgress, title and loading reach observeValue; an unknown key path is an error"
    )
    func stringKeyedObserving() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.slow(title: "Observed"))
        server.route("/second", Pages.titled("Second"))
        let webView = WKWebView()
        let recorder = KeyPathRecorder()
        for keyPath in ["estimatedProgress", "title", "loading", "canGoBack"] {
            #expect(webView.addObserver(recorder, forKeyPath: keyPath, options: [.new], context: nil) == nil)
        }
        #expect(
            webView.addObserver(recorder, forKeyPath: "estimatedProgres", options: [.new], context: nil)
                == .unknownKeyPath(type: "WKWebView", keyPath: "estimatedProgres"))
        webView.load(URLRequest(url: server.endpoint("/page")))
        #expect(await WebTest.wait { recorder.values(of: "loading", as: Bool.self).last == false })
        #expect(recorder.values(of: "estimatedProgress", as: Double.self).first == 0.1, "a load starts at 0.1")
        #expect(recorder.values(of: "estimatedProgress", as: Double.self).last == 1)
        #expect(recorder.values(of: "title", as: String.self).last == "Observed")
        #expect(recorder.values(of: "loading", as: Bool.self).first == true)

        webView.load(URLRequest(url: server.endpoint("/second")))
        #expect(await WebTest.wait { recorder.values(of: "canGoBack", as: Bool.self).last == true })
        webView.removeObserver(recorder, forKeyPath: "estimatedProgress")
        let count = recorder.values(of: "estimatedProgress", as: Double.self).count
        let loadingChanges = recorder.values(of: "loading", as: Bool.self).count
        webView.reload()
        #expect(
            await WebTest.wait {
                let loading = recorder.values(of: "loading", as: Bool.self)
                return loading.count >= loadingChanges + 2 && loading.last == false
            }, "the reload started and finished")
        #expect(recorder.values(of: "estimatedProgress", as: Double.self).count == count, "removed: no more changes")
    }
}
