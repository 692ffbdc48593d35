import Foundation
internal import GtkBridge
internal import WebKitBridge

/// The scripts a web view injects into its pages and the channels its pages post messages to —
/// WebKitGTK's `WebKitUserContentManager`, shared by every ``WebPage`` and ``WKWebView`` made
/// with it (``WebPage/Configuration/userContentController``).
///
/// ```swift
/// final class Bridge: WKScriptMessageHandlerWithReply {
///     func userContentController(
///         _ controller: WKUserContentController, didReceive message: WKScriptMessage,
///         replyHandler: @escaping (Any?, String?) -> Void
///     ) {
///         replyHandler(["greeting": "Hello, \(message.body)"], nil)
///     }
/// }
/// var configuration = WebPage.Configuration()
/// configuration.userContentController.addScriptMessageHandler(Bridge(), contentWorld: .page, name: "app")
/// // In the page: const answer = await window.webkit.messageHandlers.app.postMessage("Ada")
/// ```
///
/// Handlers are kept (strongly, as WebKit's are) until they are removed. A name already in use
/// in a world is refused with a message on standard error, and the first handler stays.
@MainActor
open class WKUserContentController {
    /// The scripts added so far, in order.
    public private(set) var userScripts: [WKUserScript] = []

    /// WebKit's manager, made when first needed: a page or web view made with no display must
    /// end with the typed error before any WebKit object exists.
    private(set) lazy var manager = WebKit.UserContentManager()
    private var channels: [Channel: (handler: AnyObject, token: SignalToken)] = [:]
    /// The one web view made with this controller, for ``WKScriptMessage/webView``.
    weak var soleWebView: WKWebView?
    /// How many web views and pages are made with this controller.
    var webViewCount = 0
    /// The channel of the scroll reports (``WKScrollView``), once a view or page asked for them.
    private var scrollToken: SignalToken?
    /// Who hears the scroll reports, by the view or page that registered.
    private var scrollReceivers: [ObjectIdentifier: @MainActor (WKScrollView.Report) -> Void] = [:]

    private struct Channel: Hashable {
        let name: String
        let world: WKContentWorld
    }

    /// Makes a controller with no scripts and no channels.
    public init() {}

    /// Adds `userScript` to every document loaded from now on.
    ///
    /// - Parameter userScript: The script.
    open func addUserScript(_ userScript: WKUserScript) {
        userScripts.append(userScript)
        manager.addScript(
            userScript.source, allFrames: !userScript.isForMainFrameOnly,
            atDocumentStart: userScript.injectionTime == .atDocumentStart, worldName: userScript.contentWorld.name)
    }

    /// Removes every user script (documents already loaded keep what ran in them).
    open func removeAllUserScripts() {
        userScripts.removeAll()
        manager.removeAllScripts()
    }

