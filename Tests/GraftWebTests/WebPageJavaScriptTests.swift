import Foundation
import GraftTestSupport
import GtkBridge
import Testing

@testable import GraftWeb

@Suite("WebPage JavaScript", .serialized)
@MainActor
struct WebPageJavaScriptTests {
    init() throws { try GtkRuntime.initialize() }

    /// A page showing a small document, loaded.
    static func loadedPage(configuration: WebPage.Configuration = WebPage.Configuration()) async -> WebPage {
        let page = WebPage(configuration: configuration)
        page.load(html: "<title>Script</title><p id=p>hello</p>", baseURL: URL(string: "http://127.0.0.1/"))
        _ = await MainLoop.run(until: { page.title == "Script" && !page.isLoading }, timeout: .seconds(30))
        return page
    }

    @Test("results come back as Swift values: string, number, bool, null, array, dictionary, undefined")
    func results() async throws {
        let page = await Self.loadedPage()
        #expect(try await page.callJavaScript("return document.title") as? String == "Script")
        #expect(try await page.callJavaScript("return 6 * 7") as? Int == 42)
        #expect(try await page.callJavaScript("return 2.5") as? Double == 2.5)
        #expect(try await page.callJavaScript("return 1 < 2") as? Bool == true)
        #expect(try await page.callJavaScript("return null") is NSNull)
        #expect(try await page.callJavaScript("return undefined") == nil)
        let list = try await page.callJavaScript("return [1, 'two', false]") as? [Any]
        #expect(list?.count == 3 && list?[1] as? String == "two" && list?[2] as? Bool == false)
        let object = try await page.callJavaScript("return {n: 1, nested: {s: 'x'}}") as? [String: Any]
        #expect(object?["n"] as? Int == 1)
        #expect((object?["nested"] as? [String: Any])?["s"] as? String == "x")
        let typed = try await page.callJavaScriptValue("return {ok: true, tags: ['a', null]}")
        #expect(typed == .object(["ok": .bool(true), "tags": .array([.string("a"), .null])]))
        let awaited = try await page.callJavaScriptValue("return new Promise(r => setTimeout(() => r('later'), 10))")
        #expect(awaited == .string("later"))
    }

    @Test("arguments are bound as JavaScript values")
    func arguments() async throws {
        let page = await Self.loadedPage()
        let nothing: Int? = nil
        let result = try await page.callJavaScriptValue(
            "return [typeof a, a + b, s, flag === true, Array.isArray(list), list[1], dict.k, none === null]",
            arguments: [
                "a": 1, "b": 2.5, "s": "quote \" and \\ and \n", "flag": true, "list": [1, "two"] as [any Sendable],
                "dict": ["k": false], "none": nothing,
            ])
        #expect(
            result
                == .array([
                    .string("number"), .number(3.5), .string("quote \" and \\ and \n"), .bool(true), .bool(true),
                    .string("two"), .bool(false), .bool(true),
                ]))
    }

    @Test("a thrown JavaScript error becomes a WebPageError with its message")
    func thrownError() async throws {
        let page = await Self.loadedPage()
        do {
            _ = try await page.callJavaScript("throw new TypeError('nope')")
            Issue.record("no error thrown")
        } catch let error as WebPageError {
            #expect(error.code == .javaScriptException)
            #expect(error.message.contains("TypeError: nope"), "\(error.message)")
        }
        do {
            _ = try await page.callJavaScript("return Promise.reject(new RangeError('late'))")
            Issue.record("no error thrown")
        } catch let error as WebPageError {
            #expect(error.message.contains("RangeError: late"), "\(error.message)")
        }
        do {
            _ = try await page.callJavaScript("this is not javascript(")
            Issue.record("no error thrown")
        } catch let error as WebPageError {
            #expect(error.message.contains("SyntaxError"), "\(error.message)")
        }
    }

    @Test("bad arguments and unrepresentable results are typed errors")
    func badInput() async throws {
        struct Opaque: Sendable {}
        let page = await Self.loadedPage()
        await #expect(throws: WebPageError.self) {
            _ = try await page.callJavaScript("return 1", arguments: ["not valid": 1])
        }
        await #expect(throws: WebPageError.self) {
            _ = try await page.callJavaScript("return 1", arguments: ["class": 1])
        }
        do {
            _ = try await page.callJavaScript("return x", arguments: ["x": Opaque()])
            Issue.record("no error thrown")
        } catch let error as WebPageError {
            #expect(error.code == .invalidJavaScriptArgument)
        }
        do {
            _ = try await page.callJavaScript("return () => 1")
            Issue.record("no error thrown")
        } catch let error as WebPageError {
            #expect(error.code == .unserializableJavaScriptResult)
        }
    }

    @Test("with JavaScript disabled, calls fail at once instead of hanging")
    func disabled() async throws {
        var configuration = WebPage.Configuration()
        configuration.javaScriptEnabled = false
        let page = await Self.loadedPage(configuration: configuration)
        do {
            _ = try await page.callJavaScript("return 1")
            Issue.record("no error thrown")
        } catch let error as WebPageError {
            #expect(error.code == .javaScriptDisabled)
        }
    }
}
