import Foundation
import GraftCore
import GtkBridge

/// A `VStack` or `HStack` that lines its children up along an alignment guide a `GtkBox` has no
/// notion of: a text baseline, a guide of the app's own, or a guide a child moved with
/// `.alignmentGuide`.
///
/// Along the stack it shares space as `GtkBox` does: each child gets its minimum, then what is
/// left goes towards the natural sizes (smallest shortfall first), then to the children that
/// fill. Across it, SwiftUI's rule: every child's value of the guide lies on one line, and the
/// stack is as thick as the children reach on either side of it. A child that fills across the
/// stack gets the whole thickness. Right to left, the children run from the right.
@MainActor
final class GuideStackLayout {
    /// The stack whose children this places (it owns the layout).
    unowned let stack: NativeBox
    /// The guide across the stack.
    var guide: AlignmentKey

    init(stack: NativeBox, guide: AlignmentKey) {
        self.stack = stack
        self.guide = guide
    }

    private(set) lazy var layout = Gtk.CustomLayout(
        measure: { [unowned self] _, orientation, forSize in measure(orientation, forSize) },
        allocate: { [unowned self] widget, width, height in allocate(widget, width, height) })

    private var isHorizontal: Bool { stack.axis == .horizontal }
    private var spacing: Int { stack.spacing }
    private var items: [NativeWidget] { stack.children.filter { $0.widget.isVisible } }

    /// One child placed: its lengths along and across the stack, and its guide's value.
    private struct Placement {
        var along: Int
        var across: Int
        var guide: Double
    }

    private func measure(_ orientation: Orientation, _ forSize: Int) -> (minimum: Int, natural: Int) {
        let items = items
        guard !items.isEmpty else { return (0, 0) }
        let gaps = spacing * (items.count - 1)
        if (orientation == .horizontal) == isHorizontal {
            // Along the stack: the children's lengths end to end.
            let lengths = items.map { alongLengths($0, across: -1) }
            return (lengths.map(\.minimum).reduce(gaps, +), lengths.map(\.natural).reduce(gaps, +))
        }
        // Across: the extent around the guide line, for the lengths the children get along.
        let natural = extent(place(items, along: forSize, across: -1, minimum: false))
        let minimum = extent(place(items, along: forSize, across: -1, minimum: true))
        return (minimum, max(minimum, natural))
    }

    private func allocate(_ widget: Gtk.Widget, _ width: Int, _ height: Int) {
        let items = items
        let along = isHorizontal ? width : height
        let across = isHorizontal ? height : width
        let placements = place(items, along: along, across: across, minimum: false)
        let line = placements.map(\.guide).max() ?? 0
        let rightToLeft = isHorizontal && widget.isRightToLeft
        var offset = 0
        for (item, placement) in zip(items, placements) {
            let fills = isHorizontal ? item.fillsHeight : item.fillsWidth
            let start = fills ? 0 : Int((line - placement.guide).rounded())
            if isHorizontal {
                let x = rightToLeft ? width - offset - placement.along : offset
                item.widget.allocate(x: x, y: start, width: placement.along, height: placement.across)
            } else {
                let x = widget.isRightToLeft ? width - start - placement.across : start
                item.widget.allocate(x: x, y: offset, width: placement.across, height: placement.along)
            }
            offset += placement.along + spacing
        }
    }

    /// How far the children reach before and after the guide line.
    private func extent(_ placements: [Placement]) -> Int {
        let before = placements.map(\.guide).max() ?? 0
        let after = placements.map { Double($0.across) - $0.guide }.max() ?? 0
        return Int((before + after).rounded(.up))
    }

    /// A child's minimum and natural length along the stack, `across` thick (-1: unknown).
    private func alongLengths(_ item: NativeWidget, across: Int) -> (minimum: Int, natural: Int) {
        item.widget.measure(orientation: isHorizontal ? .horizontal : .vertical, forSize: across)
    }

    /// The lengths, thicknesses and guide values of the children in `along` × `across` (-1: as
    /// much as they like).
    private func place(_ items: [NativeWidget], along: Int, across: Int, minimum: Bool) -> [Placement] {
        if isHorizontal {
            let lengths = share(items.map { alongLengths($0, across: -1) }, along, items)
            return zip(items, lengths).map { item, width in
                let heights = item.widget.measureHeight(forWidth: width)
                let wanted = minimum ? heights.minimum : heights.natural
                let height =
                    item.fillsHeight && across >= 0
                    ? max(across, heights.minimum) : fitted(wanted, heights.minimum, across)
                let dimensions = self.dimensions(item, width: width, height: height, baseline: heights.baseline)
                return Placement(along: width, across: height, guide: Self.usable(dimensions.value(of: guide)))
            }
        }
        let widths = items.map { item -> Int in
            let lengths = item.widget.measure(orientation: .horizontal)
            if item.fillsWidth, across >= 0 { return max(across, lengths.minimum) }
            return fitted(minimum ? lengths.minimum : lengths.natural, lengths.minimum, across)
        }
        let lengths = share(zip(items, widths).map { alongLengths($0, across: $1) }, along, items)
        return zip(items, zip(widths, lengths)).map { item, size in
            let dimensions = self.dimensions(item, width: size.0, height: size.1, baseline: nil)
            return Placement(along: size.1, across: size.0, guide: Self.usable(dimensions.value(of: guide)))
        }
    }

