public import Foundation
public import GtkBridge
public import WebKitBridge

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// What a ``WKWebView`` is made with: its user content controller and its data store.
@MainActor
open class WKWebViewConfiguration {
    /// The user scripts and script message channels (shared with any page made with it).
    open var userContentController = WKUserContentController()
    /// Where cookies and caches are kept.
    open var websiteDataStore: WKWebsiteDataStore = .default()

    /// Makes the default configuration.
    public init() {}
}

/// Where a ``WKWebView`` keeps cookies, local storage and its HTTP cache (a `WebKitNetworkSession`).
@MainActor
public final class WKWebsiteDataStore {
    let store: WebPage.WebsiteDataStore

    private init(_ store: WebPage.WebsiteDataStore) { self.store = store }

    /// WebKit's default, persistent store, shared by every view that uses it.
    public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(.default) }
    /// A new in-memory store: nothing is written to disk.
    public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(.nonPersistent) }
    /// Whether the store keeps nothing on disk.
    public var isPersistent: Bool { store != .nonPersistent }
}

/// A web view with WebKit's UIKit-era API — the same WebKitGTK widget as `Gtk.WebView`, which
/// it is, with `navigationDelegate`, `uiDelegate`, `evaluateJavaScript(_:completionHandler:)` and
/// the configuration's `userContentController`.
///
/// ```swift
/// let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
/// webView.navigationDelegate = coordinator
/// let observation = webView.observe(\.estimatedProgress, options: [.new]) { _, change in
///     progressView.progress = Float(change.newValue ?? 0)
/// }
/// webView.load(URLRequest(url: url))
/// ```
@MainActor
open class WKWebView: Gtk.WebView {
    /// The configuration's user content controller (the same one as `configuration.userContentController`).
    public let userContentController: WKUserContentController

    /// Hears the view's navigations and decides which may happen; held weakly.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Answers the page's JavaScript dialogs; held weakly. `nil`: WebKitGTK's own GTK dialogs.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page's scroll position, observable (`scrollView.contentOffset`).
    public private(set) lazy var scrollView = WKScrollView(webView: self)
    /// Accepted for source compatibility: WebKitGTK has no swipe navigation gestures on the desktop.
    open var allowsBackForwardNavigationGestures = false

    var navigationTokens: [SignalToken] = []
    var currentNavigation: WKNavigation?
    var hasCommitted = false

    /// Makes a web view with the default configuration.
    public convenience init() {
        self.init(frame: .zero, configuration: WKWebViewConfiguration())
    }

    /// Makes a web view of `frame`'s size with the default configuration.
    ///
    /// - Parameter frame: Its size becomes the widget's size request (zero: none).
    public convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Makes a web view of `frame`'s size with `configuration`.
    ///
    /// - Parameters:
    ///   - frame: Its size becomes the widget's size request (zero: none).
    ///   - configuration: The user content controller and data store.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        var settings = WebPage.Configuration()
        settings.userContentController = configuration.userContentController
        settings.websiteDataStore = configuration.websiteDataStore.store
        userContentController = configuration.userContentController
        super.init(configuration: settings)
        if frame.width > 0 || frame.height > 0 {
            setSizeRequest(width: Int(frame.width.rounded()), height: Int(frame.height.rounded()))
        }
        userContentController.soleWebView = self
        connectDelegates()
        connectScrollReports()
    }

    /// Evaluates `javaScriptString` in the page's main frame and calls `completionHandler` with
    /// its value (`String`, `NSNumber`, `Bool`, `[Any]`, `[String: Any]`, `NSNull`; `nil` for
    /// `undefined`) or the error.
    ///
    /// - Parameters:
    ///   - javaScriptString: The script; its last expression is the value.
    ///   - completionHandler: Receives the value or a ``WebPageError``.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil
    ) {
        Task { @MainActor in
            do {
                let value = try await self.evaluateJavaScript(javaScriptString) as Any?
                completionHandler?(value, nil)
            } catch {
                completionHandler?(nil, error)
            }
        }
    }

    /// Evaluates `javaScriptString` in the page's main frame and returns its value, as
    /// ``evaluateJavaScript(_:completionHandler:)`` passes it.
    ///
    /// - Parameter javaScriptString: The script; its last expression is the value.
    /// - Returns: The value; `nil` for `undefined`.
    /// - Throws: ``WebPageError``.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        let result: WebKit.JavaScriptResult
        do {
            result = try await super.evaluateJavaScript(javaScriptString)
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

    isolated deinit {
        userContentController.stopScrollReports(for: self)
    }
}
