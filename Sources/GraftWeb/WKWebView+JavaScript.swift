import Foundation
internal import WebKitBridge

/// Running JavaScript in a content world: Apple's `evaluateJavaScript(_:in:contentWorld:)` and
/// `callAsyncJavaScript(_:arguments:in:contentWorld:)`.
///
/// ```swift
/// let tools = WKContentWorld.world(name: "tools")
/// try await webView.evaluateJavaScript("window.cache = {}", contentWorld: tools)  // unseen by the page
/// let sum = try await webView.callAsyncJavaScript("return a + b", arguments: ["a": 1, "b": 2], contentWorld: .page)
/// ```
extension WKWebView {
    /// Evaluates `javaScript` in `contentWorld` and returns its value, as
    /// ``evaluateJavaScript(_:completionHandler:)`` passes it (`nil` for `undefined`).
    ///
    /// A world's globals are its own (the page's scripts and other worlds do not see them); the
    /// document is shared. WebKitGTK runs the app's scripts in the main frame only: a `frame` that
    /// is not the main frame throws ``WebPageError/Code-swift.enum/javaScriptInvalidFrameTarget``.
    ///
    /// - Parameters:
    ///   - javaScript: The script; its last expression is the value.
    ///   - frame: The frame to run in; `nil` is the main frame.
    ///   - contentWorld: The world to run in.
    /// - Returns: The value.
    /// - Throws: ``WebPageError``.
    @discardableResult
    public func evaluateJavaScript(
        _ javaScript: String, in frame: WKFrameInfo? = nil, contentWorld: WKContentWorld
    ) async throws -> Any? {
        guard frame?.isMainFrame ?? true else { throw WebPageError.subframeTarget }
        let result: WebKit.JavaScriptResult
        do {
            result = try await engine.evaluateJavaScript(javaScript, worldName: contentWorld.name)
        } catch {
            throw WebPageError(javaScript: error)
        }
        switch result {
        case .undefined: return nil
        case .json(let text):
            guard let value = try? JavaScriptValue.parse(json: text) else {
                throw WebPageError(.unserializableJavaScriptResult, message: "The script's result could not be read")
            }
            return value.anyValue
        case .unserializable(let description):
            throw WebPageError(
                .unserializableJavaScriptResult,
                message: "The script's result cannot be copied to Swift: \(description.prefix(200))")
        }
    }

    /// Evaluates `javaScript` in `contentWorld` and calls `completionHandler` with its value or
    /// the error (`undefined` arrives as `NSNull`, since the value is not optional).
    ///
    /// - Parameters:
    ///   - javaScript: The script; its last expression is the value.
    ///   - frame: The frame to run in; `nil` is the main frame.
    ///   - contentWorld: The world to run in.
    ///   - completionHandler: Receives the value or a ``WebPageError``.
    public func evaluateJavaScript(
        _ javaScript: String, in frame: WKFrameInfo? = nil, in contentWorld: WKContentWorld,
        completionHandler: (@MainActor (Result<Any, any Error>) -> Void)? = nil
    ) {
        Task { @MainActor in
            do {
                let value = try await self.evaluateJavaScript(javaScript, in: frame, contentWorld: contentWorld)
                completionHandler?(.success(value ?? NSNull()))
            } catch {
                completionHandler?(.failure(error))
            }
        }
    }

    /// Calls `functionBody` as the body of an `async` function in `contentWorld`, with
    /// `arguments` as its local constants, and returns its result (a returned promise is awaited;
    /// `nil` for `undefined`) — as ``WebPage/callJavaScript(_:arguments:in:contentWorld:)`` does.
    ///
    /// - Parameters:
    ///   - functionBody: JavaScript statements; `return` gives the result.
    ///   - arguments: Names (JavaScript identifiers) and values.
    ///   - frame: The frame to run in; `nil` is the main frame (the only one WebKitGTK runs in).
    ///   - contentWorld: The world to run in.
    /// - Returns: The result.
    /// - Throws: ``WebPageError``.
    @discardableResult
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
        contentWorld: WKContentWorld
    ) async throws -> Any? {
        guard frame?.isMainFrame ?? true else { throw WebPageError.subframeTarget }
        return try await engine.callFunction(functionBody, arguments: arguments, worldName: contentWorld.name).anyValue
    }

    /// Calls `functionBody` as ``callAsyncJavaScript(_:arguments:in:contentWorld:)`` does and
    /// passes its result or the error to `completionHandler` (`undefined` arrives as `NSNull`).
    ///
    /// - Parameters:
    ///   - functionBody: JavaScript statements; `return` gives the result.
    ///   - arguments: Names (JavaScript identifiers) and values.
    ///   - frame: The frame to run in; `nil` is the main frame.
    ///   - contentWorld: The world to run in.
    ///   - completionHandler: Receives the result or a ``WebPageError``.
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
        in contentWorld: WKContentWorld, completionHandler: (@MainActor (Result<Any, any Error>) -> Void)? = nil
    ) {
        Task { @MainActor in
            do {
                let value = try await self.callAsyncJavaScript(
                    functionBody, arguments: arguments, in: frame, contentWorld: contentWorld)
                completionHandler?(.success(value ?? NSNull()))
            } catch {
                completionHandler?(.failure(error))
            }
        }
    }
}
