public import Foundation
public import GtkBridge
internal import WebKitBridge

/// The scroll position of a ``WKWebView``'s page — `webView.scrollView`, as `UIScrollView` is on
/// Apple's.
///
/// WebKitGTK scrolls inside its web process and has no scroll API, so the position comes from a
/// script in a script world of Graft's own (invisible to the page) that reports `scrollX` and
/// `scrollY` once per frame while the page scrolls; setting it calls `window.scrollTo`.
///
/// ```swift
/// let observation = webView.scrollView.observe(\.contentOffset, options: [.new]) { _, change in
///     bar.translationY = -(change.newValue?.y ?? 0)
/// }
/// ```
@MainActor
public final class WKScrollView {
    private weak var webView: WKWebView?
    private var listeners: [Int: @MainActor () -> Void] = [:]
    private var nextListenerID = 0

    /// Where the page is scrolled to, in CSS pixels from its top-left corner.
    ///
    /// Setting it scrolls the page at once (the reported value follows when the page has scrolled).
    public var contentOffset: CGPoint {
        get { reportedOffset }
        set { setContentOffset(newValue, animated: false) }
    }

    private(set) var reportedOffset = CGPoint.zero {
        didSet {
            guard reportedOffset != oldValue else { return }
            for listener in listeners.values { listener() }
        }
    }

    init(webView: WKWebView) {
        self.webView = webView
    }

    /// Scrolls the page to `contentOffset`, smoothly if `animated`.
    ///
    /// - Parameters:
    ///   - contentOffset: The point to show at the top-left corner.
    ///   - animated: Whether to scroll smoothly.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let x = contentOffset.x.isFinite ? contentOffset.x : 0
        let y = contentOffset.y.isFinite ? contentOffset.y : 0
        webView?.evaluateJavaScript(
            "window.scrollTo({left: \(x), top: \(y), behavior: '\(animated ? "smooth" : "instant")'})")
    }

    /// Calls `changeHandler` each time the value at `keyPath` changes (KVO's `observe`), on the
    /// main actor; `.initial` calls it once at once.
    ///
    /// - Parameters:
    ///   - keyPath: The property, e.g. `\.contentOffset`.
    ///   - options: `.new`, `.old`, `.initial`.
    ///   - changeHandler: Receives the scroll view and the change.
    /// - Returns: The observation; it ends when cancelled or released.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<WKScrollView, Value>, options: Gtk.WebView.ObservingOptions = [],
        changeHandler: @escaping @MainActor (WKScrollView, Gtk.WebView.ObservedChange<Value>) -> Void
    ) -> Observation {
        var last = self[keyPath: keyPath]
        nextListenerID += 1
        let id = nextListenerID
        listeners[id] = { [weak self] in
            guard let self else { return }
            let new = self[keyPath: keyPath]
            guard new != last else { return }
            let old = last
            last = new
            changeHandler(
                self,
                Gtk.WebView.ObservedChange(
                    oldValue: options.contains(.old) ? old : nil, newValue: options.contains(.new) ? new : nil))
        }
        if options.contains(.initial) {
            changeHandler(
                self, Gtk.WebView.ObservedChange(oldValue: nil, newValue: options.contains(.new) ? last : nil))
        }
        return Observation { [weak self] in self?.listeners[id] = nil }
    }

    /// An observation made by ``observe(_:options:changeHandler:)``; it ends when cancelled or released.
    @MainActor
    public final class Observation {
        private var stop: (@MainActor () -> Void)?

        init(stop: @escaping @MainActor () -> Void) { self.stop = stop }

        /// Ends the observation; later calls do nothing.
        public func invalidate() {
            stop?()
            stop = nil
        }

        isolated deinit { invalidate() }
    }

    // MARK: - Reports from the page

    /// The world of the reporting script and its channel.
    static let worldName = "graft-scroll-position"
    static let channelName = "graftScrollPosition"

    /// Installs the reporting script on `manager` and returns the channel's token.
    static func install(on manager: WebKit.UserContentManager, _ report: @escaping @MainActor (CGPoint) -> Void)
        -> SignalToken?
    {
        manager.addScript(
            """
            (() => {
              let pending = false;
              const post = () => {
                pending = false;
                window.webkit.messageHandlers.\(channelName).postMessage([window.scrollX, window.scrollY]);
              };
              addEventListener('scroll', () => {
                if (!pending) { pending = true; requestAnimationFrame(post); }
              }, {passive: true});
              post();
            })();
            """, allFrames: false, atDocumentStart: false, worldName: worldName)
        return manager.registerMessageHandler(name: channelName, worldName: worldName) { result in
            guard case .json(let text) = result, case .array(let values)? = try? JavaScriptValue.parse(json: text),
                values.count == 2, case .number(let x) = values[0], case .number(let y) = values[1]
            else { return }
            report(CGPoint(x: x, y: y))
        }
    }

    func report(_ offset: CGPoint) { reportedOffset = offset }
}
