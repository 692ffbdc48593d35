/// UIKit's stack view: its arranged subviews in a row or a column, laid out by a `GtkBox` inside
/// the view — `axis` is the box's orientation, `.fillEqually` its `homogeneous`, `alignment` the
/// arranged views' `halign`/`valign`, and `.fill` expands the views that hug the least.
///
/// Arranged subviews are subviews too; hidden ones take no room (GTK's box skips invisible
/// children). The stack view measures as its box, so placed with anchors in a superview it takes
/// its content's size in each dimension its constraints leave free.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
/// stack.axis = .vertical
/// stack.spacing = 8
/// stack.alignment = .leading
/// ```
@MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis (`UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        /// The views fill the length; those with the lowest content hugging priority grow.
        case fill = 0
        /// Every view gets the same length.
        case fillEqually = 1
        /// The views fill the length, grown from their natural sizes (Graft shares the extra room
        /// equally, not in proportion).
        case fillProportionally = 2
        /// The views keep their natural lengths and the gaps between them grow equally.
        case equalSpacing = 3
        /// The views' centres are spaced equally (Graft grows the gaps equally, as `.equalSpacing`).
        case equalCentering = 4
    }

    /// Where the arranged views sit across the stack's axis (`UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        /// They fill the stack's breadth.
        case fill = 0
        /// At the leading edge (a vertical stack) or the top (a horizontal one).
        case leading = 1
        /// On a common first baseline (a horizontal stack).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// At the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing = 4
        /// On a common last baseline (a horizontal stack; GTK aligns one baseline per row).
        case lastBaseline = 5

        /// At the top, in a horizontal stack: the same value as `.leading`.
        public static var top: Alignment { .leading }
        /// At the bottom, in a horizontal stack: the same value as `.trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// The value `customSpacing(after:)` gives for a view with no custom spacing: the stack's
    /// `spacing` applies.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The system's spacing between neighbouring views (8 points).
    public static let spacingUseSystem: CGFloat = 8

    /// The GTK box the arranged views are children of.
    let box = Gtk.Box(orientation: .horizontal, spacing: 0)
    /// The arranged views, in order along the axis.
    public private(set) var arrangedSubviews: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var gaps: [Gtk.Widget] = []
    var visibilityTokens: [ObjectIdentifier: SignalToken] = [:]

    /// Whether the views run in a row (`.horizontal`, the default) or a column.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrange() } }
    /// How the views share the length along the axis; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrange() } }
    /// Where the views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrange() } }
    /// The gap between neighbouring views, in points; 0 by default.
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    /// Whether the views are laid out inside `layoutMargins` (`true`) or the bounds (`false`, the
    /// default).
    open var isLayoutMarginsRelativeArrangement = false { didSet { queueResize() } }

    /// Creates an empty stack view at `frame`.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBox()
    }

    /// Creates a stack view from an archive (nothing is decoded; see `UIView.init?(coder:)`).
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBox()
    }

    /// Creates a stack view arranging `views`, in order — `init(arrangedSubviews:)`.
    ///
    /// - Parameter views: The views to arrange.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Arranges `view` after the others, adding it as a subview if it is not one.
    ///
    /// - Parameter view: The view to arrange.
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex` of `arrangedSubviews`, adding it as a subview (on top of
    /// the others) if it is not one; a view already arranged moves there.
    ///
    /// - Parameters:
    ///   - view: The view to arrange.
    ///   - stackIndex: Its position among the arranged views, clamped to their range.
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        if visibilityTokens[ObjectIdentifier(view)] == nil {
            visibilityTokens[ObjectIdentifier(view)] = view.connect("notify::visible") { [weak self] in
                self?.arrange()
            }
        }
        arrange()
    }

    /// Stops arranging `view`; it stays a subview, where the stack last placed it, as in UIKit
    /// (call `removeFromSuperview()` to remove it). Removing an arranged view from its superview
    /// also ends its arrangement.
    ///
    /// - Parameter view: One of `arrangedSubviews`.
    public func removeArrangedSubview(_ view: UIView) {
        guard isArranged(view) else { return }
        let lastFrame = view.frame
        endArrangement(of: view)
        view.frame = lastFrame
        attachWidget(of: view, after: nil)
    }

    /// Sets the gap after `arrangedSubview`, in place of `spacing`.
    ///
    /// - Parameters:
    ///   - spacing: The gap in points, or `UIStackView.spacingUseDefault` for `spacing`.
    ///   - arrangedSubview: One of `arrangedSubviews`.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrange()
    }

    /// The gap set after `arrangedSubview`, or `UIStackView.spacingUseDefault` if none is.
    ///
    /// - Parameter arrangedSubview: One of `arrangedSubviews`.
    /// - Returns: The custom spacing.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// Arranged views go into the box (`arrange()` puts them there); other subviews into the
    /// view above the box, in their order, placed by their frames.
    override func attachWidget(of view: UIView, after sibling: UIView?) {
        if isArranged(view) { return }
        let index = subviews.firstIndex { $0 === view } ?? subviews.count
        let below = subviews[..<index].last { !isArranged($0) }
        insertChild(view, after: below ?? box)
    }

    func isArranged(_ view: UIView) -> Bool { arrangedSubviews.contains { $0 === view } }

    /// An arranged view that leaves the stack view also leaves the arrangement.
    override func detachWidget(of view: UIView) {
        if isArranged(view) {
            endArrangement(of: view)
        } else {
            super.detachWidget(of: view)
        }
    }

    private func endArrangement(of view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        visibilityTokens.removeValue(forKey: ObjectIdentifier(view))?.cancel()
        box.remove(view)
        arrange()
    }
}
