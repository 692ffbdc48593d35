/// A view's layer (`CALayer`): its corner radius, border and clipping, drawn by GTK's CSS on the
/// view's widget (one shared stylesheet class per value, with the colour's dark value for dark
/// windows).
@MainActor
public final class CALayer {
    private unowned let view: UIView

    init(view: UIView) { self.view = view }

    /// The radius of the rounded corners of the background and border.
    public var cornerRadius: CGFloat {
        get { CGFloat(view.cornerRadius) }
        set { view.cornerRadius = Double(newValue) }
    }

    /// The border's width; 0 (the default) draws none.
    public var borderWidth: CGFloat {
        get { CGFloat(view.borderWidth) }
        set { view.borderWidth = Double(newValue) }
    }

    /// The border's colour.
    public var borderColor: CGColor? {
        get { view.borderColor }
        set { view.borderColor = newValue }
    }

    /// The background colour (the view's `backgroundColor`).
    public var backgroundColor: CGColor? {
        get { view.backgroundColor }
        set { view.backgroundColor = newValue }
    }

    /// Whether content is clipped to the bounds and rounded corners (GTK's overflow hidden).
    public var masksToBounds: Bool {
        get { view.overflowHidden }
        set { view.overflowHidden = newValue }
    }

    /// The opacity (the view's `alpha`).
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = CGFloat(newValue) }
    }
}

extension UIView {
    /// The view's layer: corner radius, border, clipping.
    public var layer: CALayer { CALayer(view: self) }

    /// Whether subviews are clipped to the bounds (GTK's overflow hidden).
    public var clipsToBounds: Bool {
        get { overflowHidden }
        set { overflowHidden = newValue }
    }
}
