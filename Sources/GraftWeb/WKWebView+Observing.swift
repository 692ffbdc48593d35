public import GraftUIKit
public import GtkBridge
internal import WebKitBridge

/// Key-value observing of a ``WKWebView``'s load state, typed and by key path string, on the
/// WebKitGTK view's property notifications.
extension WKWebView {
    /// Calls `changeHandler` each time the value at `keyPath` changes — KVO's
    /// `observe(_:options:changeHandler:)`.
    ///
    /// `estimatedProgress`, `title`, `url`, `isLoading`, `canGoBack` and `canGoForward` are
    /// observed at their source (WebKit's property notifications and the back-forward list); any
    /// other key path is read again whenever one of those changes. The handler runs only when the
    /// value differs from the one it last saw.
    ///
    /// - Parameters:
    ///   - keyPath: The property, e.g. `\.estimatedProgress`.
    ///   - options: `.new` and `.old` fill the change's values; `.initial` calls the handler once at once.
    ///   - changeHandler: Receives the web view and the change, on the main actor.
    /// - Returns: The observation; it ends when invalidated or released.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<WKWebView, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (WKWebView, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation.observing(self, keyPath, options: options, changeHandler: changeHandler) { trigger in
            let observation = engine.observeChanges(relevantTo: Self.engineKeyPaths[keyPath] ?? keyPath, trigger)
            return { observation.cancel() }
        }
    }

    /// The values at `keyPath`, current one first, for `sink(receiveValue:)` — the
    /// `publisher(for:)` of KVO-compliant properties.
    ///
    /// ```swift
    /// webView.publisher(for: \.estimatedProgress)
    ///     .receive(on: DispatchQueue.main)
    ///     .sink { [weak self] progress in self?.parent.progress = progress }
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// - Parameter keyPath: The property, e.g. `\.estimatedProgress`.
    /// - Returns: A publisher of its values; each `sink` observes until its token is cancelled.
    public func publisher<Value: Equatable>(for keyPath: KeyPath<WKWebView, Value>) -> Gtk.WebView.ValuePublisher<Value>
    {
        Gtk.WebView.ValuePublisher { [weak self] receiveValue in
            let observation = self?.observe(keyPath, options: [.initial, .new]) { _, change in
                if let value = change.newValue { receiveValue(value) }
            }
            return { observation?.invalidate() }
        }
    }

    /// The source of one of the load-state key paths, or `nil`.
    func loadStateSource(forKeyPath keyPath: String) -> KeyValueSource? {
        let engine = engine
        switch keyPath {
        case "estimatedProgress":
            return KeyValueSource(object: engine, property: "estimated-load-progress") { engine.estimatedProgress }
        case "title": return KeyValueSource(object: engine, property: "title") { engine.title }
        case "url", "URL": return KeyValueSource(object: engine, property: "uri") { engine.url }
        case "loading", "isLoading": return KeyValueSource(object: engine, property: "is-loading") { engine.isLoading }
        case "canGoBack", "canGoForward":
            let back = keyPath == "canGoBack"
            return KeyValueSource(notifiers: [(engine, "uri"), (engine, "is-loading")]) {
                back ? engine.canGoBack : engine.canGoForward
            }
        default: return nil
        }
    }

    /// The engine's key path of each of the view's load-state key paths.
    private static let engineKeyPaths: [AnyKeyPath: AnyKeyPath] = [
        \WKWebView.estimatedProgress: \Gtk.WebView.estimatedProgress,
        \WKWebView.title: \Gtk.WebView.title,
        \WKWebView.url: \Gtk.WebView.url,
        \WKWebView.isLoading: \Gtk.WebView.isLoading,
        \WKWebView.canGoBack: \Gtk.WebView.canGoBack,
        \WKWebView.canGoForward: \Gtk.WebView.canGoForward,
    ]
}
