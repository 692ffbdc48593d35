import Foundation

/// How `.containerRelativeFrame` sizes a view: on which axes, from which length of the nearest
/// container (the enclosing scroll view's visible size, else the window's content size, minus
/// the scroll view's content margins), and where the content sits in the frame.
public struct ContainerRelativeFrame {
    /// How a container's length becomes the frame's.
    public enum Rule {
        /// The container's length itself.
        case fill
        /// `count` columns (or rows) with `spacing` between them, `span` of them wide:
        /// (length − spacing × (count − 1)) / count × span + spacing × (span − 1).
        case grid(count: Int, span: Int, spacing: Double)
        /// The closure's result for the container's length and the axis.
        case custom((CGFloat, Axis) -> CGFloat)
    }

    /// The axes the frame sizes; on the others the view keeps its own size.
    public var axes: Axis.Set
    /// Where the content sits in the frame when it is smaller.
    public var alignment: Alignment
    /// How the container's length becomes the frame's.
    public var rule: Rule

    /// A frame on `axes` whose length follows `rule`, its content at `alignment`.
    ///
    /// - Parameters:
    ///   - axes: The axes the frame sizes.
    ///   - alignment: Where the content sits in the frame.
    ///   - rule: How the container's length becomes the frame's.
    public init(axes: Axis.Set, alignment: Alignment, rule: Rule) {
        (self.axes, self.alignment, self.rule) = (axes, alignment, rule)
    }

    /// The frame's length on `axis` in a container `containerLength` points long: never negative,
    /// never infinite (bad results and counts give 0 or the nearest sensible value).
    ///
    /// - Parameters:
    ///   - containerLength: The container's visible length on that axis.
    ///   - axis: The axis.
    public func length(in containerLength: Double, on axis: Axis) -> Double {
        let container = max(containerLength, 0)
        let result: Double
        switch rule {
        case .fill:
            result = container
        case .grid(let count, let span, let spacing):
            let columns = Double(max(count, 1))
            let spanned = Double(max(span, 1))
            result = (container - spacing * (columns - 1)) / columns * spanned + spacing * (spanned - 1)
        case .custom(let length):
            result = Double(length(CGFloat(container), axis))
        }
        return result.isFinite ? min(max(result, 0), 1_000_000) : 0
    }

    /// Whether both rules are the same (a closure never equals another, so a custom rule is always re-applied).
    ///
    /// - Parameter other: The rule to compare with.
    public func hasSameRule(as other: ContainerRelativeFrame) -> Bool {
        guard axes == other.axes, alignment == other.alignment else { return false }
        switch (rule, other.rule) {
        case (.fill, .fill): return true
        case (.grid(let a, let b, let c), .grid(let d, let e, let f)): return a == d && b == e && c == f
        default: return false
        }
    }
}

struct _ContainerRelativeFrameView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let frame: ContainerRelativeFrame
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeContainerRelativeFrame()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateContainerRelativeFrame(context.handle(), frame)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}

extension View {
    /// Sizes the view on `axes` to the nearest container: the visible size of the enclosing
    /// `ScrollView` (or `List`), else the window's content, less the scroll view's content margins.
    ///
    /// It follows the container: when the window is resized, the frame is too.
    ///
    /// ```swift
    /// Image("cover").resizable().containerRelativeFrame(.horizontal)
    /// ```
    ///
    /// - Parameters:
    ///   - axes: The axes to size; on the others the view keeps its own size.
    ///   - alignment: Where the content sits in the frame when it is smaller.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        _ContainerRelativeFrameView(
            content: self, frame: ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .fill))
    }

    /// Sizes the view on `axes` to `length` of the nearest container's length on each axis.
    ///
    /// ```swift
    /// Color.blue.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// ```
    ///
    /// - Parameters:
    ///   - axes: The axes to size.
    ///   - alignment: Where the content sits in the frame when it is smaller.
    ///   - length: The frame's length for the container's length on an axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        _ContainerRelativeFrameView(
            content: self, frame: ContainerRelativeFrame(axes: axes, alignment: alignment, rule: .custom(length)))
    }

    /// Sizes the view on `axes` as `span` of `count` equal columns (or rows) of the nearest
    /// container, with `spacing` between them: a carousel of three cards per screen is
    /// `.containerRelativeFrame(.horizontal, count: 3, spacing: 10)`.
    ///
    /// - Parameters:
    ///   - axes: The axes to size.
    ///   - count: How many columns the container's length is divided into (at least 1).
    ///   - span: How many of them the view spans (at least 1).
    ///   - spacing: The space between columns, which a view spanning several includes.
    ///   - alignment: Where the content sits in the frame when it is smaller.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        _ContainerRelativeFrameView(
            content: self,
            frame: ContainerRelativeFrame(
                axes: axes, alignment: alignment, rule: .grid(count: count, span: span, spacing: Double(spacing))))
    }
}
