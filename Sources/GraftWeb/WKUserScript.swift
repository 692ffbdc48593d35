import Foundation

/// When a ``WKUserScript`` runs in a document.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the document's own scripts, once its element exists (WebKit's document start).
    case atDocumentStart = 0
    /// Once the document is parsed, before its subresources finish loading (WebKit's document end).
    case atDocumentEnd = 1
}

/// A JavaScript world scripts and message handlers run in (WebKitGTK's script worlds).
///
/// ``page`` is the page's own world, where its scripts see each other's variables; a named world
/// shares the page's DOM but not its JavaScript globals, so page scripts cannot reach into it.
///
/// ```swift
/// let tools = WKContentWorld.world(name: "tools")
/// controller.add(handler, contentWorld: tools, name: "log")
/// ```
public final class WKContentWorld: Sendable, Hashable {
    /// The world's name; `nil` for ``page``.
    public let name: String?

    private init(name: String?) { self.name = name }

    /// The page's own world.
    public static let page = WKContentWorld(name: nil)
    /// A world of the app's own, apart from the page's scripts.
    public static let defaultClient = WKContentWorld(name: "WKDefaultClientWorld")

    /// The world called `name` (the same world for the same name).
    ///
    /// - Parameter name: The world's name.
    public static func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }

    /// Whether both are the same world.
    public static func == (lhs: WKContentWorld, rhs: WKContentWorld) -> Bool { lhs.name == rhs.name }

    /// Hashes the world's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A script a web view injects into each document it loads (a `WebKitUserScript`).
///
/// ```swift
/// let script = WKUserScript(
///     source: "document.body.classList.add('app')", injectionTime: .atDocumentEnd, forMainFrameOnly: true)
/// configuration.userContentController.addUserScript(script)
/// ```
public final class WKUserScript: Sendable {
    /// The script's source.
    public let source: String
    /// When it runs.
    public let injectionTime: WKUserScriptInjectionTime
    /// Whether it runs in the main frame only (`false`: in every frame, iframes included).
    public let isForMainFrameOnly: Bool
    /// The world it runs in.
    let contentWorld: WKContentWorld

    /// Makes a script that runs in the page's world.
    ///
    /// - Parameters:
    ///   - source: The script.
    ///   - injectionTime: When it runs.
    ///   - forMainFrameOnly: Whether only the main frame runs it.
    public convenience init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly, in: .page)
    }

    /// Makes a script that runs in `contentWorld`.
    ///
    /// - Parameters:
    ///   - source: The script.
    ///   - injectionTime: When it runs.
    ///   - forMainFrameOnly: Whether only the main frame runs it.
    ///   - contentWorld: The world it runs in.
    public init(
        source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool,
        in contentWorld: WKContentWorld
    ) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        self.contentWorld = contentWorld
    }
}

/// A message a page posted with `window.webkit.messageHandlers.<name>.postMessage(value)`.
@MainActor
public final class WKScriptMessage {
    /// The posted value as Foundation types: `String`, `NSNumber`, `Bool`, `[Any]`,
    /// `[String: Any]`, or `NSNull` (for `null` and `undefined`).
    public var body: Any { value.anyValue ?? NSNull() }
    /// The posted value, typed.
    public let value: JavaScriptValue
    /// The name of the channel it was posted to.
    public let name: String
    /// The world of the script that posted it.
    public let world: WKContentWorld
    /// The web view whose page posted it, when the controller serves one ``WKWebView``.
    public private(set) weak var webView: WKWebView?

    init(value: JavaScriptValue, name: String, world: WKContentWorld, webView: WKWebView?) {
        self.value = value
        self.name = name
        self.world = world
        self.webView = webView
    }
}

/// Receives the messages a page posts to a channel (``WKUserContentController/add(_:name:)``).
@MainActor
public protocol WKScriptMessageHandler: AnyObject {
    /// Called with each message posted to the channel, in order.
    ///
    /// - Parameters:
    ///   - userContentController: The controller the channel belongs to.
    ///   - message: The message.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// Receives the messages a page posts to a channel and answers each: the page's `postMessage`
/// returns a promise that settles with the answer
/// (``WKUserContentController/addScriptMessageHandler(_:contentWorld:name:)``).
@MainActor
public protocol WKScriptMessageHandlerWithReply: AnyObject {
    /// Called with each message; call `replyHandler` once, with a value (resolves the promise) or
    /// an error message (rejects it with an `Error` of that message). A handler that never calls
    /// it rejects the promise when the reply is let go.
    ///
    /// - Parameters:
    ///   - userContentController: The controller the channel belongs to.
    ///   - message: The message.
    ///   - replyHandler: Answers the page: `(value, nil)` or `(nil, errorMessage)`.
    func userContentController(
        _ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
        replyHandler: @escaping (Any?, String?) -> Void)
}
