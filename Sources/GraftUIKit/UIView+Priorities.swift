extension NSLayoutConstraint {
    /// A layout direction (`NSLayoutConstraint.Axis`): a stack view's axis, or the axis a content
    /// hugging or compression resistance priority applies to.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right (widths).
        case horizontal = 0
        /// Top to bottom (heights).
        case vertical = 1
    }
}

extension UIView {
    /// How strongly the view keeps from growing beyond its intrinsic size along `axis` (250 by
    /// default). In a `UIStackView` with `.fill` distribution, the arranged views with the lowest
    /// hugging priority take the extra room; in a superview's constraints, GTK holds a view at its
    /// natural size at its medium strength whatever the value.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }

    /// Sets how strongly the view keeps from growing beyond its intrinsic size along `axis`.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis] = priority
        applyIntrinsicContentSize()
        (superview as? UIStackView)?.arrange()
    }

    /// How strongly the view keeps from shrinking below its intrinsic size along `axis` (750 by
    /// default). From `.defaultLow` up, the intrinsic size is the view's GTK minimum size, which
    /// GTK does not go below; under it, the view has no minimum of its own.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriorities[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view keeps from shrinking below its intrinsic size along `axis`.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        compressionPriorities[axis] = priority
        applyIntrinsicContentSize()
    }
}
