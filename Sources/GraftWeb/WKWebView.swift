public import Foundation
public import GraftUIKit
public import GtkBridge
internal import WebKitBridge

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

/// A web view with WebKit's UIKit-era API: a `UIView` (so it takes part in Auto Layout, `addSubview`
/// and `UIViewRepresentable` like any other view) filled by WebKitGTK's view, with
/// `navigationDelegate`, `uiDelegate`, `evaluateJavaScript(_:completionHandler:)`, key-value
/// observing of its load state and the configuration's `userContentController`.
///
/// ```swift
/// let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
/// webView.navigationDelegate = coordinator
/// webView.translatesAutoresizingMaskIntoConstraints = false
/// container.addSubview(webView)
/// let observation = webView.observe(\.estimatedProgress, options: [.new]) { _, change in
///     progressView.progress = Float(change.newValue ?? 0)
/// }
/// webView.load(URLRequest(url: url))
/// ```
@MainActor
open class WKWebView: UIView {
    /// The WebKitGTK view that shows the page, filling this view.
    let engine: Gtk.WebView
    /// What the view was made with (its user content controller and data store).
    public let configuration: WKWebViewConfiguration
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
    /// The navigation ``load(_:)`` returned, until WebKit starts it.
    var requestedNavigation: WKNavigation?
    var currentNavigation: WKNavigation?
    var hasCommitted = false

    /// Makes a web view at `frame` with the default configuration.
    ///
    /// - Parameter frame: Where it sits while it is placed by its frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Makes a web view at `frame` with `configuration`.
    ///
    /// - Parameters:
    ///   - frame: Where it sits while it is placed by its frame.
    ///   - configuration: The user content controller and data store.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        var settings = WebPage.Configuration()
        settings.userContentController = configuration.userContentController
        settings.websiteDataStore = configuration.websiteDataStore.store
        self.configuration = configuration
        userContentController = configuration.userContentController
        engine = Gtk.WebView(configuration: settings)
        super.init(frame: frame)
        embedContent(engine)
        userContentController.soleWebView = self
        connectDelegates()
        connectScrollReports()
    }

    /// Makes a web view from an archive — `init?(coder:)`. Graft has no archives, so this is a web
    /// view with the default configuration and a zero frame.
    ///
    /// - Parameter coder: The archive (unused).
    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero, configuration: WKWebViewConfiguration())
    }

    // MARK: - Loading

    /// Starts loading `request` (`GET` only, as WebKitGTK loads): the URL and header fields are
    /// sent. A request without a URL, with another method or a body fails at once, and the
    /// navigation delegate hears of it.
    ///
    /// - Parameter request: The request.
    /// - Returns: The navigation the delegate's calls will carry.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        let navigation = WKNavigation()
        requestedNavigation = navigation
        if !engine.requestLoad(request) { reportRefusedLoad(of: navigation) }
        return navigation
    }

    /// Shows `string` as HTML, resolving relative links against `baseURL`.
    ///
    /// - Parameters:
    ///   - string: The document.
    ///   - baseURL: The document's URL, or `nil` for `about:blank`.
    /// - Returns: The navigation the delegate's calls will carry.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let navigation = WKNavigation()
        requestedNavigation = navigation
        if engine.sandboxAllowsLoading() {
            engine.loadHTMLString(string, baseURL: baseURL)
        } else {
            reportRefusedLoad(of: navigation)
        }
        return navigation
    }

    /// Loads the previous page of the history, if any.
    @discardableResult
    open func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        engine.goBack()
        return nil
    }

    /// Loads the next page of the history, if any.
    @discardableResult
    open func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        engine.goForward()
        return nil
    }

    /// Loads the current page again.
    @discardableResult
    open func reload() -> WKNavigation? {
        engine.reload()
        return nil
    }

    /// Loads the current page again, bypassing the cache.
    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? {
        engine.reloadBypassingCache()
        return nil
    }

    /// Stops the current load.
    open func stopLoading() { engine.stopLoading() }

    /// Tells the navigation delegate, on the next turn of the main loop as WebKit's failures
    /// come, that `navigation` failed before WebKit started it (the reason is in the engine's
    /// `lastError`, unless `error` gives it).
    func reportRefusedLoad(of navigation: WKNavigation, error: WebPageError? = nil) {
        if requestedNavigation === navigation { requestedNavigation = nil }
        let error = error ?? engine.lastError ?? WebPageError(.loadFailed, message: "The load was refused")
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
        }
    }

    // MARK: - State

    /// The URL of the current page, or `nil` before the first load (observable).
    open var url: URL? { engine.url }
    /// The current page's title, or `nil` (observable).
    open var title: String? { engine.title }
    /// Whether a load is under way (observable, as `"loading"`).
    open var isLoading: Bool { engine.isLoading }
    /// How much of the current load has arrived, 0…1 (observable).
    open var estimatedProgress: Double { engine.estimatedProgress }
    /// Whether the history has a page before the current one (observable).
    open var canGoBack: Bool { engine.canGoBack }
    /// Whether the history has a page after the current one (observable).
    open var canGoForward: Bool { engine.canGoForward }
    /// The user agent sent instead of WebKit's own, or `nil` for WebKit's.
    open var customUserAgent: String? {
        didSet { engine.userAgent = customUserAgent }
    }
    /// The page's zoom factor, 1 for 100 %.
    open var pageZoom: CGFloat {
        get { CGFloat(engine.zoomLevel) }
        set { engine.zoomLevel = newValue.isFinite && newValue > 0 ? Double(newValue) : 1 }
    }
    /// Whether WebKit's web inspector can be opened on the page (its context menu's Inspect).
    open var isInspectable: Bool {
        get { engine.areDeveloperExtrasEnabled }
        set { engine.areDeveloperExtrasEnabled = newValue }
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
        try await evaluateJavaScript(javaScriptString, in: nil, contentWorld: .page)
    }

    /// `"estimatedProgress"`, `"title"`, `"url"`, `"loading"` (and `"isLoading"`), `"canGoBack"` and
    /// `"canGoForward"` are observable by string, besides `UIView`'s key paths. The history's two
    /// are read again when the URL changes and when a load starts or ends.
    ///
    /// - Parameter keyPath: A key path string as Apple's KVO names it.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        loadStateSource(forKeyPath: keyPath) ?? super.keyValueSource(forKeyPath: keyPath)
    }

    isolated deinit {
        userContentController.stopScrollReports(for: self)
    }
}