    /// A guide value a layout can place by: a value that is not a number counts as 0, and one
    /// past a million pixels either way stops there (a child that far off is off screen anyway).
    static func usable(_ value: CGFloat) -> Double {
        value.isNaN ? 0 : min(max(Double(value), -1_000_000), 1_000_000)
    }

    /// `wanted`, at least `minimum`, and no more than `limit` (-1: none) unless the minimum is.
    private func fitted(_ wanted: Int, _ minimum: Int, _ limit: Int) -> Int {
        limit < 0 ? wanted : max(minimum, min(wanted, limit))
    }

    /// GtkBox's sharing of `total` along the stack (-1: everyone's natural length).
    private func share(_ lengths: [(minimum: Int, natural: Int)], _ total: Int, _ items: [NativeWidget]) -> [Int] {
        guard total >= 0 else { return lengths.map(\.natural) }
        var sizes = lengths.map(\.minimum)
        var extra = total - sizes.reduce(spacing * max(0, lengths.count - 1), +)
        guard extra > 0 else { return sizes }
        let order = lengths.indices.sorted {
            lengths[$0].natural - lengths[$0].minimum < lengths[$1].natural - lengths[$1].minimum
        }
        for (done, index) in order.enumerated() where extra > 0 {
            let give = min(lengths[index].natural - lengths[index].minimum, extra / (order.count - done))
            sizes[index] += give
            extra -= give
        }
        let filling = items.indices.filter { isHorizontal ? items[$0].fillsWidth : items[$0].fillsHeight }
        guard extra > 0, !filling.isEmpty else { return sizes }
        for (position, index) in filling.enumerated() {
            sizes[index] += extra / filling.count + (position < extra % filling.count ? 1 : 0)
        }
        return sizes
    }

    /// What `.alignmentGuide` closures and guide defaults see of a child.
    private func dimensions(_ item: NativeWidget, width: Int, height: Int, baseline: Int?) -> ViewDimensions {
        let first = baseline.map(Double.init) ?? Self.firstBaseline(item, width: width)
        let last = first.map { $0 + Self.lastBaselineOffset(item, width: width, height: height) }
        return ViewDimensions(
            width: CGFloat(width), height: CGFloat(height), firstBaseline: first.map { CGFloat($0) },
            lastBaseline: last.map { CGFloat($0) }, guides: item.effectiveAlignmentGuides)
    }

    /// The first text baseline of `item` from its top: GTK's, else that of the first child of a
    /// column or a one-child wrapper (with the wrapper's top margin); `nil` with no text.
    static func firstBaseline(_ item: NativeWidget, width: Int) -> Double? {
        if let baseline = item.widget.measureHeight(forWidth: width).baseline { return Double(baseline) }
        guard let box = item as? NativeBox, box.axis != .horizontal || box.children.count == 1,
            let first = box.children.first(where: { $0.widget.isVisible })
        else { return nil }
        return firstBaseline(first, width: width).map { $0 + Double(item.widget.marginTop) }
    }

    /// How far below the first baseline the last one is: the label's last line, or the last
    /// child's last line in a column.
    static func lastBaselineOffset(_ item: NativeWidget, width: Int, height: Int) -> Double {
        if let label = item as? NativeLabel { return Double(label.label.lastBaselineOffset(forWidth: width)) }
        guard let box = item as? NativeBox, box.axis == .vertical,
            let first = box.children.first(where: { $0.widget.isVisible }),
            let last = box.children.last(where: { $0.widget.isVisible }), last !== first,
            let firstLine = firstBaseline(first, width: width),
            let lastFirstLine = firstBaseline(last, width: width)
        else { return 0 }
        let lastHeight = last.widget.measureHeight(forWidth: width).natural
        let lastTop = Double(height - Int(item.widget.marginBottom) - lastHeight)
        return lastTop + lastFirstLine + lastBaselineOffset(last, width: width, height: lastHeight) - firstLine
            - Double(item.widget.marginTop)
    }
}