    /// Opens the channel `name` in the page's world: `window.webkit.messageHandlers.<name>.postMessage(value)`
    /// calls `scriptMessageHandler`.
    ///
    /// - Parameters:
    ///   - scriptMessageHandler: Receives the messages.
    ///   - name: The channel's name.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        add(scriptMessageHandler, contentWorld: .page, name: name)
    }

    /// Opens the channel `name` for scripts of `contentWorld`.
    ///
    /// - Parameters:
    ///   - scriptMessageHandler: Receives the messages.
    ///   - contentWorld: The world whose scripts see the channel.
    ///   - name: The channel's name.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld: WKContentWorld, name: String) {
        let channel = Channel(name: name, world: contentWorld)
        guard isFree(channel) else { return }
        let token = manager.registerMessageHandler(name: name, worldName: contentWorld.name) {
            [weak self] result in
            guard let self else { return }
            scriptMessageHandler.userContentController(self, didReceive: self.message(result, channel))
        }
        keep(token, for: channel, handler: scriptMessageHandler)
    }

    /// Opens the channel `name` whose `postMessage` returns a promise that settles with the
    /// handler's reply.
    ///
    /// - Parameters:
    ///   - scriptMessageHandlerWithReply: Receives the messages and answers them.
    ///   - contentWorld: The world whose scripts see the channel.
    ///   - name: The channel's name.
    open func addScriptMessageHandler(
        _ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply, contentWorld: WKContentWorld,
        name: String
    ) {
        let channel = Channel(name: name, world: contentWorld)
        guard isFree(channel) else { return }
        let token = manager.registerReplyingMessageHandler(name: name, worldName: contentWorld.name) {
            [weak self] result, reply in
            guard let self else { return }
            scriptMessageHandlerWithReply.userContentController(self, didReceive: self.message(result, channel)) {
                value, errorMessage in
                Self.answer(reply, value: value, errorMessage: errorMessage)
            }
        }
        keep(token, for: channel, handler: scriptMessageHandlerWithReply)
    }

    /// Closes the channel `name` of the page's world.
    ///
    /// - Parameter name: The channel's name.
    open func removeScriptMessageHandler(forName name: String) {
        removeScriptMessageHandler(forName: name, contentWorld: .page)
    }

    /// Closes the channel `name` of `contentWorld`; pages posting to it get an error from then on.
    ///
    /// - Parameters:
    ///   - name: The channel's name.
    ///   - contentWorld: Its world.
    open func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
        guard let entry = channels.removeValue(forKey: Channel(name: name, world: contentWorld)) else { return }
        entry.token.cancel()
        manager.unregisterMessageHandler(name: name, worldName: contentWorld.name)
    }

    /// Closes every channel.
    open func removeAllScriptMessageHandlers() {
        for channel in channels.keys { removeScriptMessageHandler(forName: channel.name, contentWorld: channel.world) }
    }

    // MARK: - Internals

    /// Sends the page's scroll reports to `receiver` from now on, for `owner` (a web view or page
    /// made with this controller), and starts them in the document `webView` shows now.
    ///
    /// A report does not say which view it comes from, so while several views or pages share
    /// the controller none hears them.
    func receiveScrollReports(
        for owner: AnyObject, in webView: WebViewRef, _ receiver: @escaping @MainActor (WKScrollView.Report) -> Void
    ) {
        if scrollToken == nil {
            scrollToken = WKScrollView.install(on: manager) { [weak self] report in
                guard let self, self.webViewCount == 1 else { return }
                for receiver in self.scrollReceivers.values { receiver(report) }
            }
        }
        scrollReceivers[ObjectIdentifier(owner)] = receiver
        guard webView.uri != nil else { return }  // no document yet (and no web process to start)
        Task {
            _ = try? await webView.evaluateJavaScript(WKScrollView.reportingScript, worldName: WKScrollView.worldName)
        }
    }

    /// Stops the reports of ``receiveScrollReports(for:in:_:)`` for `owner`.
    func stopScrollReports(for owner: AnyObject) { scrollReceivers[ObjectIdentifier(owner)] = nil }

    private func isFree(_ channel: Channel) -> Bool {
        guard channels[channel] == nil else {
            Self.warn("a script message handler named “\(channel.name)” is already added; the new one is ignored")
            return false
        }
        return true
    }

    private func keep(_ token: SignalToken?, for channel: Channel, handler: AnyObject) {
        guard let token else {
            Self.warn("WebKit refused the script message handler name “\(channel.name)”")
            return
        }
        channels[channel] = (handler, token)
    }

    private func message(_ result: WebKit.JavaScriptResult, _ channel: Channel) -> WKScriptMessage {
        let value: JavaScriptValue
        switch result {
        case .undefined: value = .undefined
        case .json(let text): value = (try? JavaScriptValue.parse(json: text)) ?? .null
        case .unserializable: value = .null
        }
        return WKScriptMessage(
            value: value, name: channel.name, world: channel.world, webView: webViewCount == 1 ? soleWebView : nil)
    }

    private static func answer(_ reply: WebKit.ScriptMessageReply, value: Any?, errorMessage: String?) {
        if let errorMessage {
            reply.reject(message: errorMessage)
            return
        }
        guard let value else {
            reply.resolve(json: nil)
            return
        }
        do {
            reply.resolve(json: try JavaScriptValue.bridge(value).jsonText)
        } catch {
            reply.reject(message: "The reply of type \(type(of: value)) cannot be passed to JavaScript")
        }
    }

    private static func warn(_ text: String) {
        FileHandle.standardError.write(Data("WKUserContentController: \(text)\n".utf8))
    }
}

extension WKUserContentController: Equatable {
    /// Whether both are the same controller.
    nonisolated public static func == (lhs: WKUserContentController, rhs: WKUserContentController) -> Bool {
        lhs === rhs
    }
}
