import GraftCore
import GtkBridge

/// The container of `.symbolEffect`: a box whose one child takes its whole area and is drawn
/// with the effect's frame — the opacity on the box, the scale, rotation and move as a transform
/// on the child's allocation, so the layout around it does not change.
@MainActor
public final class NativeSymbolEffect: NativeBox {
    /// How the content is drawn now.
    private(set) var frame = SymbolEffectFrame.identity

    init() {
        super.init(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        widget.setCustomLayout(layout)
    }

    private lazy var layout = Gtk.CustomLayout(
        measure: { widget, orientation, forSize in
            widget.layoutChildren.reduce((minimum: 0, natural: 0)) { total, child in
                let size = child.measure(orientation: orientation, forSize: forSize)
                return (max(total.minimum, size.minimum), max(total.natural, size.natural))
            }
        },
        allocate: { [unowned self] widget, width, height in
            for child in widget.layoutChildren {
                child.allocate(
                    x: 0, y: 0, width: width, height: height, movedBy: frame.offsetX, frame.offsetY,
                    scaledBy: frame.scale, rotatedBy: frame.rotation)
            }
        })

    private var running: FrameAnimation?
    private var mapToken: SignalToken?

    /// Plays `frame` along `animation` on the frame clock, once the box is shown.
    func play(_ animation: Animation, _ frame: @escaping @MainActor (Double) -> SymbolEffectFrame) {
        stop()
        guard widget.isMapped else {
            mapToken = widget.onMap { [weak self] in self?.play(animation, frame) }
            return
        }
        running = FrameAnimation(
            on: widget, from: 0, to: 1, animation: animation, apply: { [weak self] in self?.draw(frame($0)) })
    }

    /// Stops the running effect where it is.
    func stop() {
        mapToken?.cancel()
        mapToken = nil
        running?.cancel()
        running = nil
    }

    override func dropCallbacks() {
        super.dropCallbacks()
        stop()
    }

    /// Draws the content with `frame` from the next layout on.
    func draw(_ frame: SymbolEffectFrame) {
        guard frame != self.frame else { return }
        self.frame = frame
        let opacity = min(max(frame.opacity, 0), 1)
        if widget.opacity != opacity { widget.opacity = opacity }
        widget.queueAllocate()
    }
}

extension GtkBackend {
    /// A symbol effect container's handle.
    public typealias SymbolEffectWidget = NativeSymbolEffect

    /// A one-child box drawing its content with a symbol effect's frames.
    public func makeSymbolEffect() -> NativeSymbolEffect { NativeSymbolEffect() }

    /// Draws the content with `frame`: the box's opacity, the child's allocation transform.
    public func updateSymbolEffect(_ view: NativeSymbolEffect, _ frame: SymbolEffectFrame) {
        view.stop()
        view.draw(frame)
    }

    /// Plays the effect on the box's frame clock (`FrameAnimation`), from when it is shown.
    public func animateSymbolEffect(
        _ view: NativeSymbolEffect, animation: Animation, _ frame: @escaping @MainActor (Double) -> SymbolEffectFrame
    ) {
        view.play(animation, frame)
    }
}
