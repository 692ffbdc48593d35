public import Foundation
public import GtkBridge
public import WebKitBridge

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

extension Gtk {
    /// A web view widget for your own representables and controllers — the `WKWebView` counterpart.
    ///
    /// It has typed state (``estimatedProgress``, `title`, ``url``, `isLoading`, `canGoBack`,
    /// `canGoForward`, ``lastError``), loads `URLRequest`s, and reports changes through
    /// ``observe(_:options:changeHandler:)``, which returns a token that ends the observation when
    /// it is cancelled or released (KVO's `observe(\.estimatedProgress)`). It is set up like a
    /// ``WebPage``: JavaScript on, not inspectable, WebKit's default data store, and a required
    /// sandbox — with `WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS` set, it refuses to load and
    /// reports ``WebPageError/Code-swift.enum/sandboxDisabled`` in ``lastError``.
    ///
    /// ```swift
    /// struct WebContainer: GtkWidgetRepresentable {
    ///     let url: URL
    ///     func makeGtkWidget(context: Context) -> Gtk.WebView { Gtk.WebView() }
    ///     func updateGtkWidget(_ webView: Gtk.WebView, context: Context) {
    ///         webView.load(URLRequest(url: url))
    ///     }
    /// }
    ///
    /// let observation = webView.observe(\.estimatedProgress, options: [.new]) { webView, change in
    ///     progressBar.fraction = change.newValue ?? 0
    /// }
    /// ```
    ///
    /// Other WebKit API (JavaScript, navigation policy, load events) is inherited from `WebViewRef`.
    open class WebView: WebViewRef {
        /// The settings the view was made with.
        public let configuration: WebPage.Configuration

        /// The error of the latest failed load, cleared when the next load starts.
        public private(set) var lastError: WebPageError? {
            didSet { notifyStateChange() }
        }

        private var tokens: [SignalToken] = []
        private var stateListeners: [Int: @MainActor () -> Void] = [:]
        private var nextListenerID = 0

        /// Makes a web view; its web process starts on the first load.
        ///
        /// - Parameter configuration: JavaScript, user agent, inspector, caching, data store and
        ///   sandbox, as for a ``WebPage``; the default is ``WebPage``'s.
        public init(configuration: WebPage.Configuration = WebPage.Configuration()) {
            self.configuration = configuration
            super.init(
                networkSession: configuration.makeNetworkSession(),
                userContentManager: configuration.userContentController.manager)
            configuration.apply(to: self)
            configuration.userContentController.webViewCount += 1
            tokens.append(
                onLoadChanged { [weak self] event in
                    if event == .started { self?.lastError = nil }
                })
            tokens.append(
                onLoadFailed { [weak self] _, uri, error in
                    self?.lastError = WebPageError(webKit: error, url: uri)
                    return false
                })
        }

        isolated deinit { configuration.userContentController.webViewCount -= 1 }

        /// How much of the current load has arrived, 0…1 (`estimated-load-progress`).
        public var estimatedProgress: Double { estimatedLoadProgress }

        /// The URL of the current page, or `nil` before the first load.
        public var url: URL? { uri.flatMap(URL.init(string:)) }

        /// Starts loading `request` (`GET` only, as WebKitGTK loads).
        ///
        /// The URL and header fields are sent, and a cache policy that ignores cached data sends
        /// `Cache-Control: no-cache`, as ``WebPage/load(_:)-(URLRequest)`` does. A request without a
        /// URL, with another method or a body, or a refused sandbox sets ``lastError`` instead.
        ///
        /// - Parameter request: The request.
        open func load(_ request: URLRequest) { _ = requestLoad(request) }

        /// Asks WebKit to load `request`, or sets ``lastError``; whether WebKit was asked.
        func requestLoad(_ request: URLRequest) -> Bool {
            guard let url = request.url, url.scheme?.isEmpty == false else {
                lastError = WebPageError(
                    .badURL, message: "The request has no absolute URL", failingURL: request.url?.absoluteString)
                return false
            }
            let method = request.httpMethod?.uppercased() ?? "GET"
            guard method == "GET", request.httpBody == nil else {
                lastError = WebPageError(
                    .unsupportedRequest, message: "WebKitGTK loads only GET requests without a body (got \(method))",
                    failingURL: url.absoluteString)
                return false
            }
            guard sandboxAllowsLoading() else { return false }
            var headers = request.allHTTPHeaderFields ?? [:]
            headers.merge(WebPage.cacheHeaders(for: request.cachePolicy)) { _, policy in policy }
            load(WebKit.Request(uri: url.absoluteString, headers: headers))
            return true
        }

        /// Shows `string` as HTML, resolving relative links against `baseURL`.
        ///
        /// - Parameters:
        ///   - string: The document.
        ///   - baseURL: The document's URL, or `nil` for `about:blank`.
        open func loadHTMLString(_ string: String, baseURL: URL?) {
            guard sandboxAllowsLoading() else { return }
            loadHTML(string, baseURI: baseURL?.absoluteString)
        }

        func sandboxAllowsLoading() -> Bool {
            guard configuration.requiresSandbox, !WebPage.isContentSandboxed else { return true }
            lastError = WebPageError(
                .sandboxDisabled,
                message: "The web view requires WebKit's sandbox, but WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS is set")
            return false
        }

        // MARK: - Observation

