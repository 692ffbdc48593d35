import GraftCore
import GtkBridge

/// The container of `.transition`: a box that lays its children out in a column, as a wrapper
/// does, and draws them with a ``TransitionEffect`` — the opacity on the box, the move and scale
/// as a transform on each child's allocation (so the layout around it does not change).
@MainActor
public class NativeTransition: NativeBox {
    /// How the content is drawn now (a subclass may set it in ``willAllocate(width:height:)``).
    var effect = TransitionEffect.identity
    /// The running animation, if any.
    private var running: FrameAnimation?
    /// Waits for the box to be shown before an insertion starts.
    private var mapToken: SignalToken?

    init() {
        // Not `centersSingleChild`: the box's own layout is replaced, so it has no homogeneous
        // setting; the custom layout gives each child the whole width at its alignment.
        super.init(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        widget.setCustomLayout(layout)
    }

    private lazy var layout = Gtk.CustomLayout(
        measure: { widget, orientation, forSize in NativeTransition.measure(widget, orientation, forSize) },
        allocate: { [unowned self] widget, width, height in allocate(widget, width, height) })

    /// Draws the content with `effect` now.
    func apply(_ effect: TransitionEffect) {
        self.effect = effect
        widget.opacity = min(max(effect.opacity, 0), 1)
        widget.queueAllocate()
    }

    /// Moves the effect to `to` (from `from`, else from where it is) along `animation`; see
    /// `WrappersBackend.animateTransition`.
    func animate(
        from: TransitionEffect?, to: TransitionEffect, animation: Animation,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        cancelTransition()
        if let from { apply(from) }
        guard widget.isMapped else {
            // Not shown yet (an insertion made in this pass): start once it is; a removal of a
            // widget that is not on screen ends at once.
            guard from != nil else {
                apply(to)
                completion(true)
                return
            }
            mapToken = widget.onMap { [weak self] in
                guard let self else { return }
                mapToken?.cancel()
                mapToken = nil
                run(to: to, animation: animation, completion: completion)
            }
            pendingCompletion = completion
            return
        }
        run(to: to, animation: animation, completion: completion)
    }

    /// The completion of an insertion waiting for the box to be shown.
    private var pendingCompletion: (@MainActor (Bool) -> Void)?

    private func run(to: TransitionEffect, animation: Animation, completion: @escaping @MainActor (Bool) -> Void) {
        pendingCompletion = nil
        let start = effect
        // The start effect is 0 of the way to the identity; the target is the fraction `progress`
        // moves the start towards it, as one value from 0 to 1.
        running = FrameAnimation(
            on: widget, from: 0, to: 1, duration: animation.duration, curve: animation.value(at:),
            apply: { [weak self] progress in self?.apply(Self.mix(start, to, progress)) },
            completion: { [weak self] finished in
                self?.running = nil
                completion(finished)
            })
    }

    /// Dismantled: the animation stops, and its completion gets `false`.
    override func dropCallbacks() {
        super.dropCallbacks()
        cancelTransition()
    }

    /// Stops a running or waiting animation where it is; its completion gets `false`.
    func cancelTransition() {
        mapToken?.cancel()
        mapToken = nil
        if let waiting = pendingCompletion {
            pendingCompletion = nil
            waiting(false)
        }
        running?.cancel()
        running = nil
    }

    /// The effect `progress` of the way from `start` to `end`.
    private static func mix(_ start: TransitionEffect, _ end: TransitionEffect, _ progress: Double) -> TransitionEffect
    {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return TransitionEffect(
            opacity: lerp(start.opacity, end.opacity), scale: lerp(start.scale, end.scale),
            anchor: end.scale != 1 ? end.anchor : start.anchor, offsetX: lerp(start.offsetX, end.offsetX),
            offsetY: lerp(start.offsetY, end.offsetY), relativeX: lerp(start.relativeX, end.relativeX),
            relativeY: lerp(start.relativeY, end.relativeY), rotation: lerp(start.rotation, end.rotation),
            rotationAnchor: end.rotation != 0 ? end.rotationAnchor : start.rotationAnchor)
    }

    /// The children as a column: the widest one's width, the heights added.
    private static func measure(_ widget: Gtk.Widget, _ orientation: Orientation, _ forSize: Int) -> (
        minimum: Int, natural: Int
    ) {
        var total = (minimum: 0, natural: 0)
        for child in widget.layoutChildren {
            let size = child.measure(orientation: orientation, forSize: forSize)
            total =
                orientation == .horizontal
                ? (max(total.minimum, size.minimum), max(total.natural, size.natural))
                : (total.minimum + size.minimum, total.natural + size.natural)
        }
        return total
    }

    /// One child gets the whole area; several share it as a column at their natural heights, the
    /// last taking the rest. Each is drawn with the effect's move and scale.
    /// Called as the box is allocated, before its children are, with the box's own allocation
    /// already in place: a subclass may measure where the box is and change ``effect``.
    func willAllocate(width: Int, height: Int) {}

    private func allocate(_ widget: Gtk.Widget, _ width: Int, _ height: Int) {
        willAllocate(width: width, height: height)
        let children = widget.layoutChildren
        let dx = effect.offsetX + effect.relativeX * Double(width)
        let dy = effect.offsetY + effect.relativeY * Double(height)
        var y = 0
        for (index, child) in children.enumerated() {
            let natural = child.measure(orientation: .vertical, forSize: width).natural
            let childHeight = index == children.count - 1 ? max(height - y, 0) : natural
            var transform = DrawingTransform()
            (transform.dx, transform.dy) = (dx, dy)
            (transform.scaleX, transform.scaleY) = (effect.scale, effect.scale)
            transform.scaleAnchor = (effect.anchor.x, effect.anchor.y)
            transform.degrees = effect.rotation
            transform.rotationAnchor = (effect.rotationAnchor.x, effect.rotationAnchor.y)
            child.allocate(x: 0, y: y, width: width, height: childHeight, transformed: transform)
            y += childHeight
        }
    }
}

extension GtkBackend {
    /// A one-child box that draws its content with a transition's effect.
    public func makeTransition() -> NativeTransition { NativeTransition() }

    /// Animates the box's effect on its frame clock; an insertion waits until the box is shown.
    public func animateTransition(
        _ view: NativeTransition, from: TransitionEffect?, to: TransitionEffect, animation: Animation,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        view.animate(from: from, to: to, animation: animation, completion: completion)
    }
}
