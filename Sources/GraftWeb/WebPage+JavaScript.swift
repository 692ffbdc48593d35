import Foundation
internal import WebKitBridge

/// Running JavaScript in the page.
///
/// ```swift
/// let title = try await page.callJavaScript("return document.title") as? String
/// let sum = try await page.callJavaScript("return a + b", arguments: ["a": 1, "b": 2]) as? Int  // 3
/// do {
///     _ = try await page.callJavaScript("throw new TypeError('nope')")
/// } catch let error as WebPageError {
///     print(error.message)  // "TypeError: nope"
/// }
/// ```
extension WebPage {
    /// Calls `functionBody` as the body of an `async` JavaScript function and returns its result.
    ///
    /// Each argument becomes a local constant of the function, with its JavaScript value
    /// (see ``JavaScriptValue/init(bridging:)`` for the accepted Swift types). A returned
    /// `Promise` is awaited. The result is converted as ``JavaScriptValue/anyValue`` describes:
    /// `nil` for `undefined`, `NSNull` for `null`, `Bool`, `NSNumber`, `String`, `[Any]`,
    /// `[String: Any]`.
    ///
    /// The function runs in `contentWorld`: its globals (`window.x = …`) are its own, unseen by
    /// the page's scripts and by other worlds, while the document is shared. WebKitGTK runs
    /// scripts in the main frame only: a `frame` that is not the main frame throws
    /// ``WebPageError/Code-swift.enum/javaScriptInvalidFrameTarget``.
    ///
    /// - Parameters:
    ///   - functionBody: JavaScript statements; `return` gives the result.
    ///   - arguments: Names (JavaScript identifiers) and values.
    ///   - frame: The frame to run in; `nil` is the main frame.
    ///   - contentWorld: The world to run in; `nil` is the page's own (``WKContentWorld/page``).
    /// - Returns: The result.
    /// - Throws: ``WebPageError``: `.javaScriptException` with the exception text when the script
    ///   throws or its promise rejects; `.invalidJavaScriptArgument`, `.javaScriptDisabled`,
    ///   `.unserializableJavaScriptResult`, `.javaScriptInvalidFrameTarget`.
    @discardableResult
    public func callJavaScript(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: FrameInfo? = nil,
        contentWorld: WKContentWorld? = nil
    ) async throws -> Any? {
        try await callJavaScriptValue(functionBody, arguments: arguments, in: frame, contentWorld: contentWorld)
            .anyValue
    }

    /// Like ``callJavaScript(_:arguments:in:contentWorld:)``, returning a typed ``JavaScriptValue``.
    ///
    /// - Parameters:
    ///   - functionBody: JavaScript statements; `return` gives the result.
    ///   - arguments: Names (JavaScript identifiers) and values.
    ///   - frame: The frame to run in; `nil` is the main frame (the only one WebKitGTK runs in).
    ///   - contentWorld: The world to run in; `nil` is the page's own.
    /// - Returns: The result.
    /// - Throws: ``WebPageError``.
    public func callJavaScriptValue(
        _ functionBody: String, arguments: [String: Any] = [:], in frame: FrameInfo? = nil,
        contentWorld: WKContentWorld? = nil
    ) async throws(WebPageError) -> JavaScriptValue {
        guard frame?.isMainFrame ?? true else { throw .subframeTarget }
        return try await webView.callFunction(functionBody, arguments: arguments, worldName: contentWorld?.name)
    }

    /// Starts the message of the error the page throws for a result JSON cannot copy.
    static let unserializableMarker = "GraftUnserializableResult: "

    /// `functionBody` run as an inner function whose result is checked in the page: a BigInt, a
    /// function, a Symbol, a Map, Set or DOM node (at the top or inside, which JSON would turn into
    /// `{}`), or a value `JSON.stringify` refuses (a cycle, a BigInt inside), becomes an error that
    /// names it, where WebKit would give `undefined`, `{}` or lose the reason.
    static func checkedResult(of functionBody: String) -> String {
        """
        const graftResult = await (async () => {
        \(functionBody)
        })();
        if (typeof graftResult === "bigint") {
            throw new Error("\(unserializableMarker)it is a BigInt (" + graftResult + "n); return it as a string or a Number");
        }
        const graftKind = (v) => {
            if (v instanceof Map) return "a Map of " + v.size + " entries: return Object.fromEntries(map) or [...map]";
            if (v instanceof Set) return "a Set of " + v.size + " values: return [...set]";
            if (v instanceof WeakMap || v instanceof WeakSet) return "a " + v.constructor.name + ", which cannot be read";
            if (typeof Node !== "undefined" && v instanceof Node) return "a DOM node (" + v.nodeName + "): return its properties";
            return null;
        };
        if (typeof graftResult === "function") {
            throw new Error("\(unserializableMarker)it is a function (" + (graftResult.name || "anonymous") + "): call it and return its result");
        }
        if (typeof graftResult === "symbol") {
            throw new Error("\(unserializableMarker)it is a Symbol (" + String(graftResult.description) + "): return its description");
        }
        if (graftResult !== null && typeof graftResult === "object") {
            let graftFound = null;
            try {
                JSON.stringify(graftResult, function (key, value) {
                    const kind = value !== null && typeof value === "object" ? graftKind(value) : null;
                    if (kind && graftFound === null) graftFound = (key === "" ? "it is " : "its “" + key + "” is ") + kind;
                    return value;
                });
            } catch (e) { throw new Error("\(unserializableMarker)" + e.message); }
            if (graftFound !== null) throw new Error("\(unserializableMarker)" + graftFound);
        }
        return graftResult;
        """
    }

