/// UIKit's view: a GTK container you can subclass, whose subviews are placed by their `frame` or by
/// Auto Layout constraints, both solved by GTK's constraint layout (`GtkConstraintLayout`).
///
/// A subview whose `translatesAutoresizingMaskIntoConstraints` is `true` (the default) sits at its
/// `frame`; one where it is `false` is placed by the constraints you activate. After GTK lays a
/// view out at a new size, `layoutSubviews()` runs.
///
/// ```swift
/// final class BorderedView: UIView {
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         backgroundColor = .systemBackground
///         layer.borderColor = UIColor.systemBlue.cgColor
///         layer.borderWidth = 4
///         layer.cornerRadius = 12
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
@MainActor
open class UIView: Gtk.ConstraintView, KeyValueObservable, KeyValueObserving {
    /// The view's subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    var storedFrame: CGRect
    var frameConstraints: [Gtk.Constraint] = []
    var storedTintColor: UIColor?
    var usesConstraints = false
    /// The constraints held by this view (those whose items are it and its subviews).
    var installedConstraints: [NSLayoutConstraint] = []
    var hasIntrinsicSizeRequest = false
    var reportedConflicts: Set<String> = []
    var huggingPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    var compressionPriorities: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    lazy var guides = _ViewGuides(owner: self)

