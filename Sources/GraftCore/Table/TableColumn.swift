import Foundation

/// One column of a `Table`, as the table reads it: its header, its cells and how it sorts.
@MainActor
struct _TableColumnValue<RowValue> {
    var spec: _TableColumnSpec
    let cell: (RowValue) -> any View
    /// The key path the column sorts by (matched against the table's sort order's first entry).
    let sortKeyPath: AnyKeyPath?
    /// The column's comparator in `order`, as the app's sort order holds it.
    let comparator: ((SortOrder) -> Any)?
}

/// What a `TableColumnBuilder` builds: one or more columns of rows of `TableRowValue`.
@MainActor
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the table's rows.
    associatedtype TableRowValue: Identifiable
    /// The comparator a sortable column sorts with (`Never` when it does not sort).
    associatedtype TableColumnSortComparator
    /// Adds this content's columns, in order, to `columns`.
    func _appendColumns(to columns: inout [_AnyTableColumn<TableRowValue>])
}

/// A table column with its value type erased (what `TableColumnContent` hands to the table).
public struct _AnyTableColumn<RowValue> {
    let value: _TableColumnValue<RowValue>
}

/// A column of a `Table`: a header title, and a view for each row's cell.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { Text("\($0.age)") }
///         .width(60)
///     TableColumn("Notes") { person in Text(person.notes).italic() }
/// }
/// ```
///
/// A column given a `value` key path sorts: clicking its header puts its comparator first in
/// the table's `sortOrder` (or toggles its order when it is first already).
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    /// The type of the table's rows.
    public typealias TableRowValue = RowValue
    /// The comparator the column sorts with.
    public typealias TableColumnSortComparator = Sort
    private var column: _TableColumnValue<RowValue>

    private init(
        title: String, keyPath: AnyKeyPath?, comparator: ((SortOrder) -> Any)?,
        cell: @escaping (RowValue) -> any View
    ) {
        column = _TableColumnValue(
            spec: _TableColumnSpec(title: title, sortable: comparator != nil), cell: cell, sortKeyPath: keyPath,
            comparator: comparator)
    }

    /// Adds this column to `columns`.
    public func _appendColumns(to columns: inout [_AnyTableColumn<RowValue>]) {
        columns.append(_AnyTableColumn(value: column))
    }

    /// A column of fixed width: `width` points wide, not resizable below its cells' width.
    ///
    /// - Parameter width: The width in points, or nil to keep the default.
    /// - Returns: The column with that width.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        if let width {
            copy.column.spec.minWidth = Double(width)
            copy.column.spec.idealWidth = Double(width)
            copy.column.spec.maxWidth = Double(width)
        }
        return copy
    }

    /// A column between `min` and `max` points wide, starting at `ideal`.
    ///
    /// On GTK the column starts at `ideal` (or `min`), its cells are at least `min` wide, and a
    /// finite `max` keeps it from taking a share of spare width (GTK's columns have no maximum
    /// of their own; the user can still drag the header wider).
    ///
    /// - Parameters:
    ///   - min: The narrowest width.
    ///   - ideal: The starting width.
    ///   - max: The widest width (`.infinity`: the column grows with the table).
    /// - Returns: The column with those widths.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.column.spec.minWidth = min.map(Double.init)
        copy.column.spec.idealWidth = ideal.map(Double.init)
        copy.column.spec.maxWidth = max.map(Double.init)
        return copy
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A sortable column showing each row's `value` as text.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - value: The key path of each row's string.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
        self.init(
            title: String(title), keyPath: value, comparator: { KeyPathComparator(value, order: $0) },
            cell: { Text(verbatim: $0[keyPath: value]) })
    }

    /// A sortable column showing each row's `value` as text, with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The header's title, looked up in the main bundle.
    ///   - value: The key path of each row's string.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String> & Sendable) {
        self.init(titleKey._resolved(), value: value)
    }

    /// A column showing each row's `value` as text, sorting with `comparator`.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - value: The key path of each row's string.
    ///   - comparator: How two values compare.
    public init<S: StringProtocol, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, String> & Sendable, comparator: C
    )
    where C.Compared == String {
        self.init(
            title: String(title), keyPath: value,
            comparator: { KeyPathComparator(value, comparator: comparator, order: $0) },
            cell: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A sortable column of any view per cell, sorting by `value`.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - value: The key path the column sorts by.
    ///   - content: The cell of a row.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(
            title: String(title), keyPath: value, comparator: { KeyPathComparator(value, order: $0) },
            cell: content)
    }

    /// A column of any view per cell, sorting by `value` with `comparator`.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - value: The key path the column sorts by.
    ///   - comparator: How two values compare.
    ///   - content: The cell of a row.
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(
            title: String(title), keyPath: value,
            comparator: { KeyPathComparator(value, comparator: comparator, order: $0) }, cell: content)
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column of any view per cell, which does not sort.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - content: The cell of a row.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), keyPath: nil, comparator: nil, cell: content)
    }

    /// A column of any view per cell with a localized title, which does not sort.
    ///
    /// - Parameters:
    ///   - titleKey: The header's title, looked up in the main bundle.
    ///   - content: The cell of a row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(titleKey._resolved(), content: content)
    }
}

/// The columns of several `TableColumnContent`s in a row (what the builder makes of a block).
public struct _TupleTableColumnContent<RowValue: Identifiable, Sort>: TableColumnContent {
    /// The type of the table's rows.
    public typealias TableRowValue = RowValue
    /// The comparator of the table's sortable columns.
    public typealias TableColumnSortComparator = Sort
    let columns: [_AnyTableColumn<RowValue>]

    /// Adds these columns to `columns`.
    public func _appendColumns(to columns: inout [_AnyTableColumn<RowValue>]) {
        columns.append(contentsOf: self.columns)
    }
}

/// Builds a `Table`'s columns from a block of `TableColumn`s (and `if`s around them).
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// A column, or another builder's columns.
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TupleTableColumnContent<RowValue, Sort>
    where C.TableRowValue == RowValue {
        var columns: [_AnyTableColumn<RowValue>] = []
        column._appendColumns(to: &columns)
        return _TupleTableColumnContent(columns: columns)
    }

    /// The columns of a block, in order.
    public static func buildBlock(_ parts: _TupleTableColumnContent<RowValue, Sort>...)
        -> _TupleTableColumnContent<RowValue, Sort>
    {
        _TupleTableColumnContent(columns: parts.flatMap(\.columns))
    }

    /// The columns of an `if` without `else`, or none.
    public static func buildOptional(_ part: _TupleTableColumnContent<RowValue, Sort>?)
        -> _TupleTableColumnContent<RowValue, Sort>
    {
        part ?? _TupleTableColumnContent(columns: [])
    }

    /// The columns of an `if`'s first branch.
    public static func buildEither(first part: _TupleTableColumnContent<RowValue, Sort>)
        -> _TupleTableColumnContent<RowValue, Sort>
    {
        part
    }

    /// The columns of an `if`'s second branch.
    public static func buildEither(second part: _TupleTableColumnContent<RowValue, Sort>)
        -> _TupleTableColumnContent<RowValue, Sort>
    {
        part
    }

    /// The columns of an availability check's branch.
    public static func buildLimitedAvailability(_ part: _TupleTableColumnContent<RowValue, Sort>)
        -> _TupleTableColumnContent<RowValue, Sort>
    {
        part
    }
}
