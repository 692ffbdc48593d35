import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// Records the messages posted to its channel.
@MainActor
final class MessageRecorder: WKScriptMessageHandler {
    var messages: [WKScriptMessage] = []

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        messages.append(message)
    }
}

/// Answers each message with a greeting, or an error for `"fail"`; later if `deferred`.
@MainActor
final class Greeter: WKScriptMessageHandlerWithReply {
    var deferred = false

    func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
        replyHandler: @escaping (Any?, String?) -> Void
    ) {
        guard let name = message.body as? String, name != "fail" else {
            replyHandler(nil, "No greeting for \(message.body)")
            return
        }
        let answer: [String: Any] = ["greeting": "Hello, \(name)", "length": name.count]
        if deferred {
            Task { @MainActor in
                _ = await WebTest.wait(timeout: .milliseconds(50)) { false }
                replyHandler(answer, nil)
            }
        } else {
            replyHandler(answer, nil)
        }
    }
}

@Suite("Script messages and user scripts", .serialized)
@MainActor
struct ScriptMessageTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("postMessage reaches the handler with the value as JavaScriptValue and as Foundation types")
    func messageValues() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route(
            "/post",
            .html(
                "<title>Post</title><script>window.webkit.messageHandlers.log.postMessage("
                    + "{n: 1.5, s: 'text', list: [true, null, 3], nested: {k: 'v'}});"
                    + "window.webkit.messageHandlers.log.postMessage('second');</script>"))
        let recorder = MessageRecorder()
        let configuration = WebPage.Configuration()
        configuration.userContentController.add(recorder, name: "log")
        let page = WebPage(configuration: configuration)
        #expect(await WebTest.load(server.endpoint("/post"), into: page))
        #expect(await WebTest.wait { recorder.messages.count == 2 })
        #expect(
            recorder.messages.first?.value
                == .object([
                    "n": .number(1.5), "s": .string("text"), "list": .array([.bool(true), .null, .number(3)]),
                    "nested": .object(["k": .string("v")]),
                ]))
        let body = recorder.messages.first?.body as? [String: Any]
        #expect(body?["s"] as? String == "text")
        #expect((body?["list"] as? [Any])?.last as? Int == 3)
        #expect(recorder.messages.last?.body as? String == "second")
        #expect(recorder.messages.allSatisfy { $0.name == "log" && $0.world == .page })
    }

    @Test("a replying channel resolves the page's promise with the reply, and rejects it with an error message")
    func replyRoundTrip() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/app", Pages.titled("App"))
        let greeter = Greeter()
        let configuration = WebPage.Configuration()
        configuration.userContentController.addScriptMessageHandler(greeter, contentWorld: .page, name: "greet")
        let page = WebPage(configuration: configuration)
        #expect(await WebTest.load(server.endpoint("/app"), into: page))

        let reply = try await page.callJavaScriptValue(
            "return await window.webkit.messageHandlers.greet.postMessage(name)", arguments: ["name": "Ada"])
        #expect(reply == .object(["greeting": .string("Hello, Ada"), "length": .number(3)]))

        greeter.deferred = true
        let later = try await page.callJavaScriptValue(
            "return await window.webkit.messageHandlers.greet.postMessage('Grace')")
        #expect(later == .object(["greeting": .string("Hello, Grace"), "length": .number(5)]))

        let rejected = try await page.callJavaScriptValue(
            "try { await window.webkit.messageHandlers.greet.postMessage('fail'); return 'resolved' }"
                + " catch (error) { return 'rejected: ' + error.message }")
        #expect(rejected == .string("rejected: No greeting for fail"))
    }

    @Test("a removed channel is gone from the page; a name added twice keeps the first handler")
    func removeAndDuplicate() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/app", Pages.titled("App"))
        let first = MessageRecorder()
        let second = MessageRecorder()
        let configuration = WebPage.Configuration()
        configuration.userContentController.add(first, name: "log")
        configuration.userContentController.add(second, name: "log")
        let page = WebPage(configuration: configuration)
        #expect(await WebTest.load(server.endpoint("/app"), into: page))
        _ = try await page.callJavaScript("window.webkit.messageHandlers.log.postMessage(1)")
        #expect(await WebTest.wait { first.messages.count == 1 })
        #expect(second.messages.isEmpty)

        configuration.userContentController.removeScriptMessageHandler(forName: "log")
        #expect(await WebTest.load(server.endpoint("/app"), into: page))
        let present = try await page.callJavaScript("return typeof window.webkit?.messageHandlers?.log")
        #expect(present as? String == "undefined")
    }

    @Test("user scripts run at document start or end, in every frame or the main frame only")
    func userScripts() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/main", .html("<title>Main</title><body><iframe src='/frame'></iframe></body>"))
        server.route("/frame", .html("<title>Frame</title><body>frame</body>"))
        let recorder = MessageRecorder()
        let configuration = WebPage.Configuration()
        let controller = configuration.userContentController
        controller.add(recorder, name: "seen")
        controller.addUserScript(
            WKUserScript(
                source: "window.webkit.messageHandlers.seen.postMessage("
                    + "{when: 'start', path: location.pathname, body: document.body !== null})",
                injectionTime: .atDocumentStart, forMainFrameOnly: false))
        controller.addUserScript(
            WKUserScript(
                source: "window.webkit.messageHandlers.seen.postMessage("
                    + "{when: 'end', path: location.pathname, body: document.body !== null})",
                injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        #expect(controller.userScripts.count == 2)
        let page = WebPage(configuration: configuration)
        #expect(await WebTest.load(server.endpoint("/main"), into: page))
        #expect(await WebTest.wait { recorder.messages.count >= 3 })
        let seen = Set(
            recorder.messages.compactMap { message -> String? in
                guard case .object(let fields) = message.value, case .string(let when)? = fields["when"],
                    case .string(let path)? = fields["path"], case .bool(let body)? = fields["body"]
                else { return nil }
                return "\(when) \(path) \(body)"
            })
        // Document start runs before the body exists, in both frames; document end only in the main frame.
        #expect(seen == ["start /main false", "start /frame false", "end /main true"])
        #expect(recorder.messages.count == 3)
    }

    @Test("a channel and a script of a named content world are invisible to the page's own scripts")
    func contentWorlds() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/app", Pages.titled("App"))
        let recorder = MessageRecorder()
        let configuration = WebPage.Configuration()
        let tools = WKContentWorld.world(name: "tools")
        configuration.userContentController.add(recorder, contentWorld: tools, name: "tool")
        configuration.userContentController.addUserScript(
            WKUserScript(
                source: "window.secret = 42; window.webkit.messageHandlers.tool.postMessage(typeof window.secret)",
                injectionTime: .atDocumentEnd, forMainFrameOnly: true, in: tools))
        let page = WebPage(configuration: configuration)
        #expect(await WebTest.load(server.endpoint("/app"), into: page))
        #expect(await WebTest.wait { recorder.messages.count == 1 })
        #expect(recorder.messages.first?.body as? String == "number")
        #expect(recorder.messages.first?.world == tools)
        let fromPage = try await page.callJavaScript(
            "return [typeof window.secret, typeof window.webkit?.messageHandlers?.tool].join(' ')")
        #expect(fromPage as? String == "undefined undefined")
    }
}
