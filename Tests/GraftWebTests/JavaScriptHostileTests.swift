import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

/// An array nested `depth` levels deep around `0`, built without recursion.
func nestedArray(depth: Int) -> [any Sendable] {
    var value: [any Sendable] = [0]
    for _ in 1..<depth { value = [value] }
    return value
}

@Suite("JavaScript with hostile values", .serialized)
@MainActor
struct JavaScriptHostileTests {
    init() throws { try GtkRuntime.initialize() }

    /// The depth of a nested array, counted in the page.
    static let countDepth = "let n = 0; let v = x; while (Array.isArray(v)) { n++; v = v[0]; } return n;"

    @Test("An argument nested 10,000 deep is refused with a typed error, at once and without a crash")
    func deepArgument() async throws {
        let page = await WebPageJavaScriptTests.loadedPage()
        let start = ContinuousClock.now
        do {
            _ = try await page.callJavaScript(Self.countDepth, arguments: ["x": nestedArray(depth: 10_000)])
            Issue.record("a 10,000-deep argument was accepted")
        } catch let error as WebPageError {
            #expect(error.code == .invalidJavaScriptArgument)
            #expect(error.message.contains("512"), "\(error.message)")
            #expect(error.message.contains("“x”"), "\(error.message)")
        }
        let deepValue = JavaScriptValue.array([])
        #expect(deepValue.nestingDepth == 1)
        print("JavaScriptHostileTests: a 10,000-deep argument refused in \(ContinuousClock.now - start)")
    }

    @Test("Arguments up to the depth limit arrive whole, and a deep JavaScriptValue is measured without recursion")
    func argumentAtTheLimit() async throws {
        let page = await WebPageJavaScriptTests.loadedPage()
        let depth = JavaScriptValue.maximumNestingDepth
        #expect(
            try await page.callJavaScript(Self.countDepth, arguments: ["x": nestedArray(depth: depth)]) as? Int == depth
        )
        var value = JavaScriptValue.number(0)
        for _ in 0..<20_000 { value = .array([value]) }
        #expect(value.nestingDepth == 20_000)
        #expect(JavaScriptValue(bridging: value) == nil, "too deep to pass")
    }

    @Test("A BigInt result is a typed error that names it")
    func bigIntResult() async throws {
        let page = await WebPageJavaScriptTests.loadedPage()
        for script in ["return 12345678901234567890n", "return {big: 1n}"] {
            do {
                _ = try await page.callJavaScript(script)
                Issue.record("a BigInt result was accepted: \(script)")
            } catch let error as WebPageError {
                #expect(error.code == .unserializableJavaScriptResult)
                #expect(error.message.contains("BigInt"), "\(error.message)")
            }
        }
    }

    @Test("A cyclic result says so in a readable sentence; an unreadable result's message stays short")
    func unserializableMessages() async throws {
        let page = await WebPageJavaScriptTests.loadedPage()
        do {
            _ = try await page.callJavaScript("const a = {}; a.self = a; return a")
            Issue.record("a cyclic result was accepted")
        } catch let error as WebPageError {
            #expect(error.code == .unserializableJavaScriptResult)
            #expect(error.message.lowercased().contains("cyclic"), "\(error.message)")
            #expect(error.message.hasPrefix("The script's result"), "\(error.message)")
        }
        do {
            _ = try await page.callJavaScript("let v = 0; for (let i = 0; i < 5000; i++) v = [v]; return v")
            Issue.record("a 5,000-deep result was read")
        } catch let error as WebPageError {
            #expect(error.code == .unserializableJavaScriptResult)
            #expect(error.message.count < 300, "\(error.message.count) characters")
        }
    }

    @Test("A script whose promise never settles is answered with .cancelled when the page navigates away")
    func pendingScriptOnNavigation() async throws {
        let server = try TestHTTPServer()
        defer { server.stop() }
        server.route("/a", Pages.titled("A"))
        server.route("/b", Pages.titled("B"))
        let page = WebPage()
        #expect(await WebTest.load(server.endpoint("/a"), into: page))
        let outcome = Box<Result<Any?, WebPageError>?>(nil)
        Task { @MainActor in
            do {
                outcome.value = .success(try await page.callJavaScript("return new Promise(() => {})"))
            } catch let error as WebPageError {
                outcome.value = .failure(error)
            }
        }
        // A later script's answer is the marker that the web process has run the first one.
        #expect(await WebTest.roundTrip(page) == "A")
        #expect(outcome.value == nil, "still waiting while the page stays")
        #expect(await WebTest.load(server.endpoint("/b"), into: page))
        #expect(await WebTest.wait(timeout: .seconds(10)) { outcome.value != nil })
        guard case .failure(let error)? = outcome.value else {
            Issue.record("no error: \(String(describing: outcome.value))")
            return
        }
        #expect(error.code == .cancelled)
        #expect(error.message.contains("navigated"), "\(error.message)")
        #expect(try await page.callJavaScript("return document.title") as? String == "B", "the new page runs scripts")
    }
}
