/// What a `Table`'s rows come from: rows of `TableRowValue`.
@MainActor
public protocol TableRowContent<TableRowValue> {
    /// The type of the table's rows.
    associatedtype TableRowValue: Identifiable
    /// The rows, read lazily by position.
    func _tableRows() -> _TableRows<TableRowValue>
}

/// A table's rows, read by position as the table binds them: ids are read as rows are shown,
/// the whole id array only when an update diffs against it (the list's `_ForEachRows`).
@MainActor
public final class _TableRows<Value: Identifiable> {
    let rows: any _ListEachRows
    let value: (Int) -> Value

    init<Data: RandomAccessCollection>(_ data: Data) where Data.Element == Value {
        rows = _ForEachRows(ForEach(data, id: \.id) { _ in EmptyView() })
        value = { data[data.index(data.startIndex, offsetBy: $0)] }
    }

    var count: Int { rows.count }
}

/// The rows of a table made from a collection: one row per element, identified by its `id`.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    /// The type of the table's rows.
    public typealias TableRowValue = Data.Element
    /// The elements.
    public let data: Data

    /// The rows of `data`.
    ///
    /// - Parameter data: The elements.
    public init(_ data: Data) { self.data = data }

    /// The rows, read lazily.
    public func _tableRows() -> _TableRows<Data.Element> { _TableRows(data) }
}
