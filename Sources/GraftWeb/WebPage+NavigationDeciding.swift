import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WebPage {
    /// A navigation a page is about to make, as its ``NavigationDeciding`` decider sees it.
    public struct NavigationAction: Sendable {
        /// The request to load.
        public let request: URLRequest
        /// How the navigation was triggered.
        public let navigationType: WKNavigationType
        /// The frame that asked for it (WebKitGTK does not say which: the main frame is assumed).
        public let source: FrameInfo
        /// The frame it loads into; `nil` for a new-window request (`target="_blank"`,
        /// `window.open`), which, if allowed, loads in this page.
        public let target: FrameInfo?
        /// Whether the page asked for a download (`<a download>`). WebKitGTK does not tell, so it
        /// is always `false`; such links become downloads on their own.
        public let shouldPerformDownload: Bool
        /// Whether a user's click or key press triggered it.
        public let isUserGesture: Bool
        /// Whether it is a server redirect of a navigation already allowed.
        public let isRedirect: Bool
    }

    /// A response a page is about to show, as its ``NavigationDeciding`` decider sees it.
    public struct NavigationResponse: Sendable {
        /// The response: an `HTTPURLResponse` (status code, header fields) for HTTP.
        public let response: URLResponse
        /// Whether it is the main frame's document (not a subframe's).
        public let isForMainFrame: Bool
        /// Whether WebKit can show its MIME type; allowing one it cannot show fails the load
        /// with ``WebPageError/Code-swift.enum/cannotShowContent``.
        public let canShowMimeType: Bool
    }

    /// What a navigation may do, given to ``NavigationDeciding/decidePolicy(for:preferences:)``
    /// to change for that navigation.
    public struct NavigationPreferences: Sendable, Equatable {
        /// How a page is laid out.
        public enum ContentMode: Sendable, Equatable {
            /// The platform's choice: on the desktop, as ``desktop``.
            case recommended
            /// A phone's layout. WebKitGTK has no mobile mode: pages are laid out as on the desktop.
            case mobile
            /// A desktop's layout.
            case desktop
        }

        /// Whether the new document's own scripts may run (WebKitGTK's `enable-javascript-markup`
        /// for the navigation). Scripts the app runs with ``WebPage/callJavaScript(_:arguments:in:contentWorld:)``
        /// still run.
        public var allowsContentJavaScript = true
        /// The preferred layout; WebKitGTK lays every page out as on the desktop.
        public var preferredContentMode = ContentMode.recommended

        /// Preferences that allow scripts and let the platform choose the layout.
        public init() {}
    }

    /// Decides, for a page, which navigations happen, which responses are shown, and how servers'
    /// requests for credentials are answered.
    ///
    /// Pass one to ``WebPage/init(configuration:navigationDecider:dialogPresenter:)``. Every method
    /// has a default: navigations and responses are allowed, challenges get the default handling.
    /// A method may take its time (WebKit waits for the answer); ``WebPage/stopLoading()``, a new
    /// load or releasing the page answers a pending decision with "cancel".
    ///
    /// ```swift
    /// struct Decider: WebPage.NavigationDeciding {
    ///     func decidePolicy(
    ///         for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
    ///     ) async -> WKNavigationActionPolicy {
    ///         action.request.url?.host == "docs.example.org" ? .allow : .cancel
    ///     }
    ///     func decideAuthenticationChallengeDisposition(
    ///         for challenge: URLAuthenticationChallenge
    ///     ) async -> (URLSession.AuthChallengeDisposition, URLCredential?) {
    ///         (.useCredential, URLCredential(user: "reader", password: "s3cret", persistence: .forSession))
    ///     }
    /// }
    /// let page = WebPage(navigationDecider: Decider())
    /// ```
    @MainActor
    public protocol NavigationDeciding {
        /// Decides whether a navigation may happen (before anything is requested), and with which
        /// preferences; `.download` downloads its resource instead.
        mutating func decidePolicy(
            for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
        ) async -> WKNavigationActionPolicy
        /// Decides whether a response may be shown; `.download` downloads it instead, `.cancel`
        /// fails the navigation with ``WebPageError/Code-swift.enum/cancelled``.
        mutating func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy
        /// Answers a server's request for credentials (HTTP Basic or Digest, NTLM, Negotiate),
        /// or, with `NSURLAuthenticationMethodServerTrust`, an untrusted certificate.
        mutating func decideAuthenticationChallengeDisposition(
            for challenge: URLAuthenticationChallenge
        ) async -> (URLSession.AuthChallengeDisposition, URLCredential?)
    }

    /// Makes a page whose navigations `navigationDecider` decides and whose JavaScript dialogs
    /// `dialogPresenter` shows.
    ///
    /// - Parameters:
    ///   - configuration: JavaScript, user agent, inspector, caching, data store.
    ///   - navigationDecider: Decides navigations, responses and credentials.
    ///   - dialogPresenter: Shows `alert`, `confirm`, `prompt` and file choosers.
    public convenience init(
        configuration: Configuration = Configuration(), navigationDecider: some NavigationDeciding,
        dialogPresenter: some DialogPresenting
    ) {
        self.init(configuration: configuration)
        self.dialogPresenter = dialogPresenter
        adopt(navigationDecider)
    }

    /// Makes a page whose navigations `navigationDecider` decides.
    ///
    /// - Parameters:
    ///   - configuration: JavaScript, user agent, inspector, caching, data store.
    ///   - navigationDecider: Decides navigations, responses and credentials.
    public convenience init(configuration: Configuration = Configuration(), navigationDecider: some NavigationDeciding)
    {
        self.init(configuration: configuration)
        adopt(navigationDecider)
    }

    /// Makes a page whose JavaScript dialogs `dialogPresenter` shows.
    ///
    /// - Parameters:
    ///   - configuration: JavaScript, user agent, inspector, caching, data store.
    ///   - dialogPresenter: Shows `alert`, `confirm`, `prompt` and file choosers.
    public convenience init(configuration: Configuration = Configuration(), dialogPresenter: some DialogPresenting) {
        self.init(configuration: configuration)
        self.dialogPresenter = dialogPresenter
    }
}

extension WebPage.NavigationDeciding {
    /// Allows the navigation.
    public mutating func decidePolicy(
        for action: WebPage.NavigationAction, preferences: inout WebPage.NavigationPreferences
    ) async -> WKNavigationActionPolicy { .allow }

    /// Allows the response.
    public mutating func decidePolicy(for response: WebPage.NavigationResponse) async -> WKNavigationResponsePolicy {
        .allow
    }

    /// Leaves the challenge to the default handling: a stored credential if there is one,
    /// otherwise none (the server's own answer, such as its 401 page, is shown).
    public mutating func decideAuthenticationChallengeDisposition(
        for challenge: URLAuthenticationChallenge
    ) async -> (URLSession.AuthChallengeDisposition, URLCredential?) { (.performDefaultHandling, nil) }
}
