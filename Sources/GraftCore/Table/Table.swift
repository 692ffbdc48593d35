import Foundation

/// Rows of data in columns, with a header per column; only the rows on screen have cells, so a
/// table of 100,000 rows is fine.
///
/// ```swift
/// struct People: View {
///     @State private var people: [Person] = Person.all
///     @State private var selection: Person.ID?
///     @State private var order = [KeyPathComparator(\Person.name)]
///     var body: some View {
///         Table(people, selection: $selection, sortOrder: $order) {
///             TableColumn("Name", value: \.name)
///             TableColumn("City", value: \.city)
///         }
///         .onChange(of: order) { _, order in people.sort(using: order) }
///     }
/// }
/// ```
///
/// As in SwiftUI, a click on a sortable column's header only writes `sortOrder` (the clicked
/// column's comparator first; a second click toggles its order): the app sorts its data, and
/// the table shows the rows in the order it is given. On GTK it is a `GtkColumnView`; a table
/// narrower than its columns scrolls sideways and keeps every column (SwiftUI on an iPhone
/// shows only the first one).
public struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View, _PrimitiveView
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    /// `Never`: `Table` is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let rows: Rows
    let columns: Columns
    let selection: _ListSelection?
    let sort: _TableSortBinding<Value>?

    /// Makes the native widget for this `Table` (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        let coordinator = _TableCoordinator<B, Value>(backend: context.backend)
        context.storage.value = coordinator
        let widget = context.backend.makeTable(selection: selection?.mode ?? .none, cells: coordinator)
        coordinator.table = widget
        return widget
    }

    /// Brings `Table`'s widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        var erased: [_AnyTableColumn<Value>] = []
        columns._appendColumns(to: &erased)
        context.stored(_TableCoordinator<B, Value>.self).update(
            rows: rows._tableRows(), columns: erased.map(\.value), selection: selection, sort: sort,
            environment: context.environment)
    }

    /// Releases `Table`'s widget, and its cells, when the view leaves the tree.
    package func _dismantleWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.stored(_TableCoordinator<B, Value>.self).unmountAll()
        context.backend.dismantle(context.widget)
    }

    private init(rows: Rows, columns: Columns, selection: _ListSelection?, sort: _TableSortBinding<Value>?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sort = sort
    }
}

extension Table {
    /// A table of `data`'s elements, which cannot be selected or sorted.
    ///
    /// - Parameters:
    ///   - data: The rows, identified by their `id`.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: nil, sort: nil)
    }

    /// A table whose rows can be selected one at a time, the selection following `selection`
    /// both ways.
    ///
    /// - Parameters:
    ///   - data: The rows.
    ///   - selection: The selected row's id, or nil.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .single(selection), sort: nil)
    }

    /// A table whose rows can be selected in any number (Ctrl+click, Shift+click).
    ///
    /// - Parameters:
    ///   - data: The rows.
    ///   - selection: The selected rows' ids.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data), columns: columns(), selection: .multiple(selection), sort: nil)
    }

    /// A table whose header clicks write `sortOrder`; the app sorts `data` by it.
    ///
    /// - Parameters:
    ///   - data: The rows, in the order to show.
    ///   - sortOrder: The comparators, most important first.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: nil, sort: _TableSortBinding(sortOrder))
    }

    /// A table with a single selection and a sort order.
    ///
    /// - Parameters:
    ///   - data: The rows, in the order to show.
    ///   - selection: The selected row's id, or nil.
    ///   - sortOrder: The comparators, most important first.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: .single(selection),
            sort: _TableSortBinding(sortOrder))
    }

    /// A table with a multiple selection and a sort order.
    ///
    /// - Parameters:
    ///   - data: The rows, in the order to show.
    ///   - selection: The selected rows' ids.
    ///   - sortOrder: The comparators, most important first.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data), columns: columns(), selection: .multiple(selection),
            sort: _TableSortBinding(sortOrder))
    }
}
