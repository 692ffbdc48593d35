/// The priority of a constraint, 1…1000 (`UILayoutPriority`); 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The priority, 1…1000.
    public var rawValue: Float
    /// Creates a priority.
    ///
    /// - Parameter rawValue: 1…1000.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    ///
    /// - Parameter rawValue: 1…1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a literal.
    ///
    /// - Parameter value: 1…1000.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority from a literal.
    ///
    /// - Parameter value: 1…1000.
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A strong wish (750): the default compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// A weak wish (250): the default content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// Only to size a view to fit its content (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by value.
    ///
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: Another priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `value`.
    ///
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: The amount.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { .init(lhs.rawValue + rhs) }
    /// A priority lowered by `value`.
    ///
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: The amount.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { .init(lhs.rawValue - rhs) }

    /// GTK's strength for the priority: required constraints are GTK's strong ones (so a conflict
    /// is solved as well as it can be and reported, never a failed layout), others below in order.
    var gtkStrength: Int {
        rawValue >= 1000 ? Gtk.ConstraintStrength.strong : Int(max(1, rawValue) * 1000)
    }
}

/// A relation between two attributes of views or layout guides, solved by GTK's constraint layout
/// (`NSLayoutConstraint`): `firstItem.firstAttribute relation secondItem.secondAttribute ×
/// multiplier + constant`.
///
/// Activating it installs a `GtkConstraint` in the nearest common superview of its items, which
/// must be that view itself, its direct subviews or its layout guides. If the items are not in
/// one hierarchy yet, the constraint waits and is installed once they are.
@MainActor
public final class NSLayoutConstraint {
    /// A constrained attribute (`NSLayoutConstraint.Attribute`).
    public enum Attribute: Int, Sendable {
        /// No attribute (the second item of a constant constraint).
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last baseline (GTK's baseline).
        case lastBaseline
        /// The first baseline (GTK's baseline).
        case firstBaseline = 12

        var gtk: Gtk.ConstraintAttribute {
            switch self {
            case .notAnAttribute: .none
            case .left: .left
            case .right: .right
            case .top: .top
            case .bottom: .bottom
            case .leading: .start
            case .trailing: .end
            case .width: .width
            case .height: .height
            case .centerX: .centerX
            case .centerY: .centerY
            case .lastBaseline, .firstBaseline: .baseline
            }
        }
    }

    /// How the two sides compare (`NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1

        var gtk: Gtk.ConstraintRelation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// The first item (a `UIView` or `UILayoutGuide`).
    public let firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item, `nil` for a constant.
    public let secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// Multiplies the second attribute.
    public let multiplier: CGFloat
    /// Added to the second side; changing it re-solves the layout.
    public var constant: CGFloat { didSet { reinstall() } }
    /// The priority; changing it re-solves the layout.
    public var priority: UILayoutPriority = .required { didSet { reinstall() } }
    /// A name shown in logs.
    public var identifier: String?
    var wantsActive = false
    weak var container: UIView?
    var natives: [Gtk.Constraint] = []
    var slackGuide: Gtk.ConstraintGuide?

    /// Creates a constraint — `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// - Parameters:
    ///   - view1: The first item.
    ///   - attr1: Its attribute.
    ///   - relation: How the sides compare.
    ///   - view2: The second item, `nil` for a constant.
    ///   - attr2: Its attribute (`.notAnAttribute` for a constant).
    ///   - multiplier: Multiplies the second attribute.
    ///   - c: Added to the second side.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Whether the constraint takes part in layout. Setting it installs or removes it.
    public var isActive: Bool {
        get { wantsActive }
        set {
            wantsActive = newValue
            if newValue { install() } else { uninstall() }
        }
    }

    /// Activates each constraint — `NSLayoutConstraint.activate(_:)`.
    ///
    /// - Parameter constraints: The constraints to activate.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint — `NSLayoutConstraint.deactivate(_:)`.
    ///
    /// - Parameter constraints: The constraints to deactivate.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The constraint as UIKit logs it, e.g. `UILabel:0x1f.leading == UIView:0x2a.leading + 8`.
    public var description: String {
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = ""
        if let secondItem {
            right = "\(_LayoutItem.name(of: secondItem)).\(secondAttribute.name)"
            if multiplier != 1 { right += " * \(Self.number(multiplier))" }
            if constant != 0 { right += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            right = Self.number(constant)
        }
        let priorityText = priority == .required ? "" : " @\(Self.number(CGFloat(priority.rawValue)))"
        let name = identifier.map { "'\($0)' " } ?? ""
        return
            "\(name)\(_LayoutItem.name(of: firstItem)).\(firstAttribute.name) \(relationText) \(right)\(priorityText)"
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }

    func involves(_ view: UIView) -> Bool {
        [firstItem, secondItem].contains { item in
            guard let itemView = _LayoutItem.view(of: item) else { return false }
            return itemView.isDescendant(of: view)
        }
    }

    private func reinstall() {
        guard container != nil else { return }
        uninstall()
        install()
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        }
    }
}
