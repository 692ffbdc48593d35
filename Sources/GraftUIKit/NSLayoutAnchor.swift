/// One attribute of a view or layout guide, from which constraints are made (`NSLayoutAnchor`).
///
/// The type parameter keeps axes apart, as in UIKit: an x-axis anchor relates only to x-axis
/// anchors, a dimension to dimensions.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///     label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
///     label.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
/// ])
/// ```
@MainActor
public class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: An anchor of the same axis.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: An anchor of the same axis.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: An anchor of the same axis.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal edge or centre (`NSLayoutXAxisAnchor`).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge, centre or baseline (`NSLayoutYAxisAnchor`).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height (`NSLayoutDimension`), which can also equal a constant or a multiple.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    ///
    /// - Parameter c: The size in points.
    /// - Returns: An inactive constraint.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, nil, multiplier: 1, constant: c)
    }

    /// `self >= c`.
    ///
    /// - Parameter c: The size in points.
    /// - Returns: An inactive constraint.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self <= c`.
    ///
    /// - Parameter c: The size in points.
    /// - Returns: An inactive constraint.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self == anchor × m + c`.
    ///
    /// - Parameters:
    ///   - anchor: Another dimension.
    ///   - m: The multiplier.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= anchor × m + c`.
    ///
    /// - Parameters:
    ///   - anchor: Another dimension.
    ///   - m: The multiplier.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= anchor × m + c`.
    ///
    /// - Parameters:
    ///   - anchor: Another dimension.
    ///   - m: The multiplier.
    ///   - c: The offset.
    /// - Returns: An inactive constraint.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
