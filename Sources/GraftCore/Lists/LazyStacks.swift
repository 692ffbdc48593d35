/// How a lazy container lays out its rows.
public enum _LazyLayout: Sendable, Hashable {
    /// One column, rows `spacing` apart, aligned in the column.
    case stack(spacing: Double, alignment: HorizontalAlignment)
    /// Columns described by grid items, rows `spacing` apart.
    case grid(columns: [GridItem], spacing: Double)
}

/// A vertical stack that makes its children's widgets only while they are (nearly) on screen,
/// on the same recycling machinery as `List`.
///
/// ```swift
/// LazyVStack(spacing: 4) {
///     ForEach(photos) { PhotoRow(photo: $0) }
/// }
/// ```
///
/// Unlike SwiftUI's, it scrolls by itself (GTK's recycling list is its own scroll view): use it
/// where you would put the `ScrollView`, not inside one. Rows keep `@State` as `List` rows do.
public struct LazyVStack<Content: View>: View, _LazyContainerView {
    /// `Never`: `LazyVStack` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double
    package let content: Content

    /// A lazy vertical stack.
    ///
    /// - Parameters:
    ///   - alignment: How children narrower than the stack are placed.
    ///   - spacing: The space between children (8 when nil, as `VStack`).
    ///   - content: The children; `ForEach`es are read lazily.
    public init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing ?? 8
        self.content = content()
    }

    /// How the rows are laid out.
    package var lazyLayout: _LazyLayout { .stack(spacing: spacing, alignment: alignment) }
}

/// A grid that makes its cells' widgets only while they are (nearly) on screen (`GtkGridView`).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 96))]) {
///     ForEach(photos) { Thumbnail(photo: $0) }
/// }
/// ```
///
/// Columns: as many as there are `.fixed` / `.flexible` items (all cells share the width), or,
/// with an `.adaptive(minimum:)` item, as many as fit at that minimum width. Like `LazyVStack`, it
/// scrolls by itself.
public struct LazyVGrid<Content: View>: View, _LazyContainerView {
    /// `Never`: `LazyVGrid` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let columns: [GridItem]
    let spacing: Double
    package let content: Content

    /// A lazy grid.
    ///
    /// - Parameters:
    ///   - columns: The columns' sizes.
    ///   - alignment: Accepted for SwiftUI compatibility; cells are centred in their columns.
    ///   - spacing: The space between rows (8 when nil).
    ///   - content: The cells; `ForEach`es are read lazily.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns.isEmpty ? [GridItem()] : columns
        self.spacing = spacing ?? 8
        self.content = content()
    }

    /// How the rows are laid out.
    package var lazyLayout: _LazyLayout { .grid(columns: columns, spacing: spacing) }
}

/// The size of one column of a `LazyVGrid`.
public struct GridItem: Sendable, Hashable {
    /// How wide a column is.
    public enum Size: Sendable, Hashable {
        /// Exactly this wide.
        case fixed(Double)
        /// A share of the width, between the bounds.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns as fit at `minimum` width each.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// The column's size.
    public var size: Size
    /// The space after the column (nil: the default).
    public var spacing: Double?
    /// How cells sit in the column (nil: centred).
    public var alignment: Alignment?

    /// A column.
    ///
    /// - Parameters:
    ///   - size: The column's size (flexible by default).
    ///   - spacing: The space after the column.
    ///   - alignment: How cells sit in the column.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A container whose rows are read lazily by the list machinery (`LazyVStack`, `LazyVGrid`): it
/// makes a lazy container widget with its layout and keeps the rows' coordinator in its storage.
@MainActor
package protocol _LazyContainerView: _PrimitiveView {
    associatedtype Content: View
    /// The rows; `ForEach`es are read lazily.
    var content: Content { get }
    /// How the rows are laid out.
    var lazyLayout: _LazyLayout { get }
}

extension _LazyContainerView {
    /// Makes the lazy container widget and the coordinator that feeds it rows.
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        let coordinator = _ListCoordinator(backend: context.backend)
        context.storage.value = coordinator
        let widget = context.backend.makeLazyContainer(lazyLayout, rows: coordinator)
        coordinator.list = widget
        return widget
    }
    /// Hands the rows' current content to the coordinator.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.stored(_ListCoordinator<B>.self).update(
            content: content, selection: nil, environment: context.environment)
    }
    /// Unmounts every row, then releases the container's widget.
    package func _dismantleWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.stored(_ListCoordinator<B>.self).unmountAll()
        context.backend.dismantle(context.widget)
    }
}