    private static let reservedWords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new",
        "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while",
        "with", "yield", "let", "static", "enum", "await", "implements", "package", "protected", "interface",
        "private", "public", "arguments", "eval",
    ]

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !reservedWords.contains(name) else { return false }
        let isStart: (Unicode.Scalar) -> Bool = { $0 == "_" || $0 == "$" || ($0.isASCII && $0.properties.isAlphabetic) }
        return isStart(first) && name.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) }
    }
}

extension WebViewRef {
    /// Calls `functionBody` as an `async` function with `arguments` in the script world
    /// `worldName` (`nil`: the page's), and copies its result: the path both ``WebPage`` and
    /// ``WKWebView`` run the app's functions on.
    func callFunction(
        _ functionBody: String, arguments: [String: Any], worldName: String?
    ) async throws(WebPageError) -> JavaScriptValue {
        var encoded: [String: String] = [:]
        for (name, value) in arguments {
            guard WebPage.isIdentifier(name) else {
                throw WebPageError(
                    .invalidJavaScriptArgument, message: "“\(name)” is not a valid JavaScript parameter name")
            }
            let converted: JavaScriptValue
            do {
                converted = try JavaScriptValue.bridge(value)
            } catch {
                throw WebPageError(argument: name, value: value, failure: error)
            }
            encoded[name] = converted.jsonText
        }
        // WebKit passes only numbers, strings and dictionaries: send JSON text, parse it in the page.
        let prologue = encoded.keys.sorted().map { "\($0) = JSON.parse(\($0));" }.joined()
        let body = prologue + WebPage.checkedResult(of: functionBody)
        let result: WebKit.JavaScriptResult
        do {
            result = try await callAsyncJavaScriptFunction(
                body, stringArguments: encoded, worldName: worldName)
        } catch {
            if let marker = error.message.range(of: WebPage.unserializableMarker) {
                throw WebPageError(
                    .unserializableJavaScriptResult,
                    message: "The script's result cannot be copied to Swift: "
                        + error.message[marker.upperBound...].prefix(200))
            }
            throw WebPageError(javaScript: error)
        }
        switch result {
        case .undefined:
            return .undefined
        case .json(let text):
            do {
                return try JavaScriptValue.parse(json: text)
            } catch {
                throw WebPageError(
                    .unserializableJavaScriptResult,
                    message: "The script's result could not be read: its \(text.utf8.count) bytes of JSON nest "
                        + "deeper than \(JavaScriptValue.maximumNestingDepth) levels or are not valid JSON")
            }
        case .unserializable(let description):
            throw WebPageError(
                .unserializableJavaScriptResult,
                message: "The script's result cannot be copied to Swift: \(description.prefix(200))")
        }
    }
}

extension WebPageError {
    /// The error of a script aimed at a subframe, which WebKitGTK cannot run one in.
    static let subframeTarget = WebPageError(
        .javaScriptInvalidFrameTarget,
        message: "WebKitGTK runs the app's scripts in the page's main frame only, not in a subframe")

    /// An argument that cannot be passed, and why.
    init(argument name: String, value: Any, failure: JavaScriptValue.BridgingFailure) {
        let reason: String
        switch failure {
        case .unsupported(let type): reason = "a \(type) inside it has no JavaScript value"
        case .nonFinite: reason = "it holds a number that is not finite"
        case .tooDeep:
            reason = "its arrays or dictionaries nest deeper than \(JavaScriptValue.maximumNestingDepth) levels"
        }
        self.init(
            .invalidJavaScriptArgument, message: "The argument “\(name)” cannot be passed to JavaScript: \(reason)")
    }

    /// Maps a failed script onto a code and a message.
    init(javaScript error: WebKit.ErrorInfo) {
        typealias Info = WebKit.ErrorInfo
        switch (error.domain, error.code) {
        case (Info.bridgeDomain, Info.bridgeJavaScriptDisabled):
            self.init(.javaScriptDisabled, message: "JavaScript is disabled in the page's configuration")
        case (Info.bridgeDomain, Info.bridgeScriptPageReplaced):
            self.init(.cancelled, message: error.message)
        case (Info.javaScriptDomain, Info.javaScriptScriptFailed):
            self.init(
                .javaScriptException, message: error.message, underlyingDomain: error.domain, underlyingCode: error.code
            )
        case (Info.javaScriptDomain, Info.javaScriptInvalidParameter):
            self.init(
                .invalidJavaScriptArgument, message: error.message, underlyingDomain: error.domain,
                underlyingCode: error.code)
        case (Info.javaScriptDomain, Info.javaScriptInvalidResult):
            self.init(
                .unserializableJavaScriptResult, message: error.message, underlyingDomain: error.domain,
                underlyingCode: error.code)
        default:
            self.init(
                .javaScriptException, message: "The script could not run: \(error.message)",
                underlyingDomain: error.domain, underlyingCode: error.code)
        }
    }
}
