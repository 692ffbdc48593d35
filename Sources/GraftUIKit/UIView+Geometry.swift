extension UIView {
    /// The view's rectangle in its superview's coordinates.
    ///
    /// While `translatesAutoresizingMaskIntoConstraints` is `true`, it is the frame you set, and
    /// GTK places the view there. Otherwise it is where GTK's constraint solver placed the view in
    /// the last layout. Setting it places the view by its frame.
    public var frame: CGRect {
        get {
            if superview == nil, allocatedWidth > 0 {
                return CGRect(origin: storedFrame.origin, size: CGSize(width: allocatedWidth, height: allocatedHeight))
            }
            if translatesAutoresizingMaskIntoConstraints || superview == nil { return storedFrame }
            if let superview, let rect = frame(in: superview) {
                return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            }
            return CGRect(origin: storedFrame.origin, size: CGSize(width: allocatedWidth, height: allocatedHeight))
        }
        set {
            storedFrame = newValue
            superview?.updateFrameConstraints(of: self)
            setNeedsLayout()
        }
    }

    /// The view's own rectangle: origin zero, the frame's size. Setting it resizes the frame.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let current = frame
            frame = CGRect(
                x: current.midX - newValue.width / 2, y: current.midY - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The centre of the frame, in the superview's coordinates. Setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let size = frame.size
            frame = CGRect(
                x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width,
                height: size.height)
        }
    }

    /// Whether the view is placed by its frame (`true`, the default) or by constraints (`false`).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { !usesConstraints }
        set {
            guard newValue == usesConstraints else { return }
            if !newValue { storedFrame = frame }
            usesConstraints = !newValue
            superview?.updateFrameConstraints(of: self)
        }
    }

    /// Asks for `layoutSubviews()` at the next layout, even if the size did not change.
    public func setNeedsLayout() { invalidateAllocation() }

    /// Asks GTK for a layout of the view now if one is pending — `layoutIfNeeded()`.
    ///
    /// GTK lays out whole windows once per frame; this queues that layout, which runs before the
    /// next frame is drawn, so the changes you made show together (and animate with `alpha`).
    public func layoutIfNeeded() { queueResize() }

    /// Resizes the frame to `sizeThatFits` of its current size.
    public func sizeToFit() {
        let current = frame
        frame = CGRect(origin: current.origin, size: sizeThatFits(current.size))
    }

    /// The value for a dimension with no intrinsic size (`UIView.noIntrinsicMetric`, -1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Re-reads `intrinsicContentSize` and lays the view out again.
    public func invalidateIntrinsicContentSize() {
        applyIntrinsicContentSize()
        superview?.setNeedsLayout()
    }
}
