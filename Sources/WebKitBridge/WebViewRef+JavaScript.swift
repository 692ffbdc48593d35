import CWebKitGtk
import GtkBridge

/// Running JavaScript in the page's main frame, with the result copied out of JavaScriptCore.
///
/// ```swift
/// let title = try await webView.evaluateJavaScript("document.title")          // .json("\"Hello\"")
/// let sum = try await webView.callAsyncJavaScriptFunction(
///     "return Number(a) + Number(b)", stringArguments: ["a": "1", "b": "2"])   // .json("3")
/// ```
extension WebViewRef {
    /// Evaluates `script` and returns its completion value (`webkit_web_view_evaluate_javascript`).
    ///
    /// - Parameters:
    ///   - script: JavaScript source; its last expression is the result.
    ///   - worldName: The script world to run in (`nil`: the page's own), as user scripts name it.
    /// - Returns: The result as JSON text, or `.undefined`.
    /// - Throws: `WebKit.ErrorInfo` — domain `WebKitJavascriptError`, code 699 with the exception's
    ///   text (`"TypeError: …"`) when the script throws; `javaScriptDisabled` when scripts are off
    ///   (WebKit would otherwise never answer).
    ///
    /// Disfavoured, so that `WKWebView`'s `evaluateJavaScript(_:)` (Foundation values, as Apple's)
    /// is the one a call on a `WKWebView` picks.
    @_disfavoredOverload
    public func evaluateJavaScript(
        _ script: String, worldName: String? = nil
    ) async throws(WebKit.ErrorInfo) -> WebKit.JavaScriptResult {
        guard isJavaScriptEnabled else { throw .javaScriptDisabled }
        let view = webViewPointer
        let result = await withCheckedContinuation { continuation in
            let box = register(_JavaScriptCallBox(continuation))
            webkit_web_view_evaluate_javascript(
                view, script, -1, worldName, nil, nil,
                { source, result, data in
                    let box = Unmanaged<_JavaScriptCallBox>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let value = webkit_web_view_evaluate_javascript_finish(
                        UnsafeMutablePointer<WebKitWebView>(OpaquePointer(source)), result, &error)
                    box.finish(value, error)
                }, box)
        }
        return try result.get()
    }

    /// Calls `body` as the body of an `async` function whose parameters are the keys of
    /// `stringArguments` (`webkit_web_view_call_async_javascript_function`).
    ///
    /// A returned `Promise` is awaited. WebKit accepts only numbers, strings and dictionaries as
    /// argument values, so this wrapper passes strings; callers encode richer values (JSON) and
    /// decode them in the body.
    ///
    /// - Parameters:
    ///   - body: A function body, e.g. `"return document.title"`.
    ///   - stringArguments: Parameter names and their string values.
    ///   - worldName: The script world to run in (`nil`: the page's own); each named world has
    ///     its own globals, and sees the same document.
    /// - Returns: The function's result as JSON text, or `.undefined`.
    /// - Throws: `WebKit.ErrorInfo` as `evaluateJavaScript(_:)` does.
    public func callAsyncJavaScriptFunction(
        _ body: String, stringArguments: [String: String] = [:], worldName: String? = nil
    ) async throws(WebKit.ErrorInfo) -> WebKit.JavaScriptResult {
        guard isJavaScriptEnabled else { throw .javaScriptDisabled }
        let view = webViewPointer
        let arguments = Self.variantDictionary(stringArguments)
        defer { if let arguments { g_variant_unref(arguments) } }
        let result = await withCheckedContinuation { continuation in
            let box = register(_JavaScriptCallBox(continuation))
            webkit_web_view_call_async_javascript_function(
                view, body, -1, arguments, worldName, nil, nil,
                { source, result, data in
                    let box = Unmanaged<_JavaScriptCallBox>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let value = webkit_web_view_call_async_javascript_function_finish(
                        UnsafeMutablePointer<WebKitWebView>(OpaquePointer(source)), result, &error)
                    box.finish(value, error)
                }, box)
        }
        return try result.get()
    }

    /// Answers every script still waiting for WebKit with `error` — for a page that navigated
    /// away, whose promises will never settle; WebKit's late answer, if any, is then ignored.
    ///
    /// - Parameter error: What the waiting callers receive.
    public func failPendingJavaScript(_ error: WebKit.ErrorInfo) {
        let pending = pendingJavaScript
        pendingJavaScript.removeAll()
        for box in pending { box.resume(.failure(error)) }
    }

