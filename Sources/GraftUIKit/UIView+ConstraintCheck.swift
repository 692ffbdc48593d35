extension UIView {
    /// After GTK solved this view's layout: finds required constraints the solution breaks and
    /// logs each conflicting set once, as UIKit's "Unable to simultaneously satisfy constraints".
    ///
    /// GTK is given required constraints as strong ones, so a conflict never fails the layout: the
    /// solver keeps what it can, and this check names what it had to break.
    func checkConstraintsHold() {
        let bounds = CGRect(x: 0, y: 0, width: allocatedWidth, height: allocatedHeight)
        let required = installedConstraints.filter { $0.priority == .required }
        let broken = required.filter { constraint in
            guard let first = value(of: constraint.firstItem, constraint.firstAttribute, bounds) else { return false }
            var second = constraint.constant
            if let item = constraint.secondItem {
                guard let other = value(of: item, constraint.secondAttribute, bounds) else { return false }
                second += other * constraint.multiplier
            }
            switch constraint.relation {
            case .equal: return abs(first - second) > 1
            case .lessThanOrEqual: return first > second + 1
            case .greaterThanOrEqual: return first < second - 1
            }
        }
        guard !broken.isEmpty else { return }
        let involved = required.filter { constraint in
            broken.contains { $0 === constraint || $0.sharesItem(with: constraint) }
        }
        let list = involved.map(\.description).joined(separator: ", ")
        guard reportedConflicts.insert(list).inserted else { return }
        _LayoutLog.once(
            "GraftUIKit: Unable to simultaneously satisfy constraints in \(_LayoutItem.name(of: self)): [\(list)]; "
                + "broke \(broken.map(\.description).joined(separator: ", "))")
    }

    /// An attribute's value as laid out, in this view's coordinates; `nil` when it cannot be read.
    private func value(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ bounds: CGRect) -> CGFloat? {
        let rect: CGRect
        if let view = item as? UIView {
            if view === self {
                rect = bounds
            } else if let laidOut = view.frame(in: self) {
                rect = CGRect(x: laidOut.x, y: laidOut.y, width: laidOut.width, height: laidOut.height)
            } else {
                return nil
            }
        } else if let guide = item as? UILayoutGuide, guide.owningView === self,
            let guideRect = guides.rect(of: guide, in: bounds)
        {
            rect = guideRect
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return rect.minX
        case .right, .trailing: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        case .notAnAttribute, .lastBaseline, .firstBaseline: return nil
        }
    }
}

extension NSLayoutConstraint {
    /// Whether both constraints constrain one item on the same axis.
    func sharesItem(with other: NSLayoutConstraint) -> Bool {
        let mine = [(firstItem, firstAttribute), (secondItem, secondAttribute)]
        let theirs = [(other.firstItem, other.firstAttribute), (other.secondItem, other.secondAttribute)]
        return mine.contains { item, attribute in
            theirs.contains { otherItem, otherAttribute in
                item != nil && item === otherItem && attribute.isHorizontal == otherAttribute.isHorizontal
                    && !(item is UIView && (item as? UIView)?.subviews.isEmpty == false && secondItem == nil)
            }
        }
    }
}

extension NSLayoutConstraint.Attribute {
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        default: false
        }
    }
}
