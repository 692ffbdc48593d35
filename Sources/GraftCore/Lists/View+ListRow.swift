import Foundation

/// An edge of a view along the vertical axis.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The edges, as bits.
        public let rawValue: Int8
        /// A set of edges from bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
        /// The set holding `edge`.
        ///
        /// - Parameter edge: The edge.
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

/// The tint of a list row's symbols and images, set with `.listItemTint(_:)`.
public struct ListItemTint: Sendable, Hashable {
    /// The colour, or nil for `monochrome`.
    let color: Color?

    /// Always this colour.
    ///
    /// - Parameter tint: The colour.
    /// - Returns: A fixed tint.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// This colour, unless the user chose an accent colour of their own (GTK has no such
    /// setting, so it is always this colour).
    ///
    /// - Parameter tint: The colour.
    /// - Returns: A preferred tint.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// The secondary (grey) colour of the row's text.
    public static let monochrome = ListItemTint(color: nil)

    /// The colour the tint gives symbols in `scheme`.
    ///
    /// - Parameter scheme: The colour scheme.
    /// - Returns: The colour's components.
    public func _resolved(in scheme: ColorScheme) -> Color.Components {
        (color ?? .secondary).resolve(in: scheme)
    }
}

extension View {
    /// Puts `view` behind the row, filling the whole row, in place of the list style's own
    /// background. Outside a `List` it has no effect.
    ///
    /// ```swift
    /// Text(item.name)
    ///     .listRowBackground(Color.blue.opacity(0.2))
    /// ```
    ///
    /// On GTK a colour paints the `GtkListView` row; any other view is laid out behind the row's
    /// content at the row's full size.
    ///
    /// - Parameter view: The background, or nil for the style's.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let trait: _ListRowTrait
        if let color = view as? Color {
            trait = .background(color: color, view: nil)
        } else {
            trait = .background(color: nil, view: view.map { AnyView(erasing: $0) })
        }
        return _ListRowTraitWriter(content: self, trait: trait)
    }

    /// Sets the padding of the row's content inside its row, in place of the list style's.
    ///
    /// GTK's default rows pad their content by 2 points (8 by 12 in `.grouped` and `.inset`
    /// lists, 0 by 8 in a `.sidebar`); these insets replace that.
    ///
    /// - Parameter insets: The padding, or nil for the style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        _ListRowTraitWriter(content: self, trait: .insets(insets))
    }

    /// Shows or hides the row's separators.
    ///
    /// A separator between two rows is hidden when either row hides it (the upper row's bottom
    /// edge, the lower row's top edge). `.visible` draws it even in a list style without
    /// separators.
    ///
    /// - Parameters:
    ///   - visibility: Whether the separators show.
    ///   - edges: Which of the row's separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _ListRowTraitWriter(content: self, trait: .separator(visibility, edges, section: false))
    }

    /// Colours the row's separators.
    ///
    /// - Parameters:
    ///   - color: The colour, or nil for the style's.
    ///   - edges: Which of the row's separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        _ListRowTraitWriter(content: self, trait: .separatorTint(color, edges, section: false))
    }

    /// Shows or hides a section's separators: the top one, above its first row, and the bottom
    /// one, below its last row.
    ///
    /// - Parameters:
    ///   - visibility: Whether the separators show.
    ///   - edges: Which of the section's separators.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        _ListRowTraitWriter(content: self, trait: .separator(visibility, edges, section: true))
    }

    /// Colours a section's separators (above its first row, below its last).
    ///
    /// - Parameters:
    ///   - color: The colour, or nil for the style's.
    ///   - edges: Which of the section's separators.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        _ListRowTraitWriter(content: self, trait: .separatorTint(color, edges, section: true))
    }

    /// Tints the row's symbols (a `Label`'s icon, an `Image(systemName:)`) with `tint`, as in a
    /// sidebar.
    ///
    /// - Parameter tint: The colour, or nil for the symbols' own.
    public func listItemTint(_ tint: Color?) -> some View {
        _ListRowTraitWriter(content: self, trait: .itemTint(tint.map { ListItemTint.fixed($0) }))
    }

    /// Tints the row's symbols (a `Label`'s icon, an `Image(systemName:)`) with `tint`.
    ///
    /// - Parameter tint: The tint, or nil for the symbols' own.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        _ListRowTraitWriter(content: self, trait: .itemTint(tint))
    }
}

struct ListItemTintKey: EnvironmentKey { static let defaultValue: ListItemTint? = nil }

struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// The tint of symbols in a list row (`.listItemTint`); nil outside one, or for the
    /// symbols' own colour.
    public var _listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }

    /// The least height of a list's rows, in points; 0 (the default) leaves it to the list style.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list's section headers, in points; 0 (the default) leaves it to the
    /// list style.
    public var defaultMinListHeaderHeight: CGFloat {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