    /// Keeps `box` among the pending scripts until it is answered; returns it retained for WebKit.
    private func register(_ box: _JavaScriptCallBox) -> UnsafeMutableRawPointer {
        box.owner = self
        pendingJavaScript.append(box)
        return Unmanaged.passRetained(box).toOpaque()
    }

    /// An `a{sv}` dictionary of strings, owned by the caller (not floating), or `nil` when empty.
    private static func variantDictionary(_ values: [String: String]) -> OpaquePointer? {
        guard !values.isEmpty else { return nil }
        let dictionary = g_variant_dict_new(nil)
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            g_variant_dict_insert_value(dictionary, name, g_variant_new_string(value))
        }
        let variant = g_variant_dict_end(dictionary)
        g_variant_dict_unref(dictionary)
        return g_variant_ref_sink(variant)
    }
}

extension WebKit {
    /// A script's result, copied out of JavaScriptCore.
    public enum JavaScriptResult: Sendable, Equatable {
        /// `undefined` (a script or function that returns nothing).
        case undefined
        /// Any value JSON can represent, as JSON text (`JSON.stringify` semantics: a `Date` becomes
        /// its ISO string, `undefined` inside an array becomes `null`).
        case json(String)
        /// A value JSON cannot represent (a function, a symbol, a cyclic object), described.
        case unserializable(String)
    }
}

extension WebKit.ErrorInfo {
    /// The domain of errors raised by the bridge itself rather than by WebKit.
    public static let bridgeDomain = "Graft.WebKitBridge"
    /// Code of `javaScriptDisabled`.
    public static let bridgeJavaScriptDisabled = 1
    /// Code of the error a script gets when its page was replaced before it finished.
    public static let bridgeScriptPageReplaced = 2

    /// JavaScript is switched off in the view's settings, so WebKit would never run the script.
    public static let javaScriptDisabled = WebKit.ErrorInfo(
        domain: bridgeDomain, code: bridgeJavaScriptDisabled,
        message: "JavaScript is disabled in this web view's settings (enable-javascript is false)")
}

/// Carries a continuation through WebKit's `GAsyncReadyCallback`; resumed exactly once, by
/// WebKit's answer or by `failPendingJavaScript(_:)`, whichever comes first. Used on the main
/// thread only (WebKit calls back there).
final class _JavaScriptCallBox: @unchecked Sendable {
    let continuation: CheckedContinuation<Result<WebKit.JavaScriptResult, WebKit.ErrorInfo>, Never>
    /// The view that lists this box among its pending scripts.
    weak var owner: WebViewRef?
    private var isResumed = false

    init(_ continuation: CheckedContinuation<Result<WebKit.JavaScriptResult, WebKit.ErrorInfo>, Never>) {
        self.continuation = continuation
    }

    /// Resumes the caller unless it was resumed already.
    func resume(_ result: Result<WebKit.JavaScriptResult, WebKit.ErrorInfo>) {
        guard !isResumed else { return }
        isResumed = true
        continuation.resume(returning: result)
    }

    func finish(_ value: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?) {
        MainActor.assumeIsolated { owner?.pendingJavaScript.removeAll { $0 === self } }
        if let error {
            let info = WebKit.ErrorInfo(error)
            g_error_free(error)
            resume(.failure(info))
            return
        }
        guard let value else {
            resume(.failure(WebKit.ErrorInfo(domain: "", code: 0, message: "no result")))
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(value)) }
        guard !isResumed else { return }
        resume(.success(Self.convert(value)))
    }

    static func convert(_ value: OpaquePointer) -> WebKit.JavaScriptResult {
        if jsc_value_is_undefined(value) != 0 { return .undefined }
        if let json = jsc_value_to_json(value, 0) {
            defer { g_free(json) }
            return .json(String(cString: json))
        }
        let context = jsc_value_get_context(value)
        if let exception = jsc_context_get_exception(context) {
            let message = jsc_exception_get_message(exception).map { String(cString: $0) } ?? "exception"
            jsc_context_clear_exception(context)
            return .unserializable(message)
        }
        return .unserializable(jsc_value_is_function(value) != 0 ? "a function" : "a value JSON cannot represent")
    }
}
