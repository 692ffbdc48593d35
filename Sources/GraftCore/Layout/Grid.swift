/// Views in rows and columns: each column is as wide as its widest cell, each row as tall as its
/// tallest cell.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow {
///         Text("Name")
///         Text("Ada Lovelace")
///     }
///     Divider()
///     GridRow {
///         Text("Born")
///         Text("1815")
///     }
/// }
/// ```
///
/// Each ``GridRow`` is one row, its views one cell each, in columns from the leading edge. A view
/// that is not in a `GridRow` takes a row of its own spanning every column (a `Divider` between
/// rows). Cells adjust with ``View/gridCellColumns(_:)``, ``View/gridColumnAlignment(_:)``,
/// ``View/gridCellAnchor(_:)`` and ``View/gridCellUnsizedAxes(_:)``.
public struct Grid<Content: View>: View, _PrimitiveView {
    /// `Never`: `Grid` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// A grid of `content`'s rows.
    ///
    /// - Parameters:
    ///   - alignment: Where each view sits in its cell when the cell is larger than the view.
    ///   - horizontalSpacing: Space between columns; `nil` uses the default of 8.
    ///   - verticalSpacing: Space between rows; `nil` uses the default of 8.
    ///   - content: The rows: ``GridRow``s, and views that span the whole width.
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// One slot: the rows.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `Grid` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeGrid()
    }
    /// Brings `Grid`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateGrid(
            context.handle(), alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8,
            verticalSpacing: verticalSpacing ?? 8, context.environment)
    }
    /// Puts the rows' widgets into `Grid`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Clears the stack axis: a view spanning the grid lies along no stack's axis (a `Divider` is a
    /// horizontal line).
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = nil }
    /// `true`: the grid's own settings do not depend on its rows.
    package static var _widgetIgnoresSlots: Bool { true }
}

/// One row of a ``Grid``: each of its views is a cell, in columns from the leading edge.
///
/// ```swift
/// GridRow(alignment: .bottom) {
///     Text("Total")
///     Text("42").gridColumnAlignment(.trailing)
/// }
/// ```
///
/// Outside a `Grid`, a row lays its views out as an `HStack` does.
public struct GridRow<Content: View>: View, _PrimitiveView {
    /// `Never`: `GridRow` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of `content`'s cells.
    ///
    /// - Parameters:
    ///   - alignment: Where the row's views sit vertically in their cells; `nil` keeps the grid's.
    ///   - content: The cells, one view each.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// One slot: the cells.
    package var _slots: [any View] { [content] }
    /// Makes the native widget for this `GridRow` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeGridRow()
    }
    /// Brings `GridRow`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateGridRow(context.handle(), alignment: alignment, context.environment)
    }
    /// Hands the cells' widgets to `GridRow`'s widget.
    package func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setChildren(context.widget, slots[0], context.environment)
    }
    /// Marks the cells as laid out in a row (a `Divider` among them is a vertical line).
    package func _modifyChildEnvironment(_ environment: inout EnvironmentValues) { environment.stackAxis = .horizontal }
    /// `true`: the row's own settings do not depend on its cells.
    package static var _widgetIgnoresSlots: Bool { true }
}
