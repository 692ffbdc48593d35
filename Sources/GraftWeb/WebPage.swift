import Foundation
import GraftCore
import GtkBridge
import Observation
internal import WebKitBridge

/// A web page: loads URLs and HTML, navigates its history, runs JavaScript, and publishes its
/// state — URL, title, progress, navigation events, errors — as observable properties.
///
/// Show it with ``WebView``; views that read its properties update when they change.
///
/// ```swift
/// struct Browser: View {
///     @State private var page = WebPage()
///     var body: some View {
///         VStack {
///             Text(page.title)
///             WebView(page).loadingProgressBar()
///         }
///         .onAppear { page.load(URL(string: "https://swift.org")!) }
///     }
/// }
/// ```
///
/// Page content runs in WebKit's sandboxed web process. Every failure is a typed
/// ``WebPageError`` in ``lastError`` and a `.failed` ``currentNavigationEvent``, never a crash.
@Observable @MainActor
public final class WebPage {
    /// The configuration the page was made with.
    @ObservationIgnored public let configuration: Configuration

    /// The URL of the current page (it changes on redirects, and back when a load fails).
    public private(set) var url: URL?
    /// The current page's title, or `""`.
    public private(set) var title = ""
    /// How much of the current navigation has loaded, 0…1.
    ///
    /// It rises while a navigation loads and never goes down within one; it is 1 once the
    /// navigation has ended (finished or failed) and goes back down when the next one starts.
    public private(set) var estimatedProgress = 0.0
    /// Whether a navigation is in progress.
    public private(set) var isLoading = false
    /// Whether ``goBack()`` has somewhere to go.
    public private(set) var canGoBack = false
    /// Whether ``goForward()`` has somewhere to go.
    public private(set) var canGoForward = false
    /// The colour the page's `<meta name="theme-color">` names, or `nil`.
    public internal(set) var themeColor: Color?
    /// Whether the page and everything it loaded came over encrypted connections (TLS).
    public internal(set) var hasOnlySecureContent = false
    /// How much the page is magnified: 1 is 100 % (WebKit's `zoom-level`; text and images scale).
    public var pageZoom: CGFloat = 1 {
        didSet { webView.zoomLevel = pageZoom.isFinite && pageZoom > 0 ? Double(pageZoom) : 1 }
    }
    /// Whether WebKit's Web Inspector can be opened on the page ("Inspect Element").
    public var isInspectable: Bool {
        get { inspectable }
        set {
            inspectable = newValue
            webView.areDeveloperExtrasEnabled = newValue
        }
    }
    private var inspectable = false
    /// The page's history: the entries before and after the current one.
    public internal(set) var backForwardList = BackForwardList()
    /// The latest step of the current navigation, or `nil` before the first.
    public private(set) var currentNavigationEvent: GraftWeb.NavigationEvent?
    /// The error of the latest failed navigation, cleared when the next navigation starts.
    public private(set) var lastError: WebPageError?

    /// Decides whether each navigation (typed, clicked, redirected, scripted) may happen.
    ///
    /// `nil`, the default, allows everything. A cancelled navigation requests nothing and is
    /// reported as `.failed` with ``WebPageError/Code-swift.enum/navigationDenied``. Graft's own,
    /// kept for existing code: Apple's ``NavigationDeciding`` (given to
    /// ``init(configuration:navigationDecider:)``) can also wait, decide responses and answer
    /// requests for credentials; with both, this closure is asked first.
    ///
    /// ```swift
    /// page.navigationDecider = { action in
    ///     action.host == "127.0.0.1" ? .allow : .cancel
    /// }
    /// ```
    @ObservationIgnored public var navigationDecider: (@MainActor (GraftWeb.NavigationAction) -> NavigationDecision)?
    /// Shows the page's `alert`, `confirm` and `prompt` dialogs; `nil`, the default, shows
    /// WebKitGTK's own GTK dialogs.
    @ObservationIgnored public var dialogPresenter: (any DialogPresenting)?
    /// Chooses where each ``Download`` is saved (a `file:` URL; `nil` cancels it); `nil`, the
    /// default, saves to the user's download directory under the suggested name.
    @ObservationIgnored public var downloadDestination: (@MainActor (Download) async -> URL?)?
    @ObservationIgnored let downloadCenter = DownloadCenter()

