/// A horizontal stack of children, for long rows in a horizontal `ScrollView`.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 12) {
///         ForEach(albums) { AlbumCover(album: $0) }
///     }
/// }
/// ```
///
/// It lays its children out as `HStack` does. Unlike SwiftUI's, it makes every child's widget
/// at once (GTK's recycling list view scrolls vertically only in Graft): for thousands of items,
/// prefer a `LazyVStack` or a `List`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A horizontal stack.
    ///
    /// - Parameters:
    ///   - alignment: How children shorter than the stack are placed.
    ///   - spacing: The space between children (8 when nil, as `HStack`).
    ///   - content: The children.
    public init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The children in a row.
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A grid of rows described by grid items, filled column by column: the first cells go down the
/// first column, then the next column starts, as SwiftUI's horizontal grid does.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
///         ForEach(1...10, id: \.self) { Text("\($0)") }
///     }
/// }
/// ```
///
/// A `.fixed` row is that tall; other rows take their cells' height. An `.adaptive` item is one
/// row. Every cell's widget is made at once (see ``LazyHStack``).
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A horizontal grid.
    ///
    /// - Parameters:
    ///   - rows: One grid item per row.
    ///   - alignment: How the grid's columns are placed vertically.
    ///   - spacing: The space between columns (8 when nil).
    ///   - content: The cells, in order.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Columns of `rows.count` cells each, side by side.
    public var body: some View {
        var cells: [(AnyHashable, any View)] = []
        _flattenCells(content, path: [], into: &cells)
        let rowItems = rows.isEmpty ? [GridItem()] : rows
        let perColumn = rowItems.count
        let columns = stride(from: 0, to: cells.count, by: perColumn).map {
            Array(cells[$0..<min($0 + perColumn, cells.count)])
        }
        return HStack(alignment: alignment, spacing: spacing) {
            ForEach(columns.indices, id: \.self) { column in
                VStack(spacing: 0) {
                    ForEach(columns[column].indices, id: \.self) { row in
                        _GridCell(
                            item: rowItems[row], isLast: row == perColumn - 1,
                            cell: AnyView(erasing: columns[column][row].1)
                        )
                        .id(columns[column][row].0)
                    }
                }
            }
        }
    }
}

/// One cell of a `LazyHGrid`: `.fixed` rows are that tall; the row's spacing follows it.
struct _GridCell: View {
    let item: GridItem
    let isLast: Bool
    let cell: AnyView

    var body: some View {
        let spacing = isLast ? 0 : (item.spacing ?? 8)
        if case .fixed(let height) = item.size {
            cell.frame(height: height).padding(.bottom, spacing)
        } else {
            cell.padding(.bottom, spacing)
        }
    }
}

/// The cells of a grid's content: `ForEach`, groups and conditionals give their children.
@MainActor
func _flattenCells(_ view: any View, path: [AnyHashable], into cells: inout [(AnyHashable, any View)]) {
    guard let multi = view as? any _MultiView else {
        cells.append((AnyHashable(path), view))
        return
    }
    var children: [(AnyHashable, any View)] = []
    multi._children(into: &children)
    for (id, child) in children { _flattenCells(child, path: path + [id], into: &cells) }
}
