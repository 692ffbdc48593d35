extension UIView {
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    /// The first baseline (GTK's baseline).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    /// The last baseline (GTK's baseline).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// The area not covered by bars or a notch: on a desktop window, the whole bounds.
    public var safeAreaLayoutGuide: UILayoutGuide { guides.safeArea }
    /// The bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { guides.margins }
    /// The insets of `layoutMarginsGuide`, 8 points each by default.
    public var layoutMargins: UIEdgeInsets {
        get { guides.layoutMargins }
        set { guides.layoutMargins = newValue }
    }

    /// The active constraints this view holds (among itself, its subviews and its guides).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// Activates `constraint` — `addConstraint(_:)`.
    ///
    /// - Parameter constraint: A constraint among this view, its subviews and guides.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint — `addConstraints(_:)`.
    ///
    /// - Parameter constraints: Constraints among this view, its subviews and guides.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint` — `removeConstraint(_:)`.
    ///
    /// - Parameter constraint: One of `constraints`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each constraint — `removeConstraints(_:)`.
    ///
    /// - Parameter constraints: Some of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Adds a guide of your own to the view's layout.
    ///
    /// - Parameter layoutGuide: A guide not in another view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView == nil else { return }
        layoutGuide.owningView = self
        constraintLayout.addGuide(layoutGuide.native)
    }

    // MARK: - Frames and intrinsic sizes as constraints

    func frameConstraintsOf(_ view: UIView) -> [Gtk.Constraint] { view.frameConstraints }

    /// Places `view` at its frame (when it is placed by its frame) with four constraints.
    func updateFrameConstraints(of view: UIView) {
        for constraint in view.frameConstraints { constraintLayout.removeConstraint(constraint) }
        view.frameConstraints.removeAll()
        defer { setNeedsLayout() }
        guard view.translatesAutoresizingMaskIntoConstraints else { return }
        let frame = view.storedFrame
        let values: [(Gtk.ConstraintAttribute, CGFloat)] = [
            (.left, frame.minX), (.top, frame.minY), (.width, frame.width), (.height, frame.height),
        ]
        view.frameConstraints = values.map { attribute, value in
            Gtk.Constraint(
                target: .widget(view), attribute: attribute, relation: .equal, source: nil, sourceAttribute: .none,
                constant: Double(value), strength: UILayoutPriority.required.gtkStrength)
        }
        for constraint in view.frameConstraints { constraintLayout.addConstraint(constraint) }
    }

    /// Gives GTK `intrinsicContentSize` as the view's minimum size (`gtk_widget_set_size_request`)
    /// in each dimension that has one and resists compression at `.defaultLow` or more: GTK's
    /// measure then reports it as the view's minimum and natural size, which a superview's
    /// constraint layout holds the view to (the natural size at GTK's medium strength, as hugging)
    /// and a stack view's box arranges by.
    func applyIntrinsicContentSize() {
        let size = intrinsicContentSize
        func request(_ value: CGFloat, _ axis: NSLayoutConstraint.Axis) -> Int {
            guard value != UIView.noIntrinsicMetric, value >= 0,
                contentCompressionResistancePriority(for: axis) >= .defaultLow
            else { return -1 }
            return Int(value.rounded(.up))
        }
        let (width, height) = (request(size.width, .horizontal), request(size.height, .vertical))
        guard width >= 0 || height >= 0 || hasIntrinsicSizeRequest else { return }
        hasIntrinsicSizeRequest = width >= 0 || height >= 0
        setSizeRequest(width: width, height: height)
        queueResize()
    }
}
