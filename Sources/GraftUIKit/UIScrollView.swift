/// UIKit's scroll view, on a `GtkScrolledWindow`: `contentOffset` is its adjustments' values,
/// `contentSize` the size of the scrolled content, `contentInset` room around it.
///
/// Subviews added to the scroll view go into its scrolled content view (a `UIView` of
/// `contentSize`, placed in the window's `GtkViewport`), so they scroll with it; their
/// `superview` is that content view.
///
/// ```swift
/// scrollView.contentSize = CGSize(width: 320, height: 2000)
/// scrollView.addSubview(column)
/// let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
///     print(change.newValue ?? .zero)
/// }
/// ```
@MainActor
open class UIScrollView: UIView {
    /// The GTK scrolled window under the view.
    public let scrolledWindow = Gtk.ScrolledWindow()
    /// The view that scrolls: subviews of the scroll view are its subviews.
    let contentView = UIView()
    private var adjustments: (horizontal: GObjectRef, vertical: GObjectRef)!
    private var tokens: [SignalToken] = []
    private let changes = _ChangeTriggers()
    private var pendingOffset: CGPoint?

    /// The delegate that hears scrolling.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// Creates a scroll view at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// Creates a scroll view from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        scrolledWindow.child = contentView
        embedContent(scrolledWindow)
        guard let horizontal = scrolledWindow.property("hadjustment", as: GObjectRef.self),
            let vertical = scrolledWindow.property("vadjustment", as: GObjectRef.self)
        else { preconditionFailure("GtkScrolledWindow has no adjustments") }
        adjustments = (horizontal, vertical)
        for adjustment in [horizontal, vertical] {
            tokens.append(adjustment.connect("value-changed") { [weak self] in self?.didScroll() })
            tokens.append(adjustment.connect("changed") { [weak self] in self?.applyPendingOffset() })
        }
    }

    private func didScroll() {
        delegate?.scrollViewDidScroll(self)
        notifyListeners()
    }

    private func notifyListeners() {
        changes.fire()
    }

    /// Subviews go into the scrolled content view, in front of its others.
    ///
    /// - Parameter view: The view to add.
    public override func addSubview(_ view: UIView) {
        contentView.addSubview(view)
    }

    /// Subviews go into the scrolled content view.
    ///
    /// - Parameters:
    ///   - view: The view to add.
    ///   - index: Its position among the content's subviews.
    public override func insertSubview(_ view: UIView, at index: Int) {
        contentView.insertSubview(view, at: index)
    }

    /// The size of the scrollable content; the view scrolls where it is larger than the view.
    open var contentSize: CGSize = .zero {
        didSet {
            contentView.setSizeRequest(
                width: Int(max(0, contentSize.width).rounded()), height: Int(max(0, contentSize.height).rounded()))
            notifyListeners()
        }
    }

    /// Room around the content, scrollable as part of it: at rest the offset is `(-left, -top)`.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            let offset = contentOffset
            contentView.marginTop = Int(contentInset.top.rounded())
            contentView.marginStart = Int(contentInset.left.rounded())
            contentView.marginBottom = Int(contentInset.bottom.rounded())
            contentView.marginEnd = Int(contentInset.right.rounded())
            pendingOffset = offset
            notifyListeners()
        }
    }

    /// The point of the content shown at the view's top-left corner. Setting it scrolls at once;
    /// a point beyond the content's range is clamped to it, as GTK's adjustments clamp, and one
    /// set before the view is laid out is applied when it is.
    open var contentOffset: CGPoint {
        get {
            CGPoint(
                x: (adjustments.horizontal.property("value", as: Double.self) ?? 0) - contentInset.left,
                y: (adjustments.vertical.property("value", as: Double.self) ?? 0) - contentInset.top)
        }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `contentOffset`.
    ///
    /// - Parameters:
    ///   - contentOffset: The point to show at the top-left corner.
    ///   - animated: Accepted; the view scrolls at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        pendingOffset = contentOffset
        applyPendingOffset()
    }

    private func applyPendingOffset() {
        guard let offset = pendingOffset else { return }
        let x = offset.x.isFinite ? offset.x + contentInset.left : 0
        let y = offset.y.isFinite ? offset.y + contentInset.top : 0
        try? adjustments.horizontal.setProperty("value", Double(x))
        try? adjustments.vertical.setProperty("value", Double(y))
        if contentOffset == offset || isLaidOut { pendingOffset = nil }
    }

    private var isLaidOut: Bool { scrolledWindow.allocatedWidth > 0 || scrolledWindow.allocatedHeight > 0 }

    /// Whether the user can scroll (GTK's scroll policy: off keeps the content where it is).
    open var isScrollEnabled = true {
        didSet {
            scrolledWindow.setScrolls(horizontal: isScrollEnabled, vertical: isScrollEnabled)
        }
    }

    /// Calls `changeHandler` each time the value at `keyPath` changes (KVO's typed `observe`):
    /// on scrolling and on changes of `contentSize` and `contentInset`. `.initial` calls it at once.
    ///
    /// - Parameters:
    ///   - keyPath: The property, e.g. `\.contentOffset`.
    ///   - options: `.new`, `.old`, `.initial`.
    ///   - changeHandler: Receives the scroll view and the change.
    /// - Returns: The observation; it ends when invalidated or released.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<UIScrollView, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (UIScrollView, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation.observing(self, keyPath, options: options, changeHandler: changeHandler) {
            changes.add($0)
        }
    }

    /// `"contentOffset"` is observable, besides `UIView`'s key paths.
    ///
    /// - Parameter keyPath: A Swift property name.
    open override func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        guard keyPath == "contentOffset" else { return super.keyValueSource(forKeyPath: keyPath) }
        return KeyValueSource(notifiers: [(adjustments.horizontal, "value"), (adjustments.vertical, "value")]) {
            [unowned self] in contentOffset
        }
    }
}
