/// How a `Table` draws its rows and columns; set with `.tableStyle(_:)`.
@MainActor
public protocol TableStyle {
    /// The look the style gives a table.
    var _kind: _TableStyleKind { get }
}

/// The look a `TableStyle` gives a table, as the backend receives it.
public enum _TableStyleKind: Hashable, Sendable {
    /// The platform's default table.
    case automatic
    /// Rows inset from the table's edges, without lines between the columns.
    case inset
    /// Lines between the rows and the columns, the table framed.
    case bordered
}

/// The platform's default table (on GTK, the inset look).
public struct AutomaticTableStyle: TableStyle {
    /// The default style.
    public init() {}
    /// The default look.
    public var _kind: _TableStyleKind { .automatic }
}

/// Rows inset from the edges, no column lines.
public struct InsetTableStyle: TableStyle {
    /// The inset style.
    public init() {}
    /// The inset look.
    public var _kind: _TableStyleKind { .inset }
}

/// Lines between rows and columns, the table framed.
public struct BorderedTableStyle: TableStyle {
    /// The bordered style.
    public init() {}
    /// The bordered look.
    public var _kind: _TableStyleKind { .bordered }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default table.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the edges, no column lines.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// Lines between rows and columns, the table framed.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

struct TableStyleKey: EnvironmentKey { static let defaultValue = _TableStyleKind.automatic }

extension EnvironmentValues {
    /// The style of tables below (set with `.tableStyle(_:)`).
    public var _tableStyle: _TableStyleKind {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how tables below draw: `.inset`, `.bordered` or `.automatic`.
    ///
    /// On GTK, `.bordered` draws lines between the rows and the columns of the `GtkColumnView`
    /// and frames it; `.inset` and `.automatic` draw neither.
    ///
    /// - Parameter style: The style.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\._tableStyle, style._kind)
    }
}