    /// Creates a view at `frame` (in its superview's coordinates) — `init(frame:)`.
    ///
    /// - Parameter frame: The position and size it has while it is placed by its frame.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
        _UIViewRegistry.register(self)
        applyIntrinsicContentSize()
    }

    /// Creates a view from an archive — `init?(coder:)`. Graft has no nib or storyboard archives,
    /// so nothing is decoded: the view starts with a zero frame, as `init(frame: .zero)`.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
        _UIViewRegistry.register(self)
        applyIntrinsicContentSize()
    }

    /// Creates a view with a zero frame, as `UIView()` does.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: - Hierarchy

    /// Adds `view` on top of the other subviews, taking it from its old superview.
    ///
    /// - Parameter view: The view to add.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of `subviews` (0 is at the back).
    ///
    /// - Parameters:
    ///   - view: The view to add.
    ///   - index: Its position among the subviews, clamped to their range.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview !== self {
            view.removeFromSuperview()
            view.willMove(toSuperview: self)
        } else {
            subviews.removeAll { $0 === view }
        }
        let position = max(0, min(index, subviews.count))
        subviews.insert(view, at: position)
        attachWidget(of: view, after: position == 0 ? nil : subviews[position - 1])
        if view.superview !== self {
            view.superview = self
            updateFrameConstraints(of: view)
            _PendingConstraints.retry()
            view.applyIntrinsicContentSize()
            didAddSubview(view)
            view.didMoveToSuperview()
        }
        setNeedsLayout()
    }

    /// Inserts `view` just above `siblingSubview`.
    ///
    /// - Parameters:
    ///   - view: The view to add.
    ///   - siblingSubview: One of the subviews.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `siblingSubview`.
    ///
    /// - Parameters:
    ///   - view: The view to add.
    ///   - siblingSubview: One of the subviews.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// Moves `view` in front of the other subviews.
    ///
    /// - Parameter view: One of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` behind the other subviews.
    ///
    /// - Parameter view: One of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview, deactivating the constraints that relate it to views
    /// outside itself, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        var ancestor: UIView? = parent
        while let current = ancestor {
            for constraint in current.installedConstraints where constraint.involves(self) {
                constraint.isActive = false
            }
            ancestor = current.superview
        }
        for constraint in parent.frameConstraintsOf(self) { parent.constraintLayout.removeConstraint(constraint) }
        frameConstraints.removeAll()
        parent.subviews.removeAll { $0 === self }
        parent.detachWidget(of: self)
        superview = nil
        parent.setNeedsLayout()
        didMoveToSuperview()
    }

    /// Puts a new or moved subview's widget into this view's widget, above `sibling`'s;
    /// `UIStackView` puts its arranged subviews into its box instead.
    func attachWidget(of view: UIView, after sibling: UIView?) {
        insertChild(view, after: sibling)
    }

    /// Takes a leaving subview's widget out of this view's widget.
    func detachWidget(of view: UIView) {
        removeChild(view)
    }

    /// Whether `view` is this view or one of its descendants.
    ///
    /// - Parameter view: The view to look for.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Called when `subview` was added; the default does nothing.
    ///
    /// - Parameter subview: The new subview.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed; the default does nothing.
    ///
    /// - Parameter subview: The subview leaving.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (`nil`: it is being removed).
    ///
    /// - Parameter newSuperview: The new superview.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or left its superview).
    open func didMoveToSuperview() {}

    // MARK: - Layout

    /// Lays out subviews after the view got a new size; override to place subviews by hand.
    /// Called after GTK's layout of the frame, when the view's size changed or after
    /// `setNeedsLayout()`. The default does nothing (constraints are GTK's).
    open func layoutSubviews() {}

    /// GTK's layout of this frame gave the view its size: check the constraints, then lay out.
    override open func didAllocate(width: Int, height: Int) {
        checkConstraintsHold()
        layoutSubviews()
    }

    /// The size the view would like within `size`: GTK's natural width, and its natural height
    /// for that width.
    ///
    /// - Parameter size: The space offered (a dimension of 0 means no limit).
    /// - Returns: The size that fits.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let natural = measure(orientation: .horizontal).natural
        let width = size.width > 0 ? min(CGFloat(natural), size.width) : CGFloat(natural)
        let height = measure(orientation: .vertical, forSize: Int(width.rounded())).natural
        return CGSize(width: width, height: CGFloat(height))
    }

    /// The size the content wants by itself; `noIntrinsicMetric` in a dimension it does not care
    /// about. Override it in a custom view and call `invalidateIntrinsicContentSize()` when it
    /// changes: GTK then measures the view at that size (its minimum and natural size), so a
    /// superview's constraints and a stack view's box give it that size unless they must not.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: - Appearance

    /// How the view lays out its content when its size changes; `UIImageView` scales its image by
    /// it (a plain view draws nothing of its own and keeps the value only).
    open var contentMode: UIView.ContentMode = .scaleToFill

    /// Whether the view is hidden (GTK's `visible`, inverted).
    open var isHidden: Bool {
        get { !isVisible }
        set { isVisible = !newValue }
    }

    /// The opacity, 0…1 (GTK's `opacity`); animatable in `UIView.animate`.
    open var alpha: CGFloat {
        get { CGFloat(opacity) }
        set { opacity = Double(max(0, min(1, newValue))) }
    }

    /// Whether the view receives touches and clicks (GTK's `can-target`); the view is not greyed out.
    open var isUserInteractionEnabled: Bool {
        get { property("can-target", as: Bool.self) ?? true }
        set { try? setProperty("can-target", newValue) }
    }

    /// The tint of the view's controls: set here, or inherited from the superview, else the system
    /// blue. Setting it calls `tintColorDidChange()` on this view and the subviews that inherit it.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            propagateTintChange()
        }
    }

    /// Called when the tint this view shows changed; the default does nothing.
    open func tintColorDidChange() {}

    private func propagateTintChange() {
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil { subview.propagateTintChange() }
    }

    /// The view's traits: dark when its window shows the dark scheme, else light.
    open var traitCollection: UITraitCollection {
        let isDark = root?.hasCSSClass("graft-scheme-dark") ?? false
        return UITraitCollection(userInterfaceStyle: isDark ? .dark : .light)
    }

    // MARK: - Key-value observing

    /// The GObject property behind an observable key path (`"alpha"`, `"isHidden"`, and each
    /// subclass's own, such as `UIProgressView`'s `"progress"`); override to add your own.
    ///
    /// - Parameter keyPath: A Swift property name.
    open func keyValueSource(forKeyPath keyPath: String) -> KeyValueSource? {
        switch keyPath {
        case "alpha": KeyValueSource(object: self, property: "opacity") { [unowned self] in alpha }
        case "isHidden": KeyValueSource(object: self, property: "visible") { [unowned self] in isHidden }
        default: nil
        }
    }

    /// Receives the changes of key paths this view observes; the default ignores them.
    ///
    /// - Parameters:
    ///   - keyPath: The observed key path.
    ///   - object: The observed object.
    ///   - change: The values the options asked for.
    ///   - context: The registration's context.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: KeyValueObservingContext?
    ) {}
}

/// The live views by GTK widget, so a widget found in GTK's tree leads back to its `UIView`.
@MainActor
package enum _UIViewRegistry {
    private final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }
    private static var views: [UInt: Weak] = [:]

    static func register(_ view: UIView) {
        if views.count > 256 { views = views.filter { $0.value.view != nil } }
        views[view.objectIdentity] = Weak(view)
    }

    /// The `UIView` whose GTK widget `widget` is, if it is alive.
    package static func view(for widget: Gtk.Widget) -> UIView? { views[widget.objectIdentity]?.view }
}
