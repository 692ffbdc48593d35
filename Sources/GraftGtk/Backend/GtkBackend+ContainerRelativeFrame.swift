import GraftCore
import GtkBridge

/// A `.containerRelativeFrame`: a box whose custom layout is a fixed frame whose size on the
/// frame's axes is computed from the nearest container (`Gtk.Widget.relativeContainer`) each
/// time GTK measures it.
///
/// GTK caches measurements, and a container growing does not re-measure what is inside it: after
/// each frame's layout (`connectAfterLayout`) the frame compares the container's size with the
/// one it measured against and, when it changed, queues a resize, which GTK lays out in the same
/// frame.
@MainActor
public final class NativeContainerRelativeFrame: NativeBox {
    let sizing = ContainerRelativeLayout()
    var afterLayout: SignalToken?
}

/// The measuring side of a container-relative frame.
@MainActor
final class ContainerRelativeLayout {
    /// The frame's rule; `nil` until the first update.
    var frame: ContainerRelativeFrame?
    /// The container size the last measurement used.
    var measuredAgainst: RelativeContainer?
    /// The container size a resize was last queued for (so a widget GTK does not measure, such
    /// as a hidden one, does not queue one each frame).
    var queuedFor: RelativeContainer?
    /// Whether measurements of one layout saw different container sizes: the containers around
    /// the frame may keep sizes from the older one (GTK caches them), so all are measured again.
    var sawContainerChange = false
    let fixed = FixedFrameLayout()

    private(set) lazy var layout = Gtk.CustomLayout(
        measure: { [weak self] widget, orientation, forSize in
            self?.measure(widget, orientation, forSize) ?? (0, 0)
        },
        allocate: { [weak self] widget, width, height in self?.fixed.allocate(widget, width, height) })

    /// Sets the fixed frame's lengths from the container's size now, then measures as a fixed frame.
    /// Except along a scroll view's scrolling axis the minimum is 0, so the frame does not stop
    /// its container (and the window) from shrinking.
    private func measure(_ widget: Gtk.Widget, _ orientation: Orientation, _ forSize: Int) -> (
        minimum: Int, natural: Int
    ) {
        guard let frame else { return fixed.measure(widget, orientation, forSize) }
        let container = widget.relativeContainer
        if let measuredAgainst, measuredAgainst != container { sawContainerChange = true }
        measuredAgainst = container
        queuedFor = nil
        func length(_ axis: Axis, _ containerLength: Int?) -> Int? {
            guard frame.axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            return Int(frame.length(in: Double(containerLength ?? 0), on: axis).rounded())
        }
        fixed.width = length(.horizontal, container?.width)
        fixed.height = length(.vertical, container?.height)
        var size = fixed.measure(widget, orientation, forSize)
        let onFrameAxis = (orientation == .horizontal ? fixed.width : fixed.height) != nil
        if onFrameAxis, container?.scrolls(horizontal: orientation == .horizontal) != true { size.minimum = 0 }
        return size
    }

    /// After a layout: queues a resize of `widget` when its container's size changed since it
    /// was measured.
    func containerMayHaveChanged(_ widget: Gtk.Widget) {
        guard frame != nil, widget.isMapped else { return }
        let container = widget.relativeContainer
        guard sawContainerChange || (container != measuredAgainst && container != queuedFor) else { return }
        sawContainerChange = false
        queuedFor = container
        widget.queueResize()
    }
}

extension GtkBackend {
    /// A box laid out by a `ContainerRelativeLayout`, following its container from realize on.
    public func makeContainerRelativeFrame() -> NativeContainerRelativeFrame {
        let view = NativeContainerRelativeFrame(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.fixedLayout = view.sizing.fixed
        view.widget.setCustomLayout(view.sizing.layout)
        view.tokens.append(
            view.widget.connect("realize", after: true) { [weak view] in
                guard let view else { return }
                view.afterLayout = view.widget.connectAfterLayout { [weak view] in
                    guard let view else { return }
                    view.sizing.containerMayHaveChanged(view.widget)
                }
            })
        view.tokens.append(
            view.widget.connect("unrealize") { [weak view] in
                view?.afterLayout?.cancel()
                view?.afterLayout = nil
            })
        view.onDismantle = { [weak view] in
            view?.afterLayout?.cancel()
            view?.afterLayout = nil
        }
        return view
    }

    /// Sets the frame's rule and alignment; the frame stops growing on its axes (its size there is
    /// the container's share) and re-measures when the rule may have changed.
    public func updateContainerRelativeFrame(_ view: NativeContainerRelativeFrame, _ frame: ContainerRelativeFrame) {
        let changed = view.sizing.frame.map { !$0.hasSameRule(as: frame) } ?? true
        view.sizing.frame = frame
        let horizontal = frame.axes.contains(.horizontal)
        let vertical = frame.axes.contains(.vertical)
        if horizontal { view.widget.hexpand = false } else { view.widget.hexpandSet = false }
        if vertical { view.widget.vexpand = false } else { view.widget.vexpandSet = false }
        view.blocksFillWidth = horizontal
        view.blocksFillHeight = vertical
        view.setOwnFills(width: false, height: false)
        view.alignment = frame.alignment
        view.alignChildren()
        if changed { view.widget.queueResize() }
    }
}
