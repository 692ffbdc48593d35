public import Foundation
internal import GraftCore
public import GraftUIKit
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
    private let changes = _ChangeTriggers()

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
            changes.fire()
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
        guard let webView else { return }
        Self.scroll(webView.engine, to: .offset(x: contentOffset.x, y: contentOffset.y), animated: animated)
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
        _ keyPath: KeyPath<WKScrollView, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (WKScrollView, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation.observing(self, keyPath, options: options, changeHandler: changeHandler) {
            changes.add($0)
        }
    }

    // MARK: - Reports from the page

    /// One report of the page's scroll geometry, in CSS pixels.
    struct Report: Equatable {
        /// `scrollX`, `scrollY`.
        var offset: CGPoint
        /// The scrolling element's `scrollWidth`, `scrollHeight`.
        var contentSize: CGSize
        /// `innerWidth`, `innerHeight`.
        var containerSize: CGSize
        /// Whether the page scrolled since the last report, and not because the app asked.
        var isUserScroll: Bool
    }

    /// The world of the reporting script and its channel.
    static let worldName = "graft-scroll-position"
    static let channelName = "graftScrollPosition"

    /// The reporting script: it posts the geometry once per animation frame while the page
    /// scrolls or resizes, and once when it starts (it runs once per document, even if injected
    /// again for a document already shown).
    static let reportingScript = """
        (() => {
          if (globalThis.graftScrollByApp) return;
          let pending = false, scrolled = false, byApp = false;
          const post = () => {
            pending = false;
            const root = document.scrollingElement || document.documentElement;
            window.webkit.messageHandlers.\(channelName).postMessage([scrollX, scrollY, root.scrollWidth,
              root.scrollHeight, innerWidth, innerHeight, scrolled && !byApp]);
            scrolled = false;
            byApp = false;
          };
          const schedule = () => { if (!pending) { pending = true; requestAnimationFrame(post); } };
          globalThis.graftScrollByApp = () => { byApp = true; schedule(); };
          addEventListener('scroll', () => { scrolled = true; schedule(); }, {passive: true});
          addEventListener('resize', schedule);
          new ResizeObserver(schedule).observe(document.documentElement);
          post();
        })();
        """

    /// Installs the reporting script on `manager` and returns the channel's token.
    static func install(on manager: WebKit.UserContentManager, _ report: @escaping @MainActor (Report) -> Void)
        -> SignalToken?
    {
        manager.addScript(reportingScript, allFrames: false, atDocumentStart: false, worldName: worldName)
        return manager.registerMessageHandler(name: channelName, worldName: worldName) { result in
            guard case .json(let text) = result, case .array(let values)? = try? JavaScriptValue.parse(json: text),
                values.count == 7, case .bool(let isUserScroll) = values[6]
            else { return }
            let numbers = values[0..<6].map { value -> CGFloat in
                if case .number(let number) = value, number.isFinite { return number }
                return 0
            }
            report(
                Report(
                    offset: CGPoint(x: numbers[0], y: numbers[1]),
                    contentSize: CGSize(width: numbers[2], height: numbers[3]),
                    containerSize: CGSize(width: numbers[4], height: numbers[5]), isUserScroll: isUserScroll))
        }
    }

    /// Where a scroll goes: offsets (an axis left `nil` stays where it is) or an edge.
    enum Target {
        case offset(x: CGFloat?, y: CGFloat?)
        case edge(Edge)
    }

    /// Scrolls `webView`'s page to `target`, in the reporting script's world: the next report
    /// says the app scrolled it, and a page's own `window.scrollTo` cannot intercept it.
    static func scroll(_ webView: WebViewRef, to target: Target, animated: Bool = false) {
        guard webView.uri != nil else { return }  // nothing shown: nothing to scroll, no process to start
        var left = "null"
        var top = "null"
        var edge = "null"
        switch target {
        case .offset(let x, let y):
            if let x { left = "\(x.isFinite ? x : 0)" }
            if let y { top = "\(y.isFinite ? y : 0)" }
        case .edge(let side):
            switch side {
            case .top: edge = "'top'"
            case .bottom: edge = "'bottom'"
            case .leading: edge = "'leading'"
            case .trailing: edge = "'trailing'"
            }
        }
        let script = """
            (() => {
              const root = document.scrollingElement || document.documentElement;
              let left = \(left), top = \(top);
              switch (\(edge)) {
                case 'top': top = 0; break;
                case 'bottom': top = root.scrollHeight; break;
                case 'leading': left = 0; break;
                case 'trailing':
                  left = getComputedStyle(root).direction === 'rtl' ? -root.scrollWidth : root.scrollWidth; break;
              }
              const options = {behavior: '\(animated ? "smooth" : "instant")'};
              if (left !== null) options.left = left;
              if (top !== null) options.top = top;
              globalThis.graftScrollByApp?.();
              scrollTo(options);
            })();
            """
        Task { _ = try? await webView.evaluateJavaScript(script, worldName: worldName) }
    }

    func report(_ report: Report) { reportedOffset = report.offset }
}
