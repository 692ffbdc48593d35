extension UIStackView {
    /// Puts the box under the view: the view measures as the box (plus the margins when the
    /// arrangement is margin-relative), and places the box in its bounds and its other subviews
    /// at their frames.
    func setUpBox() {
        insertChild(box, after: nil)
        setCustomLayout(
            Gtk.CustomLayout(
                measure: { [weak self] _, orientation, forSize in
                    self?.measureArrangement(orientation, forSize) ?? (0, 0)
                },
                allocate: { [weak self] _, width, height in self?.allocateArrangement(width, height) }))
    }

    /// Puts the arranged views into the box in order, with the box's and views' GTK properties for
    /// `axis`, `distribution`, `alignment` and the spacings; called after any of them changes and
    /// when an arranged view is shown or hidden.
    func arrange() {
        let horizontal = axis == .horizontal
        box.orientation = horizontal ? .horizontal : .vertical
        for gap in gaps { box.remove(gap) }
        gaps.removeAll()
        var previous: Gtk.Widget?
        for view in arrangedSubviews {
            if view.isChild(of: box) {
                box.reorder(view, after: previous)
            } else {
                if view.isChild(of: self) { removeChild(view) }
                box.insert(view, after: previous)
            }
            previous = view
        }
        let homogeneous = distribution == .fillEqually
        box.homogeneous = homogeneous
        box.spacing = homogeneous ? Self.pixels(spacing) : 0
        let growing = growingViews()
        for view in arrangedSubviews { place(view, grows: growing.contains { $0 === view }) }
        if !homogeneous { insertGaps() }
        queueResize()
    }

    /// The views that take the room left over along the axis.
    private func growingViews() -> [UIView] {
        switch distribution {
        case .fill:
            let visible = arrangedSubviews.filter { !$0.isHidden }
            let lowest = visible.map { $0.contentHuggingPriority(for: axis) }.min()
            return visible.filter { $0.contentHuggingPriority(for: axis) == lowest }
        case .fillEqually, .fillProportionally: return arrangedSubviews
        case .equalSpacing, .equalCentering: return []
        }
    }

    /// Sets `view`'s alignment across the axis and whether it grows along it. Both expand flags
    /// are set, so a descendant's expand flag does not reach the box.
    private func place(_ view: UIView, grows: Bool) {
        let horizontal = axis == .horizontal
        let across: Align =
            switch alignment {
            case .fill: .fill
            case .leading: .start
            case .center: .center
            case .trailing: .end
            case .firstBaseline, .lastBaseline: horizontal ? .baseline : .fill
            }
        view.halign = horizontal ? .fill : across
        view.valign = horizontal ? across : .fill
        view.hexpand = horizontal && grows
        view.vexpand = !horizontal && grows
    }

    /// Puts an empty widget of the gap's length between each two visible neighbours; with
    /// `.equalSpacing` and `.equalCentering` the gaps grow equally instead of the views.
    private func insertGaps() {
        let horizontal = axis == .horizontal
        let grows = distribution == .equalSpacing || distribution == .equalCentering
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for (view, _) in zip(visible, visible.dropFirst()) {
            let length = Self.pixels(customSpacings[ObjectIdentifier(view)] ?? spacing)
            guard length > 0 || grows else { continue }
            let gap = Gtk.Box()
            gap.setSizeRequest(width: horizontal ? length : 0, height: horizontal ? 0 : length)
            gap.hexpand = horizontal && grows
            gap.vexpand = !horizontal && grows
            box.insert(gap, after: view)
            gaps.append(gap)
        }
    }

    /// Points as whole pixels; GTK's box has no negative spacing, so overlaps become 0.
    static func pixels(_ points: CGFloat) -> Int {
        points.isFinite ? max(0, Int(points.rounded())) : 0
    }

    private var arrangementInsets: (left: Int, top: Int, right: Int, bottom: Int) {
        guard isLayoutMarginsRelativeArrangement else { return (0, 0, 0, 0) }
        let margins = layoutMargins
        return (
            Self.pixels(margins.left), Self.pixels(margins.top), Self.pixels(margins.right),
            Self.pixels(margins.bottom)
        )
    }

    private func measureArrangement(_ orientation: Orientation, _ forSize: Int) -> (minimum: Int, natural: Int) {
        let insets = arrangementInsets
        let horizontal = orientation == .horizontal
        let along = horizontal ? insets.left + insets.right : insets.top + insets.bottom
        let across = horizontal ? insets.top + insets.bottom : insets.left + insets.right
        let size = box.measure(orientation: orientation, forSize: forSize < 0 ? -1 : max(0, forSize - across))
        return (size.minimum + along, size.natural + along)
    }

    private func allocateArrangement(_ width: Int, _ height: Int) {
        let insets = arrangementInsets
        _ = box.measure(orientation: .horizontal)
        box.allocate(
            x: insets.left, y: insets.top, width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
        for view in subviews where !isArranged(view) && view.isVisible && view.isChild(of: self) {
            let frame = view.storedFrame
            _ = view.measure(orientation: .horizontal)
            view.allocate(
                x: Int(frame.minX.rounded()), y: Int(frame.minY.rounded()), width: Self.pixels(frame.width),
                height: Self.pixels(frame.height))
        }
    }
}