    @ObservationIgnored let webView: WebViewRef
    @ObservationIgnored var tokens: [SignalToken] = []
    @ObservationIgnored var navigationFailed = false
    @ObservationIgnored var deniedURI: String?
    /// The ``NavigationDeciding`` decider and its pending decisions.
    @ObservationIgnored let decisions = DecisionState()
    /// The URL the app itself last asked to load: a `file:` URL it names is not refused.
    @ObservationIgnored var appRequestedURI: String?
    /// Whether the navigation decider is running, and whether it called `stopLoading()`.
    @ObservationIgnored var isDeciding = false
    @ObservationIgnored var stopRequestedWhileDeciding = false
    @ObservationIgnored private var listeners: [Int: @MainActor (LoadSignal) -> Void] = [:]
    @ObservationIgnored private var nextListenerID = 0
    /// How many navigations have started (diagnostics and tests).
    @ObservationIgnored public private(set) var startedNavigationCount = 0
    /// The navigation the latest `load` call started, whose events its sequence yields.
    @ObservationIgnored var navigationSink: NavigationSink?
    @ObservationIgnored lazy var findController = webView.makeFindController()
    @ObservationIgnored let scrollListeners = ScrollListeners()
    /// The result of the latest ``find(_:configuration:)``, `nil` when no search is active.
    public internal(set) var lastFindResult: FindResult?

    /// Makes a page (and its WebKit web view, which starts its web process on the first load).
    ///
    /// A page needs a display, as every window does: with none, this prints the typed no-display
    /// error (`GtkInitError`, naming the fix) and exits with status 1, as an `App` does at launch,
    /// instead of letting WebKit crash. Call `GtkRuntime.initialize()` first to handle the error.
    ///
    /// - Parameter configuration: JavaScript, user agent, inspector, caching, data store.
    public init(configuration: Configuration = Configuration()) {
        do {
            try GtkRuntime.initialize()
        } catch {
            GtkRuntime.exitWithError(error)
        }
        self.configuration = configuration
        webView = WebViewRef(
            networkSession: configuration.makeNetworkSession(),
            userContentManager: configuration.userContentController.manager)
        webView.hexpand = true
        webView.vexpand = true
        configuration.apply(to: webView)
        configuration.userContentController.webViewCount += 1
        connectSignals()
    }

    /// Ends the page's web process now, for a page about to be let go (a `WebView(url:)` leaving
    /// the tree): WebKit would otherwise keep the process of a page that visited a site alive for
    /// reuse long after the page is gone. The page shows nothing until its next load.
    func endWebProcess() {
        decisions.releaseAll()
        for token in tokens { token.cancel() }
        tokens.removeAll()
        guard !isRetired else { return }
        isRetired = true
        WebPage.retire(webView)
    }

    /// Whether the page's web process was ended for good (``endWebProcess()``).
    @ObservationIgnored private var isRetired = false

    /// A page the app lets go ends its web process, and with it the sandbox's helper processes,
    /// as a `WebView(url:)` leaving the tree does: WebKit would keep it for reuse.
    isolated deinit {
        decisions.releaseAll()
        configuration.userContentController.webViewCount -= 1
        configuration.userContentController.stopScrollReports(for: scrollListeners)
        guard !isRetired else { return }
        WebPage.retire(webView)
    }

    /// Web views whose process is being ended, kept until it has ended: a view released before
    /// that would close its page while the process still runs, and WebKit could then hand the
    /// dying process to the next page of the same site.
    private static var retiring: [ObjectIdentifier: (view: WebViewRef, tokens: [AnyObject])] = [:]

