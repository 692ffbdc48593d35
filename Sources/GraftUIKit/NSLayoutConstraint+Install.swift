extension NSLayoutConstraint {
    /// Installs the GTK constraint in the items' nearest common superview, or waits for one.
    func install() {
        guard container == nil else { return }
        guard let host = commonContainer() else {
            _PendingConstraints.add(self)
            return
        }
        guard let target = resolve(firstItem, firstAttribute, in: host),
            let source = resolve(secondItem, secondAttribute, in: host)
        else {
            _LayoutLog.once(
                "GraftUIKit: cannot install \(description): GTK's constraint layout relates a view "
                    + "(\(_LayoutItem.name(of: host))), its direct subviews and its layout guides only; it is ignored")
            return
        }
        _PendingConstraints.remove(self)
        // first + offset₁ ~ (second + offset₂) × m + c  ⇔  first ~ second × m + (c + m × offset₂ − offset₁)
        let adjusted = constant + multiplier * source.offset - target.offset
        let strength = priority.gtkStrength
        if relation == .equal {
            natives = [
                Gtk.Constraint(
                    target: target.item, attribute: firstAttribute.gtk, relation: .equal, source: source.item,
                    sourceAttribute: secondAttribute.gtk, multiplier: Double(multiplier), constant: Double(adjusted),
                    strength: strength)
            ]
        } else {
            // GTK 4.8's constraint layout corrupts memory solving an inequality given as a
            // GtkConstraint, so `a ≥ b` is an invisible guide from b to a whose size cannot be
            // negative (GTK's own minimum-size rule, which it solves correctly).
            let guide = Gtk.ConstraintGuide()
            guide.setNaturalSizeStrength(Gtk.ConstraintStrength.weak)
            host.constraintLayout.addGuide(guide)
            slackGuide = guide
            let (low, high): (Gtk.ConstraintAttribute, Gtk.ConstraintAttribute) =
                firstAttribute.isHorizontal ? (.left, .right) : (.top, .bottom)
            let expression = Gtk.Constraint(
                target: .guide(guide), attribute: relation == .greaterThanOrEqual ? low : high, relation: .equal,
                source: source.item, sourceAttribute: secondAttribute.gtk, multiplier: Double(multiplier),
                constant: Double(adjusted), strength: strength)
            let constrained = Gtk.Constraint(
                target: .guide(guide), attribute: relation == .greaterThanOrEqual ? high : low, relation: .equal,
                source: target.item, sourceAttribute: firstAttribute.gtk, strength: strength)
            natives = [expression, constrained]
        }
        for native in natives { host.constraintLayout.addConstraint(native) }
        host.installedConstraints.append(self)
        container = host
        host.setNeedsLayout()
    }

    /// Removes the GTK constraint from its view (or from the waiting list).
    func uninstall() {
        _PendingConstraints.remove(self)
        guard let host = container else { return }
        for native in natives { host.constraintLayout.removeConstraint(native) }
        if let slackGuide { host.constraintLayout.removeGuide(slackGuide) }
        natives.removeAll()
        slackGuide = nil
        host.installedConstraints.removeAll { $0 === self }
        container = nil
        host.setNeedsLayout()
    }

    /// The view that holds the constraint: the nearest common ancestor of the items' views (for a
    /// single view, its superview, or the view itself when it has none).
    private func commonContainer() -> UIView? {
        guard let first = _LayoutItem.view(of: firstItem) else { return nil }
        guard let secondItem else {
            if firstItem is UILayoutGuide { return first }
            // A stack view's box places its arranged views: a size of their own stays in them.
            if let stack = first.superview as? UIStackView, stack.isArranged(first) { return first }
            return first.superview ?? first
        }
        guard let second = _LayoutItem.view(of: secondItem) else { return nil }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// The GTK side of `item` in `host`'s layout (`nil` item: the host itself), and the offset of
    /// the attribute from it: a built-in guide is the host's bounds, inset by its margins.
    private func resolve(_ item: AnyObject?, _ attribute: Attribute, in host: UIView)
        -> (item: Gtk.ConstraintItem?, offset: CGFloat)?
    {
        guard let item else { return (nil, 0) }
        if let guide = item as? UILayoutGuide {
            guard guide.owningView === host else { return nil }
            if let insets = host.guides.insets(of: guide) { return (nil, insets.offset(of: attribute)) }
            return (.guide(guide.native), 0)
        }
        guard let view = item as? UIView else { return nil }
        if view === host { return (nil, 0) }
        return view.superview === host ? (.widget(view), 0) : nil
    }
}

extension UIEdgeInsets {
    /// How far `attribute` of the inset rectangle is from the same attribute of the whole one.
    func offset(of attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch attribute {
        case .left, .leading: left
        case .right, .trailing: -right
        case .top: top
        case .bottom: -bottom
        case .width: -(left + right)
        case .height: -(top + bottom)
        case .centerX: (left - right) / 2
        case .centerY: (top - bottom) / 2
        case .notAnAttribute, .lastBaseline, .firstBaseline: 0
        }
    }
}

/// Constraints activated before their items shared a superview.
@MainActor
enum _PendingConstraints {
    private static var waiting: [NSLayoutConstraint] = []

    static func add(_ constraint: NSLayoutConstraint) {
        if !waiting.contains(where: { $0 === constraint }) { waiting.append(constraint) }
    }

    static func remove(_ constraint: NSLayoutConstraint) { waiting.removeAll { $0 === constraint } }

    /// Tries each waiting constraint again (after a view joined a hierarchy).
    static func retry() {
        let current = waiting
        waiting.removeAll()
        for constraint in current where constraint.wantsActive { constraint.install() }
    }
}

/// Names and views of constraint items.
@MainActor
enum _LayoutItem {
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// `UILabel:0x1f2e`, or the guide's identifier.
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "\(guide.identifier)(\(name(of: guide.owningView)))" }
        let id = String(UInt(bitPattern: ObjectIdentifier(item).hashValue) & 0xffff, radix: 16)
        return "\(type(of: item)):0x\(id)"
    }
}

/// Lines of the layout log, each printed once per process.
@MainActor
package enum _LayoutLog {
    private static var printed: Set<String> = []
    /// Every line logged, in order (for tests).
    package static private(set) var lines: [String] = []

    static func once(_ line: String) {
        guard printed.insert(line).inserted else { return }
        lines.append(line)
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
