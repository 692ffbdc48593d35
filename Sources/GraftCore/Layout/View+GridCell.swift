/// How one cell of a ``Grid`` is laid out, as its grid modifiers set it; a field left `nil` (or
/// empty) keeps the grid's and the row's choice.
public struct GridCellLayout: Sendable, Hashable {
    /// How many columns the cell spans (``View/gridCellColumns(_:)``).
    public var columns: Int?
    /// How every cell of this cell's column sits horizontally (``View/gridColumnAlignment(_:)``).
    public var columnAlignment: HorizontalAlignment?
    /// The point of the cell the view is placed at (``View/gridCellAnchor(_:)``).
    public var anchor: UnitPoint?
    /// The axes along which the view takes the size the other cells give its column or row instead
    /// of asking for space (``View/gridCellUnsizedAxes(_:)``).
    public var unsizedAxes: Axis.Set = []

    /// A layout that changes nothing.
    public init() {}

    /// This layout with the fields `outer` sets replacing its own: `outer` is a modifier further
    /// from the view.
    public func merged(under outer: GridCellLayout) -> GridCellLayout {
        var result = self
        if let columns = outer.columns { result.columns = columns }
        if let alignment = outer.columnAlignment { result.columnAlignment = alignment }
        if let anchor = outer.anchor { result.anchor = anchor }
        result.unsizedAxes.formUnion(outer.unsizedAxes)
        return result
    }
}

extension View {
    /// Makes the view's cell span `count` columns of its ``GridRow``.
    ///
    /// - Parameter count: The number of columns, 1 or more.
    public func gridCellColumns(_ count: Int) -> some View {
        _GridCellView(content: self) { $0.columns = max(1, count) }
    }

    /// Sets how every cell in this view's column sits horizontally, overriding the grid's alignment.
    ///
    /// - Parameter guide: The alignment of the column's cells.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        _GridCellView(content: self) { $0.columnAlignment = guide }
    }

    /// Places the view at `anchor` of its cell, overriding the grid's, row's and column's alignment.
    ///
    /// - Parameter anchor: The point of the cell (and of the view) that line up; GTK places a view
    ///   at the start, middle or end of its cell, so each fraction goes to the nearest of 0, ½, 1.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        _GridCellView(content: self) { $0.anchor = anchor }
    }

    /// Stops the view from asking for space along `axes`: it takes the width of its column (or the
    /// height of its row) that the other cells give it, as a `Color` or `Divider` that should not
    /// widen the grid does.
    ///
    /// - Parameter axes: The axes along which the view has no size of its own.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        _GridCellView(content: self) { $0.unsizedAxes = axes }
    }
}

/// The one-child container of a grid cell modifier.
struct _GridCellView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    static var _widgetIgnoresSlots: Bool { true }
    let content: Content
    let layout: GridCellLayout

    init(content: Content, change: (inout GridCellLayout) -> Void) {
        self.content = content
        var layout = GridCellLayout()
        change(&layout)
        self.layout = layout
    }

    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeGridCell()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateGridCell(context.handle(), layout)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
}
