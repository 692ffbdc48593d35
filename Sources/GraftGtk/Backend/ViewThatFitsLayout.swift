import GraftCore
import GtkBridge

/// A `ViewThatFits`: a box whose layout (`ViewThatFitsLayout`) shows one of its children.
@MainActor
public final class NativeViewThatFits: NativeBox {
    let fitting = ViewThatFitsLayout()
}

/// SwiftUI's `ViewThatFits` as a GTK layout: of the box's children, the first whose natural size
/// fits the box's allocation along the constrained axes is shown and given the box's space, or
/// the last one when none fits; the others are hidden (not child-visible) but stay in the box.
///
/// The box asks for the first child's natural size, and can shrink to the smallest natural size
/// among the children (never narrower than the last one's minimum width), so that the window can
/// be made small enough for a later child to be chosen.
@MainActor
final class ViewThatFitsLayout {
    /// The axes along which a child must fit.
    var axes: Axis.Set = [.horizontal, .vertical]

    /// The GTK layout manager's rules, installed once per box.
    private(set) lazy var layout = Gtk.CustomLayout(
        measure: { [unowned self] widget, orientation, forSize in measure(widget, orientation, forSize) },
        allocate: { [unowned self] widget, width, height in allocate(widget, width, height) })

    private func naturalWidth(_ child: Gtk.Widget) -> Int { child.measure(orientation: .horizontal).natural }

    /// The child's height for `width`, a width it can have (at least its minimum).
    private func height(_ child: Gtk.Widget, forWidth width: Int) -> (minimum: Int, natural: Int) {
        guard width >= 0 else { return child.measure(orientation: .vertical) }
        return child.measure(
            orientation: .vertical, forSize: max(width, child.measure(orientation: .horizontal).minimum))
    }

    private func fitsWidth(_ child: Gtk.Widget, _ width: Int) -> Bool {
        !axes.contains(.horizontal) || width < 0 || naturalWidth(child) <= width
    }

    /// The size the box asks for along one axis: the first candidate's natural size, and at least
    /// the smallest a candidate fits in, along a constrained axis; the candidate's own size along
    /// a free one.
    private func measure(_ widget: Gtk.Widget, _ orientation: Orientation, _ forSize: Int) -> (
        minimum: Int, natural: Int
    ) {
        let children = widget.visibleChildren
        guard let last = children.last else { return (0, 0) }
        let sizes: [(minimum: Int, natural: Int)]
        let constrained: Bool
        if orientation == .horizontal {
            sizes = children.map { $0.measure(orientation: .horizontal) }
            constrained = axes.contains(.horizontal)
            if !constrained {
                return (sizes.map(\.minimum).max() ?? 0, sizes.map(\.natural).max() ?? 0)
            }
        } else {
            // The candidates for this width: those that fit it, else the last one.
            let fitting = children.filter { fitsWidth($0, forSize) }
            let candidates = fitting.isEmpty ? [last] : fitting
            sizes = candidates.map { height($0, forWidth: forSize) }
            constrained = axes.contains(.vertical)
            if !constrained { return sizes[0] }
        }
        // Some candidate fits in the smallest natural size; across, the last one (shown when none
        // fits the other axis) needs its minimum.
        var minimum = sizes.map(\.natural).min() ?? 0
        if orientation == .horizontal { minimum = max(minimum, sizes[sizes.count - 1].minimum) }
        return (minimum, max(minimum, sizes[0].natural))
    }

    /// Shows the first child that fits `width` × `height` (else the last), in the whole area.
    private func allocate(_ widget: Gtk.Widget, _ width: Int, _ height: Int) {
        let children = widget.visibleChildren
        guard !children.isEmpty else { return }
        let chosen =
            children.firstIndex { child in
                fitsWidth(child, width)
                    && (!axes.contains(.vertical) || self.height(child, forWidth: width).natural <= height)
            } ?? children.count - 1
        for (index, child) in children.enumerated() where child.isChildVisible != (index == chosen) {
            child.isChildVisible = index == chosen
        }
        let child = children[chosen]
        let childWidth = max(width, child.measure(orientation: .horizontal).minimum)
        let childHeight = max(height, self.height(child, forWidth: childWidth).minimum)
        child.allocate(x: 0, y: 0, width: childWidth, height: childHeight)
    }
}

extension GtkBackend {
    /// A box laid out by `ViewThatFitsLayout`.
    public func makeViewThatFits() -> NativeViewThatFits {
        let view = NativeViewThatFits(Gtk.Box(orientation: .vertical, spacing: 0), axis: nil)
        view.widget.setCustomLayout(view.fitting.layout)
        return view
    }

    /// Sets the axes along which a child must fit, laying the box out again when they change.
    public func updateViewThatFits(_ view: NativeViewThatFits, axes: Axis.Set, _ environment: EnvironmentValues) {
        guard view.fitting.axes != axes else { return }
        view.fitting.axes = axes
        view.widget.queueResize()
    }
}