    private static func retire(_ view: WebViewRef) {
        let key = ObjectIdentifier(view)
        let release: @MainActor () -> Void = {
            guard let entry = retiring.removeValue(forKey: key) else { return }
            for case let token as SignalToken in entry.tokens { token.cancel() }
            for case let token as SourceToken in entry.tokens { token.cancel() }
        }
        // A view that never started a process hears nothing: let it go after a while anyway.
        let timeout = MainLoop.every(milliseconds: 2_000) {
            release()
            return false
        }
        let terminated = view.onWebProcessTerminated { _ in release() }
        retiring[key] = (view, [terminated, timeout])
        view.terminateWebProcess()
    }

    /// The value of ``estimatedProgress`` and the like are published from WebKit's signals.
    private func connectSignals() {
        tokens.append(webView.onLoadChanged { [weak self] event in self?.loadChanged(event) })
        tokens.append(webView.onLoadFailed { [weak self] _, uri, error in self?.loadFailed(uri, error) ?? false })
        tokens.append(webView.onDecidePolicyDeferred { [weak self] decision in self?.decide(decision) ?? false })
        tokens.append(webView.onWebProcessTerminated { [weak self] reason in self?.webProcessTerminated(reason) })
        tokens.append(webView.observeDouble("estimated-load-progress") { [weak self] in self?.progressChanged($0) })
        tokens.append(
            webView.observeString("title") { [weak self] title in
                self?.title = title ?? ""
                self?.refreshBackForwardList()  // the current entry's title
                // Assistive technologies announce the web view by its page's title (WebKit's own
                // tree of the page is not reachable through GTK 4.8's accessibility layer).
                self?.webView.setAccessibleLabel(title.flatMap { $0.isEmpty ? nil : $0 } ?? "Web page")
            })
        webView.setAccessibleLabel("Web page")
        tokens.append(webView.observeString("uri") { [weak self] in self?.url = $0.flatMap(URL.init(string:)) })
        tokens.append(webView.onBackForwardListChanged { [weak self] in self?.updateHistory() })
        tokens.append(connectDialogs())
        tokens.append(connectDownloads())
        tokens.append(connectFileInput())
        tokens.append(webView.observe("theme-color") { [weak self] in self?.updateThemeColor() })
        tokens += connectSecureContent()
        inspectable = configuration.isInspectable
    }

    // MARK: - Load listeners (for WebView and its progress bar)

    /// What a ``WebView`` hears about the page's loads, right after the page's properties change.
    ///
    /// `WebView` needs every step in order and at once (its progress bar starts fading the moment
    /// a load ends); Observation reports a change before it is stored and coalesces what a view
    /// reads, so the view listens here. Tests observe the public properties instead.
    enum LoadSignal: Equatable {
        case started
        case progress(Double)
        case ended
    }

    /// Adds a listener; if a load is in progress it hears `.started` and the progress at once.
    func addLoadListener(_ listener: @escaping @MainActor (LoadSignal) -> Void) -> Int {
        nextListenerID += 1
        listeners[nextListenerID] = listener
        if isLoading {
            listener(.started)
            listener(.progress(estimatedProgress))
        }
        return nextListenerID
    }

    /// Removes a listener added with `addLoadListener(_:)`.
    func removeLoadListener(_ id: Int) {
        listeners[id] = nil
    }

    func notifyListeners(_ signal: LoadSignal) {
        for listener in listeners.values { listener(signal) }
    }

    // MARK: - WebKit events

