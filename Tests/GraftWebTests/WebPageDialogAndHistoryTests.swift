import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// Answers a page's dialogs as the test says, and records them.
@MainActor
final class TestPresenter: WebPage.DialogPresenting {
    var shown: [String] = []

    func handleJavaScriptAlert(_ message: String, initiatedBy frame: WebPage.FrameInfo) async {
        shown.append("alert \(message) @\(frame.request.url?.path ?? "")")
    }

    func handleJavaScriptConfirm(_ message: String, initiatedBy frame: WebPage.FrameInfo) async
        -> WebPage.JavaScriptConfirmResult
    {
        shown.append("confirm \(message)")
        _ = await WebTest.wait(timeout: .milliseconds(30)) { false }  // a user taking their time
        return message == "ok?" ? .ok : .cancel
    }

    func handleJavaScriptPrompt(_ message: String, defaultText: String?, initiatedBy frame: WebPage.FrameInfo) async
        -> WebPage.JavaScriptPromptResult
    {
        shown.append("prompt \(message) [\(defaultText ?? "")]")
        return message == "name?" ? .ok("Grace") : .cancel
    }
}

/// Leaves every method to the protocol's defaults.
struct SilentPresenter: WebPage.DialogPresenting {}

@Suite("WebPage dialogs and history", .serialized)
@MainActor
struct WebPageDialogAndHistoryTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("a dialog presenter answers alert, confirm and prompt; the page's script gets the answers")
    func presenter() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/dialogs", Pages.titled("Dialogs"))
        let page = WebPage()
        let presenter = TestPresenter()
        page.dialogPresenter = presenter
        #expect(await WebTest.load(server.endpoint("/dialogs"), into: page))
        let answers = try await page.callJavaScript(
            "return [alert('hi'), confirm('ok?'), confirm('no?'), prompt('name?', 'Ada'), prompt('skip?')]"
                + ".map(String).join('|')")
        #expect(answers as? String == "undefined|true|false|Grace|null")
        #expect(
            presenter.shown == [
                "alert hi @/dialogs", "confirm ok?", "confirm no?", "prompt name? [Ada]", "prompt skip? []",
            ])

        page.dialogPresenter = SilentPresenter()
        let defaults = try await page.callJavaScript("return [confirm('x'), prompt('y', 'z')].map(String).join('|')")
        #expect(defaults as? String == "false|null")
    }

    @Test("backForwardList after three loads: back list oldest first, current, forward list; load(item) goes there")
    func history() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        for name in ["one", "two", "three"] { server.route("/\(name)", Pages.titled("Page \(name)")) }
        let page = WebPage()
        let log = StateLog { page.backForwardList.backList.count }
        #expect(page.backForwardList.currentItem == nil)
        for name in ["one", "two", "three"] {
            #expect(await WebTest.load(server.endpoint("/\(name)"), into: page))
        }
        #expect(await WebTest.wait { page.backForwardList.currentItem?.title == "Page three" })
        let list = page.backForwardList
        #expect(list.backList.map(\.url) == [server.endpoint("/one"), server.endpoint("/two")])
        #expect(list.backList.map(\.title) == ["Page one", "Page two"])
        #expect(list.currentItem?.url == server.endpoint("/three"))
        #expect(list.forwardList.isEmpty)
        #expect(list[-1]?.url == server.endpoint("/two"))
        #expect(list[-2]?.url == server.endpoint("/one"))
        #expect(list[1] == nil)
        #expect(Set(log.states) == [0, 1, 2], "observable as it grows: \(log.states)")

        let first = try #require(list.backList.first)
        let record = NavigationRecord(page.load(first))
        #expect(await WebTest.wait { record.ended })
        #expect(record.error == nil)
        #expect(await WebTest.wait { page.backForwardList.currentItem?.id == first.id })
        #expect(page.backForwardList.backList.isEmpty)
        #expect(page.backForwardList.forwardList.map(\.url) == [server.endpoint("/two"), server.endpoint("/three")])
        #expect(page.url == server.endpoint("/one"))
    }
}
