import GtkBridge

/// SwiftUI's fixed `.frame(width:height:)` as a GTK layout: the box is exactly that size on the
/// fixed axes, whatever its children ask for, and stacks its children in a column inside.
///
/// GTK treats a size request as a minimum: a container grows to its content's natural size when
/// it has room. This layout reports the fixed size as both the minimum and the natural size,
/// offers the children that width (so text wraps to fit), and gives a child at least its own
/// minimum: one that cannot fit draws past the edges at its alignment, as in SwiftUI.
@MainActor
final class FixedFrameLayout {
    /// The fixed width, or `nil` to follow the children.
    var width: Int?
    /// The fixed height, or `nil` to follow the children.
    var height: Int?

    /// The GTK layout manager's rules, installed once per box.
    private(set) lazy var layout = Gtk.CustomLayout(
        measure: { [unowned self] widget, orientation, forSize in measure(widget, orientation, forSize) },
        allocate: { [unowned self] widget, width, height in allocate(widget, width, height) })

    private func fixed(_ orientation: Orientation) -> Int? { orientation == .horizontal ? width : height }

    func measure(_ widget: Gtk.Widget, _ orientation: Orientation, _ forSize: Int) -> (
        minimum: Int, natural: Int
    ) {
        if let fixed = fixed(orientation) { return (fixed, fixed) }
        // The other axis' fixed size is what the children are measured for.
        let given = fixed(orientation == .horizontal ? .vertical : .horizontal) ?? forSize
        var total = (minimum: 0, natural: 0)
        for child in widget.layoutChildren {
            var childForSize = given
            if given >= 0, orientation == .vertical {
                // A child is never narrower than its minimum width.
                childForSize = max(given, child.measure(orientation: .horizontal).minimum)
            }
            let size = child.measure(orientation: orientation, forSize: childForSize)
            if orientation == .horizontal {
                total = (max(total.minimum, size.minimum), max(total.natural, size.natural))
            } else {
                total = (total.minimum + size.minimum, total.natural + size.natural)
            }
        }
        return total
    }

    /// One child gets the whole area (it sits there at its alignment); several stack in a column
    /// at their natural heights, the last one taking what is left.
    func allocate(_ widget: Gtk.Widget, _ width: Int, _ height: Int) {
        let children = widget.layoutChildren
        var y = 0
        for (index, child) in children.enumerated() {
            let childWidth = max(width, child.measure(orientation: .horizontal).minimum)
            let childHeights = child.measure(orientation: .vertical, forSize: childWidth)
            let isLast = index == children.count - 1
            let childHeight = max(
                isLast ? max(height - y, childHeights.natural) : childHeights.natural, childHeights.minimum)
            // A child wider than the frame overflows at its alignment (centred unless start or end).
            let x: Int
            switch child.halign {
            case .start: x = 0
            case .end: x = width - childWidth
            default: x = (width - childWidth) / 2
            }
            child.allocate(
                x: x, y: y, width: childWidth,
                height: children.count == 1 ? max(height, childHeights.minimum) : childHeight)
            y += childHeight
        }
    }
}
