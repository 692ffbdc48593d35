import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing
import WebKitBridge

@testable import GraftGtk
@testable import GraftWeb

@Suite("Windows own what they host", .serialized)
@MainActor
struct WindowLifetimeTests {
    @Test("Closing one window of a running app frees its widgets and its web process; the other window goes on")
    func closeOneWindow() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/page", Pages.titled("Hosted"))
        let url = server.endpoint("/page")
        let baseline = WebKit.Sandbox.webProcesses().count
        let counter = FinalizationCounter()
        let windows = AppWindows()
        var lastClosed = false
        windows.onLastClose = { lastClosed = true }
        try windows.open(
            SceneBuilder.buildBlock(
                WindowGroup("stays") { Text("still here") },
                WindowGroup("web") {
                    VStack {
                        Text("web"); WebView(url: url)
                    }
                }
            )._windows)
        #expect(windows.hosts.count == 2)
        let stays = windows.hosts[0]
        // Held weakly, as the app holds it: closing the window is what lets it go.
        weak let web = windows.hosts[1]
        #expect(await WebTest.wait { stays.window.isMapped && web?.window.isMapped == true })
        #expect(await WebTest.wait { server.recordedRequests.contains { $0.path == "/page" } })
        // The page runs in a new web process, or in one WebKit kept from an earlier page.
        let during = WebKit.Sandbox.webProcesses().count
        #expect(during >= 1)
        for widget in web?.window.descendants ?? [] { counter.track(widget) }
        #expect(counter.trackedCount >= 4)

        web?.window.close()  // as the user does
        #expect(await WebTest.wait { windows.hosts.count == 1 })
        #expect(!lastClosed)
        #expect(web == nil, "the app let the closed window's host go")
        #expect(
            await WebTest.wait(timeout: .seconds(10)) { counter.finalized == counter.trackedCount },
            "finalized \(counter.finalized) of \(counter.trackedCount)")
        #expect(
            await WebTest.wait(timeout: .seconds(20)) {
                let count = WebKit.Sandbox.webProcesses().count
                return count < during && count <= baseline
            }, "web processes: \(WebKit.Sandbox.webProcesses().count), during \(during), baseline \(baseline)")
        #expect(stays.window.isMapped, "the other window goes on")
        #expect(stays.window.descendants.contains { $0.typeName == "GtkLabel" })

        stays.window.close()
        #expect(await WebTest.wait { lastClosed })
        #expect(windows.hosts.isEmpty)
    }
}
