import GraftCore
import GtkBridge

extension GtkBackend {
    /// Runs `apply` with the animation's progress on the widget's frame clock (`Animator`).
    public func animateFrames(
        _ widget: NativeWidget, key: String, animation: Animation?, _ apply: @escaping @MainActor (Double) -> Void
    ) {
        Animator.animate(widget, key: key, from: 0, to: 1, animation: animation, apply: apply)
    }
}

extension GtkBackend {
    /// A matched geometry container's handle.
    public typealias MatchedGeometryWidget = NativeMatchedGeometry

    /// A transition box that records its frame under its key.
    public func makeMatchedGeometry() -> NativeMatchedGeometry { NativeMatchedGeometry() }

    /// Sets the key and how the box takes part; an insertion animates from its match on the first layout.
    public func updateMatchedGeometry(
        _ view: NativeMatchedGeometry, _ key: MatchedGeometryKey, properties: MatchedGeometryProperties,
        anchor: UnitPoint, isSource: Bool, insertion: Animation?
    ) {
        view.key = key
        view.properties = properties
        view.anchor = anchor
        view.isSource = isSource
        if let insertion { view.pendingInsertion = insertion }
    }
}
