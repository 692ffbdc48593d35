/// How a `List` draws its rows; set with `.listStyle(_:)`.
@MainActor
public protocol ListStyle {
    /// The look the style gives a list.
    var _kind: _ListStyleKind { get }
}

/// The look a `ListStyle` gives a list, as the backend receives it.
public enum _ListStyleKind: Hashable, Sendable {
    /// The platform's default list.
    case automatic
    /// Rows edge to edge, no frame.
    case plain
    /// Rows grouped in sections with a frame around the list.
    case grouped
    /// Rows inset from the edges.
    case inset
    /// Rows grouped in a rounded frame inset from the edges.
    case insetGrouped
    /// A sidebar's rows: compact, with a highlighted selection.
    case sidebar
}

/// The platform's default list.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
    /// The default look.
    public var _kind: _ListStyleKind { .automatic }
}

/// Rows edge to edge, with no frame.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    /// Plain rows.
    public var _kind: _ListStyleKind { .plain }
}

/// Rows grouped by section, the list framed.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    /// Grouped rows.
    public var _kind: _ListStyleKind { .grouped }
}

/// Rows inset from the list's edges.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    /// Inset rows.
    public var _kind: _ListStyleKind { .inset }
}

/// Rows grouped in a rounded frame inset from the edges, like a settings screen.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
    /// Inset grouped rows.
    public var _kind: _ListStyleKind { .insetGrouped }
}

/// A sidebar's list: compact rows with the selection highlighted.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    /// Sidebar rows.
    public var _kind: _ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge, no frame.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Rows grouped by section, the list framed.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rows grouped in a rounded frame inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ListStyleKey: EnvironmentKey { static let defaultValue = _ListStyleKind.automatic }

extension EnvironmentValues {
    /// The style of lists below (set with `.listStyle(_:)`).
    public var _listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how lists below draw their rows: `.plain`, `.grouped`, `.inset`, `.insetGrouped`,
    /// `.sidebar` or `.automatic`.
    ///
    /// On GTK, `.sidebar` is GTK's navigation sidebar list, `.insetGrouped` and `.inset` a framed
    /// list with rounded corners inset from the edges, `.grouped` a framed list of taller rows.
    ///
    /// - Parameter style: The style.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\._listStyle, style._kind)
    }
}
