/// A rectangle that takes part in Auto Layout without drawing (`UILayoutGuide`), on a
/// `GtkConstraintGuide` of its owning view's layout.
@MainActor
public class UILayoutGuide {
    let native = Gtk.ConstraintGuide()
    /// The view whose layout holds the guide.
    public internal(set) weak var owningView: UIView?
    /// A name shown in logs.
    public var identifier: String = "UILayoutGuide"

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() {}

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}

/// Insets of a rectangle's edges (`UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The top inset.
    ///   - left: The left inset.
    ///   - bottom: The bottom inset.
    ///   - right: The right inset.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A view's two built-in guides: the safe area (its bounds: a desktop window has no notch or
/// home indicator) and the layout margins (the bounds inset by `layoutMargins`). Constraints to
/// them are given to GTK as constraints to the view itself with the insets added.
@MainActor
final class _ViewGuides {
    unowned let owner: UIView
    let safeArea = UILayoutGuide()
    let margins = UILayoutGuide()
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            for constraint in owner.installedConstraints
            where constraint.firstItem === margins || constraint.secondItem === margins {
                constraint.uninstall()
                constraint.install()
            }
            owner.queueResize()
        }
    }

    init(owner: UIView) {
        self.owner = owner
        safeArea.identifier = "UIViewSafeAreaLayoutGuide"
        margins.identifier = "UIViewLayoutMarginsGuide"
        safeArea.owningView = owner
        margins.owningView = owner
    }

    /// The insets of a built-in guide from the owner's bounds, or `nil` for another guide.
    func insets(of guide: UILayoutGuide) -> UIEdgeInsets? {
        guide === safeArea ? .zero : guide === margins ? layoutMargins : nil
    }

    /// The rectangle of one of these guides in the owner's coordinates, or `nil` for another guide.
    func rect(of guide: UILayoutGuide, in bounds: CGRect) -> CGRect? {
        guard let insets = insets(of: guide) else { return nil }
        return CGRect(
            x: insets.left, y: insets.top, width: bounds.width - insets.left - insets.right,
            height: bounds.height - insets.top - insets.bottom)
    }
}
