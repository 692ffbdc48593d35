import Foundation
internal import WebKitBridge

extension WebPage {
    /// How a ``WebPage`` is set up; fixed when the page is made.
    ///
    /// ```swift
    /// var configuration = WebPage.Configuration()
    /// configuration.customUserAgent = "GraftBrowser/1.0"
    /// configuration.isInspectable = true
    /// configuration.websiteDataStore = .nonPersistent
    /// let page = WebPage(configuration: configuration)
    /// ```
    public struct Configuration: Sendable, Equatable {
        /// Whether page scripts (and ``WebPage/callJavaScript(_:arguments:in:contentWorld:)``) may run.
        public var javaScriptEnabled = true
        /// The `User-Agent` sent instead of WebKit's, or `nil` for WebKit's own.
        public var customUserAgent: String?
        /// Whether the Web Inspector is available ("Inspect Element" in the context menu).
        public var isInspectable = false
        /// How much WebKit caches, or `nil` to leave it as it is (WebKit's default is
        /// `.webBrowser`).
        ///
        /// WebKitGTK keeps one cache model per web context, and every Graft page shares WebKit's
        /// default context: setting it here changes caching for every page of the process.
        public var cacheModel: CacheModel?
        /// Where cookies and caches are kept.
        public var websiteDataStore: WebsiteDataStore = .default
        /// Whether page content must run in WebKit's sandbox (the default).
        ///
        /// WebKitGTK 6 always sandboxes web processes with bubblewrap, unless the process was
        /// started with `WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS=1`. When it was and this is
        /// `true`, the page refuses to load and reports ``WebPageError/Code-swift.enum/sandboxDisabled``.
        public var requiresSandbox = true
        /// The user scripts and script message channels of the page (a `WebKitUserContentManager`),
        /// the same ``WKUserContentController`` a ``WKWebView`` uses. It is a reference: pages made
        /// from copies of this configuration share it.
        public var userContentController: WKUserContentController
        /// The handlers that answer the page's requests for custom-scheme URLs (`app://…`), by scheme.
        ///
        /// ```swift
        /// configuration.urlSchemeHandlers[URLScheme("app")!] = BundleSchemeHandler()
        /// ```
        public var urlSchemeHandlers: [URLScheme: any URLSchemeHandler] = [:]

        /// The default configuration: JavaScript on, WebKit's user agent, not inspectable, WebKit's
        /// cache model, the default data store, sandbox required, a new user content controller.
        @MainActor
        public init() {
            userContentController = WKUserContentController()
        }

        /// Whether both have the same settings, the same user content controller and handlers
        /// for the same schemes.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.javaScriptEnabled == rhs.javaScriptEnabled && lhs.customUserAgent == rhs.customUserAgent
                && lhs.isInspectable == rhs.isInspectable && lhs.cacheModel == rhs.cacheModel
                && lhs.websiteDataStore == rhs.websiteDataStore && lhs.requiresSandbox == rhs.requiresSandbox
                && lhs.userContentController == rhs.userContentController
                && Set(lhs.urlSchemeHandlers.keys) == Set(rhs.urlSchemeHandlers.keys)
        }
    }

    /// How much WebKit caches (`WebKitCacheModel`).
    public enum CacheModel: Sendable, Equatable {
        /// No caching: every resource comes from the network each time.
        case documentViewer
        /// A small cache, for viewing few documents.
        case documentBrowser
        /// A large cache for general browsing (WebKit's default).
        case webBrowser
    }

    /// Where a page keeps cookies, local storage and its HTTP cache (a `WebKitNetworkSession`).
    public enum WebsiteDataStore: Sendable, Equatable {
        /// WebKit's default session, persistent under the XDG data and cache directories, shared
        /// by every page that uses it.
        case `default`
        /// A new in-memory session for this page: nothing is written to disk.
        case nonPersistent
        /// A new persistent session storing under `directory` (`data/` and `cache/` inside it).
        case persistent(directory: URL)
    }

    /// Whether WebKit runs page content sandboxed in this process (it does unless
    /// `WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS` is set).
    public static var isContentSandboxed: Bool { _isContentSandboxed }

    /// Read once: WebKit reads the variable when it starts its first web process.
    private static let _isContentSandboxed = !WebKit.Sandbox.isDisabledByEnvironment
}

extension WebPage.Configuration {
    /// The network session to make for this configuration, or `nil` for the default one.
    @MainActor
    func makeNetworkSession() -> WebKit.NetworkSession? {
        switch websiteDataStore {
        case .default: return nil
        case .nonPersistent: return .ephemeral()
        case .persistent(let directory):
            return .persistent(
                dataDirectory: directory.appendingPathComponent("data").path,
                cacheDirectory: directory.appendingPathComponent("cache").path)
        }
    }

    /// Applies the settings to a new web view.
    @MainActor
    func apply(to webView: WebViewRef) {
        webView.isJavaScriptEnabled = javaScriptEnabled
        if let customUserAgent { webView.userAgent = customUserAgent }
        webView.areDeveloperExtrasEnabled = isInspectable
        for (scheme, handler) in urlSchemeHandlers {
            WebKit.URISchemes.register(scheme.rawValue, for: webView) { request in
                URLSchemeServing.serve(request, with: handler)
            }
        }
        if let cacheModel {
            switch cacheModel {
            case .documentViewer: WebKit.DefaultWebContext.cacheModel = .documentViewer
            case .documentBrowser: WebKit.DefaultWebContext.cacheModel = .documentBrowser
            case .webBrowser: WebKit.DefaultWebContext.cacheModel = .webBrowser
            }
        }
    }
}
