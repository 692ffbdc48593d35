import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// Pages that post hostile messages: huge, deep, cyclic, binary, in bursts, to unknown channels.
/// Each test ends with a marker message posted after the hostile one: it must arrive, after
/// it, and the page must still answer a script.
@Suite("Script messages with hostile values", .serialized)
@MainActor
struct ScriptMessageHostileTests {
    init() throws { try GtkRuntime.initialize() }

    /// A loaded page with the channel `log`, and its recorder.
    private func page() async throws -> (WebPage, MessageRecorder, TestHTTPServer) {
        let server = try TestHTTPServer()
        server.route("/blank", .html("<title>Blank</title><p>blank</p>"))
        let recorder = MessageRecorder()
        let configuration = WebPage.Configuration()
        configuration.userContentController.add(recorder, name: "log")
        let page = WebPage(configuration: configuration)
        #expect(await WebTest.load(server.endpoint("/blank"), into: page))
        return (page, recorder, server)
    }

    /// Posts the marker `"end"` and waits for it; `true` if it arrived as the `count`th message
    /// and the page still answers.
    private func markerArrives(_ page: WebPage, _ recorder: MessageRecorder, asMessage count: Int) async -> Bool {
        _ = try? await page.callJavaScript("window.webkit.messageHandlers.log.postMessage('end')")
        guard await WebTest.wait(timeout: .seconds(60), { recorder.messages.count >= count }) else { return false }
        let title = await WebTest.roundTrip(page)
        return recorder.messages.count == count && recorder.messages.last?.body as? String == "end" && title == "Blank"
    }

    @Test("a 50 MB string arrives whole")
    func hugeString() async throws {
        let (page, recorder, server) = try await page()
        defer { server.stop() }
        let start = ContinuousClock.now
        _ = try await page.callJavaScript(
            "window.webkit.messageHandlers.log.postMessage('x'.repeat(50 * 1024 * 1024) + 'y')")
        #expect(await WebTest.wait(timeout: .seconds(60)) { recorder.messages.count == 1 })
        let text = recorder.messages.first?.body as? String
        let expectedLength = 50 * 1024 * 1024 + 1
        #expect(text?.utf8.count == expectedLength)
        #expect(text?.hasSuffix("xy") == true)
        print("ScriptMessageHostileTests: a 50 MB message arrived in \(ContinuousClock.now - start)")
        #expect(await markerArrives(page, recorder, asMessage: 2))
    }

    @Test("a message nested 10,000 deep arrives as a typed value without a crash; 500 deep arrives whole")
    func deepMessage() async throws {
        let (page, recorder, server) = try await page()
        defer { server.stop() }
        _ = try await page.callJavaScript(
            """
            const build = depth => { let v = 0; for (let i = 0; i < depth; i++) v = [v]; return v; };
            window.webkit.messageHandlers.log.postMessage(build(10000));
            window.webkit.messageHandlers.log.postMessage(build(500));
            """)
        #expect(await WebTest.wait(timeout: .seconds(30)) { recorder.messages.count == 2 })
        print(
            "ScriptMessageHostileTests: a 10,000-deep message arrived as \(String(describing: recorder.messages.first?.value).prefix(80))"
        )
        #expect(recorder.messages.last?.value.nestingDepth == 500)
        #expect(await markerArrives(page, recorder, asMessage: 3))
    }

    @Test("a cyclic object arrives without a crash, as null")
    func cyclicMessage() async throws {
        let (page, recorder, server) = try await page()
        defer { server.stop() }
        _ = try await page.callJavaScript(
            "const a = {name: 'a', list: []}; a.self = a; a.list.push(a); window.webkit.messageHandlers.log.postMessage(a)"
        )
        #expect(await WebTest.wait(timeout: .seconds(30)) { recorder.messages.count == 1 })
        #expect(recorder.messages.first?.value == .null, "\(String(describing: recorder.messages.first?.value))")
        #expect(await markerArrives(page, recorder, asMessage: 2))
    }

    @Test("typed arrays, an ArrayBuffer, a DataView and a Date arrive without a crash")
    func binaryMessages() async throws {
        let (page, recorder, server) = try await page()
        defer { server.stop() }
        _ = try await page.callJavaScript(
            """
            const log = window.webkit.messageHandlers.log;
            log.postMessage(new Uint8Array([1, 2, 255]));
            log.postMessage(new Float64Array([0.5, -2]));
            log.postMessage(new Uint8Array(1024 * 1024).buffer);
            log.postMessage(new DataView(new ArrayBuffer(8)));
            log.postMessage(new Date(0));
            """)
        #expect(await WebTest.wait(timeout: .seconds(30)) { recorder.messages.count == 5 })
        for message in recorder.messages {
            print("ScriptMessageHostileTests: binary message → \(String(describing: message.value).prefix(100))")
        }
        #expect(recorder.messages.first?.value == .object(["0": .number(1), "1": .number(2), "2": .number(255)]))
        #expect(recorder.messages[1].value == .object(["0": .number(0.5), "1": .number(-2)]))
        #expect(recorder.messages[4].value == .string("1970-01-01T00:00:00.000Z"))
        #expect(await markerArrives(page, recorder, asMessage: 6))
    }

    @Test("10,000 messages in a burst all arrive, in order, and the page stays responsive")
    func burst() async throws {
        let (page, recorder, server) = try await page()
        defer { server.stop() }
        let start = ContinuousClock.now
        _ = try await page.callJavaScript(
            "for (let i = 0; i < 10000; i++) window.webkit.messageHandlers.log.postMessage(i)")
        #expect(await WebTest.wait(timeout: .seconds(60)) { recorder.messages.count == 10_000 })
        print("ScriptMessageHostileTests: 10,000 messages arrived in \(ContinuousClock.now - start)")
        let indices = recorder.messages.compactMap { $0.body as? Int }
        #expect(indices == Array(0..<10_000))
        #expect(await markerArrives(page, recorder, asMessage: 10_001))
    }

    @Test("posting to a channel that does not exist is a JavaScript TypeError, not a crash")
    func unknownChannel() async throws {
        let (page, recorder, server) = try await page()
        defer { server.stop() }
        let name = try await page.callJavaScript(
            "try { window.webkit.messageHandlers.nowhere.postMessage(1); return 'posted'; } catch (e) { return e.name; }"
        )
        #expect(name as? String == "TypeError")
        #expect(
            try await page.callJavaScript("return typeof window.webkit.messageHandlers.nowhere") as? String
                == "undefined")
        #expect(await markerArrives(page, recorder, asMessage: 1))
    }
}
