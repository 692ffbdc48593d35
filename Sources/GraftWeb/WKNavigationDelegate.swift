import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One navigation of a ``WKWebView``: the same object is passed to each delegate call about it.
@MainActor
public final class WKNavigation {
    init() {}
}

/// How a navigation was triggered (`WebKitNavigationType`).
public enum WKNavigationType: Int, Sendable {
    /// A click on a link.
    case linkActivated = 0
    /// A form submission.
    case formSubmitted = 1
    /// A move through the back-forward list.
    case backForward = 2
    /// A reload.
    case reload = 3
    /// A form submitted again.
    case formResubmitted = 4
    /// Anything else: `load` calls, scripts.
    case other = -1
}

/// What to do with a navigation a ``WKNavigationDelegate`` is asked about.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Cancel it: nothing is requested.
    case cancel = 0
    /// Let it happen.
    case allow = 1
    /// Download its resource instead of showing it (`webkit_policy_decision_download`).
    case download = 2
}

/// What to do with a response a ``WKNavigationDelegate`` is asked about.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Do not show it: the navigation fails as cancelled.
    case cancel = 0
    /// Show it.
    case allow = 1
    /// Download it instead of showing it.
    case download = 2
}

/// The frame a navigation or a dialog belongs to.
@MainActor
public final class WKFrameInfo {
    /// Whether it is the page's main frame. WebKitGTK tells this for responses; for navigation
    /// actions and dialogs it does not, and the main frame is assumed.
    public let isMainFrame: Bool
    /// The frame's current request.
    public let request: URLRequest

    init(isMainFrame: Bool, request: URLRequest) {
        self.isMainFrame = isMainFrame
        self.request = request
    }
}

/// A navigation a ``WKWebView`` is about to make (a `WebKitNavigationAction`).
@MainActor
public final class WKNavigationAction {
    /// The request to load.
    public let request: URLRequest
    /// How the navigation was triggered.
    public let navigationType: WKNavigationType
    /// The frame to load into; `nil` for a new-window request (`target="_blank"`, `window.open`).
    public let targetFrame: WKFrameInfo?

    init(request: URLRequest, navigationType: WKNavigationType, targetFrame: WKFrameInfo?) {
        self.request = request
        self.navigationType = navigationType
        self.targetFrame = targetFrame
    }
}

/// A response a ``WKWebView`` is about to show (a `WebKitURIResponse`).
@MainActor
public final class WKNavigationResponse {
    /// The response (an `HTTPURLResponse` for HTTP: status code and header fields).
    public let response: URLResponse
    /// Whether it is the main frame's document.
    public let isForMainFrame: Bool
    /// Whether WebKit can show its MIME type.
    public let canShowMIMEType: Bool

    init(response: URLResponse, isForMainFrame: Bool, canShowMIMEType: Bool) {
        self.response = response
        self.isForMainFrame = isForMainFrame
        self.canShowMIMEType = canShowMIMEType
    }
}

/// Hears a ``WKWebView``'s navigations and decides which may happen (`navigationDelegate`).
///
/// Every method has a default: the calls do nothing, navigations are allowed, and responses are
/// shown when WebKit can show their MIME type.
///
/// ```swift
/// final class Coordinator: NSObject, WKNavigationDelegate {
///     func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { print("done") }
///     func webView(
///         _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
///         decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
///     ) {
///         decisionHandler(navigationAction.request.url?.host == "127.0.0.1" ? .allow : .cancel)
///     }
/// }
/// ```
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    /// Decides whether a navigation may happen; call `decisionHandler` once (now or later:
    /// WebKit waits).
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    /// Decides whether a response may be shown; call `decisionHandler` once.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
    /// The request was sent; nothing has arrived yet.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The server redirected the request.
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    /// The navigation failed before its document arrived (a refused connection, a cancelled load).
    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// The document started arriving and replaced the previous one.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The document and its resources finished loading.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// The navigation failed after its document started arriving.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// The web process showing the page ended; the view is blank until the next load.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Allows the navigation.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    /// Shows the response if WebKit can show its MIME type.
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
    ) { decisionHandler(navigationResponse.canShowMIMEType ? .allow : .cancel) }
    /// Does nothing.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(
        _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!
    ) {}
    /// Does nothing.
    public func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Does nothing.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// Answers a ``WKWebView``'s JavaScript dialogs (`uiDelegate`): `alert`, `confirm`, `prompt`.
///
/// With no `uiDelegate` the page's dialogs are WebKitGTK's own GTK dialogs. A delegate's method
/// left out answers at once, as Apple's does: no panel, `confirm` is `false`, `prompt` is `null`.
@MainActor
public protocol WKUIDelegate: AnyObject {
    /// Shows `alert(message)`; call `completionHandler` when it is dismissed.
    func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void)
    /// Shows `confirm(message)`; call `completionHandler` with the answer.
    func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void)
    /// Shows `prompt(prompt, defaultText)`; call `completionHandler` with the text, or `nil`.
    func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void)
}

extension WKUIDelegate {
    /// Dismisses the alert at once.
    public func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void
    ) { completionHandler() }
    /// Answers `false` at once.
    public func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    /// Answers `nil` (`null`) at once.
    public func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (String?) -> Void
    ) { completionHandler(nil) }
}