    private func loadChanged(_ event: WebKit.LoadEvent) {
        switch event {
        case .started:
            startedNavigationCount += 1
            navigationFailed = false
            decisions.substituteFailure = nil  // one the previous navigation left unused
            lastError = nil
            let current = webView.estimatedLoadProgress
            estimatedProgress = current < 1 ? max(current, 0) : 0  // a stale 1 from the last page reads as 0
            isLoading = true
            report(.started)
            notifyListeners(.started)
        case .redirected:
            report(.redirected)
        case .committed:
            // The page that scripts were running in is gone: promises it left will never settle.
            webView.failPendingJavaScript(
                WebKit.ErrorInfo(
                    domain: WebKit.ErrorInfo.bridgeDomain, code: WebKit.ErrorInfo.bridgeScriptPageReplaced,
                    message: "The page navigated to another document before the script finished"))
            report(.committed)
            updateHistory()
        case .finished:
            if !navigationFailed { report(.finished) }
            endNavigation()
        }
    }

    private func endNavigation() {
        guard isLoading else { return }
        estimatedProgress = 1
        isLoading = false
        updateHistory()
        notifyListeners(.ended)
    }

    private func loadFailed(_ uri: String, _ error: WebKit.ErrorInfo) -> Bool {
        // WebKit reports a navigation the decider ignored as "interrupted by a policy change":
        // keep the clearer .navigationDenied already reported.
        if uri == deniedURI, error.domain == WebKit.ErrorInfo.policyDomain,
            error.code == WebKit.ErrorInfo.policyFrameLoadInterrupted
        {
            navigationFailed = true
            return true
        }
        var failure = WebPageError(webKit: error, url: uri)
        if let substitute = decisions.substituteFailure, substitute.uri == nil || substitute.uri == uri {
            decisions.substituteFailure = nil
            failure = substitute.error  // a cancelled challenge or response: the decider's reason
        }
        navigationFailed = true
        lastError = failure
        report(.failed(failure))
        return true  // handled: no WebKit error page (a second load) over the previous page
    }

    private func progressChanged(_ value: Double) {
        guard isLoading else { return }
        let clamped = min(max(value, 0), 1)
        guard clamped > estimatedProgress else { return }
        estimatedProgress = clamped
        notifyListeners(.progress(clamped))
    }

    private func webProcessTerminated(_ reason: WebKit.WebProcessTerminationReason) {
        let description: String
        switch reason {
        case .crashed: description = "crashed"
        case .exceededMemoryLimit: description = "exceeded its memory limit"
        case .terminatedByAPI: description = "was terminated"
        }
        fail(
            WebPageError(
                .webProcessTerminated, message: "The web process showing the page \(description)",
                failingURL: url?.absoluteString))
        endNavigation()
    }

    private func updateHistory() {
        if canGoBack != webView.canGoBack { canGoBack = webView.canGoBack }
        if canGoForward != webView.canGoForward { canGoForward = webView.canGoForward }
        refreshBackForwardList()
    }

    /// Reports a failure that WebKit did not (bad input, a denied navigation).
    func fail(_ error: WebPageError) {
        lastError = error
        report(.failed(error), synchronously: true)
    }

    /// Publishes `event`, and yields it to the sequence of the latest `load` call;
    /// `synchronously` marks a failure Graft found itself, before WebKit started the navigation.
    private func report(_ event: GraftWeb.NavigationEvent, synchronously: Bool = false) {
        currentNavigationEvent = event
        routeToNavigationSequence(event, synchronously: synchronously)
    }
}

extension GraftWeb.NavigationAction {
    init(_ info: WebKit.NavigationActionInfo) {
        url = URL(string: info.uri)
        urlString = info.uri
        httpMethod = info.httpMethod
        switch info.navigationType {
        case .linkClicked: navigationType = .linkActivated
        case .formSubmitted: navigationType = .formSubmitted
        case .backForward: navigationType = .backForward
        case .reload: navigationType = .reload
        case .formResubmitted: navigationType = .formResubmitted
        case .other: navigationType = .other
        }
        isUserGesture = info.isUserGesture
        isRedirect = info.isRedirect
        targetsNewWindow = info.targetsNewWindow
    }
}