        /// Calls `changeHandler` each time the value at `keyPath` changes — KVO's
        /// `observe(_:options:changeHandler:)`.
        ///
        /// `estimatedProgress`, `title`, `url`, `isLoading`, `canGoBack`, `canGoForward` and
        /// `lastError` are observed at their source (WebKit's property notifications and the
        /// back-forward list); any other key path is read again whenever one of those changes.
        /// The handler runs only when the value differs from the one it last saw.
        ///
        /// - Parameters:
        ///   - keyPath: The property, e.g. `\.estimatedProgress`.
        ///   - options: `.new` and `.old` fill the change's values; `.initial` calls the handler
        ///     once at once.
        ///   - changeHandler: Receives the web view and the change, on the main actor.
        /// - Returns: The observation; it ends when cancelled or released.
        public func observe<Value: Equatable>(
            _ keyPath: KeyPath<WebView, Value>, options: ObservingOptions = [],
            changeHandler: @escaping @MainActor (WebView, ObservedChange<Value>) -> Void
        ) -> Observation {
            var last = self[keyPath: keyPath]
            let observation = observeChanges(relevantTo: keyPath) { [weak self] in
                guard let self else { return }
                let new = self[keyPath: keyPath]
                guard new != last else { return }
                let old = last
                last = new
                changeHandler(
                    self,
                    ObservedChange(
                        oldValue: options.contains(.old) ? old : nil, newValue: options.contains(.new) ? new : nil))
            }
            if options.contains(.initial) {
                changeHandler(self, ObservedChange(oldValue: nil, newValue: options.contains(.new) ? last : nil))
            }
            return observation
        }

        /// Calls `trigger` after each change that can change the value at `keyPath` (a key path of
        /// this class, or any other: then after every change of the load state).
        func observeChanges(relevantTo keyPath: AnyKeyPath, _ trigger: @escaping @MainActor () -> Void)
            -> Observation
        {
            let observation = Observation()
            for source in Self.sources(of: keyPath) {
                switch source {
                case .property(let name): observation.tokens.append(observe(name, trigger))
                case .history: observation.tokens.append(onBackForwardListChanged(trigger))
                case .state:
                    nextListenerID += 1
                    let id = nextListenerID
                    stateListeners[id] = trigger
                    observation.stop = { [weak self] in self?.stateListeners[id] = nil }
                }
            }
            return observation
        }

        /// The values at `keyPath` as they change, starting with the current one — the
        /// `publisher(for:)` counterpart.
        ///
        /// ```swift
        /// for await progress in webView.values(for: \.estimatedProgress) { bar.fraction = progress }
        /// ```
        ///
        /// - Parameter keyPath: The property.
        /// - Returns: A stream that ends its observation when the iterating task ends.
        public func values<Value: Equatable & Sendable>(for keyPath: KeyPath<WebView, Value>) -> AsyncStream<Value> {
            let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(16))
            let observation = observe(keyPath, options: [.initial, .new]) { _, change in
                if let value = change.newValue { continuation.yield(value) }
            }
            continuation.onTermination = { _ in
                Task { @MainActor in observation.cancel() }
            }
            return stream
        }

        private enum Source: Equatable {
            case property(String)
            case history
            case state
        }

        private static func sources(of keyPath: AnyKeyPath) -> [Source] {
            if let known = knownSources[keyPath] { return known }
            return [
                .property("estimated-load-progress"), .property("title"), .property("uri"), .property("is-loading"),
                .history, .state,
            ]
        }

        private static let knownSources: [AnyKeyPath: [Source]] = [
            \WebView.estimatedProgress: [.property("estimated-load-progress")],
            \WebView.estimatedLoadProgress: [.property("estimated-load-progress")],
            \WebView.title: [.property("title")],
            \WebView.url: [.property("uri")],
            \WebView.uri: [.property("uri")],
            \WebView.isLoading: [.property("is-loading")],
            \WebView.canGoBack: [.history],
            \WebView.canGoForward: [.history],
            \WebView.lastError: [.state],
        ]

        private func notifyStateChange() {
            for listener in stateListeners.values { listener() }
        }

        /// What `observe(_:options:changeHandler:)` reports (KVO's `NSKeyValueObservingOptions`).
        public struct ObservingOptions: OptionSet, Sendable {
            /// The options' bits: one per option (`new`, `old`, `initial`, `prior`).
            public let rawValue: Int
            /// Creates options from their raw bits.
            ///
            /// - Parameter rawValue: The bits.
            public init(rawValue: Int) { self.rawValue = rawValue }
            /// Fill ``ObservedChange/newValue``.
            public static let new = ObservingOptions(rawValue: 1)
            /// Fill ``ObservedChange/oldValue``.
            public static let old = ObservingOptions(rawValue: 2)
            /// Call the handler once when observing starts.
            public static let initial = ObservingOptions(rawValue: 4)
        }

        /// One change of an observed value (KVO's `NSKeyValueObservedChange`).
        public struct ObservedChange<Value> {
            /// The value before the change, when `.old` was asked for.
            public let oldValue: Value?
            /// The value after the change, when `.new` was asked for.
            public let newValue: Value?
        }

        /// An observation made by `observe(_:options:changeHandler:)` — KVO's
        /// `NSKeyValueObservation`; it ends when cancelled or released.
        @MainActor
        public final class Observation {
            fileprivate var tokens: [SignalToken] = []
            fileprivate var stop: (@MainActor () -> Void)?

            fileprivate init() {}

            /// Whether the observation still reports changes.
            public private(set) var isObserving = true

            /// Ends the observation; later calls do nothing.
            public func cancel() {
                guard isObserving else { return }
                isObserving = false
                for token in tokens { token.cancel() }
                tokens.removeAll()
                stop?()
                stop = nil
            }

            /// KVO's name for ``cancel()``.
            public func invalidate() { cancel() }

            isolated deinit { cancel() }
        }
    }
}
