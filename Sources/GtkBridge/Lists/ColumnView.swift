import CGtk
import GraftListModel

extension Gtk {
    /// GTK's recycling table (`GtkColumnView` in a `GtkScrolledWindow`) over the count-only model
    /// ``ListView`` uses: a header per column, and one recycled cell slot (``ListItem``) per column
    /// for each row that is (nearly) visible, bound to positions as the table scrolls.
    ///
    /// Columns that can sort have a sorter that only reports clicks: GTK shows the arrow in the
    /// header, ``onSortClicked`` says which column the user clicked, and the rows stay where the
    /// owner put them (the owner re-sorts its data and splices).
    ///
    /// ```swift
    /// let table = ColumnView(selection: .single)
    /// table.setColumns([.init(title: "Name"), .init(title: "Size")])
    /// table.onBind = { item, column in item.child = Label("\(column), \(item.position ?? 0)") }
    /// table.splice(at: 0, removed: 0, added: 10_000)
    /// ```
    public final class ColumnView: Widget {
        /// One column's header and width.
        public struct Column: Sendable, Hashable {
            /// The header's title.
            public var title: String
            /// A fixed width in pixels, or nil for the cells' natural width.
            public var fixedWidth: Int?
            /// Whether the column takes a share of spare width.
            public var expands: Bool
            /// Whether clicking the header reports a sort (``onSortClicked``) and shows GTK's arrow.
            public var sortable: Bool

            /// A column description.
            ///
            /// - Parameters:
            ///   - title: The header's title.
            ///   - fixedWidth: A fixed width in pixels, or nil.
            ///   - expands: Whether the column takes spare width.
            ///   - sortable: Whether the header sorts.
            public init(title: String, fixedWidth: Int? = nil, expands: Bool = true, sortable: Bool = false) {
                self.title = title
                self.fixedWidth = fixedWidth
                self.expands = expands
                self.sortable = sortable
            }
        }

        /// The `GtkColumnView` inside the scrolled window.
        public let columnView: Widget
        /// The selection mode chosen at creation.
        public let selectionMode: ListView.SelectionMode
        private let rows: RowModel
        private var columns: [(object: GObjectRef, slots: SlotFactory, spec: Column)] = []
        private let sorter: GObjectRef
        private var sortToken: SignalToken?
        private var isSettingSort = false

        /// Runs when a cell slot of column `column` is bound to a row (``ListItem/position``).
        public var onBind: (@MainActor (ListItem, Int) -> Void)?
        /// Runs when a cell slot stops showing its row.
        public var onUnbind: (@MainActor (ListItem, Int) -> Void)?
        /// Runs when GTK drops a cell slot (also for every cell of a removed column).
        public var onTeardown: (@MainActor (ListItem, Int) -> Void)?
        /// Runs when the user changes the selection (not when ``selectedPositions`` is set).
        public var onSelectionChanged: (@MainActor () -> Void)?
        /// Runs when the user clicks the header of a sortable column, with the column's index.
        public var onSortClicked: (@MainActor (Int) -> Void)?

        /// Creates an empty table without columns.
        ///
        /// - Parameter selection: How the user may select rows.
        public init(selection: ListView.SelectionMode) {
            selectionMode = selection
            rows = RowModel(selection)
            let view = gtk_column_view_new(rows.retainedSelection)!
            columnView = Widget(takingFloating: OpaquePointer(view))
            sorter = GObjectRef(retaining: OpaquePointer(gtk_column_view_get_sorter(OpaquePointer(view))!))
            super.init(takingFloating: OpaquePointer(gtk_scrolled_window_new()))
            gtk_scrolled_window_set_policy(gobjectPointer, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(gobjectPointer, columnView.widgetPointer)
            rows.onUserChange = { [weak self] in self?.onSelectionChanged?() }
            sortToken = sorter.connect("changed") { [weak self] in self?.sortChanged() }
            Self.live.removeAll { $0.table == nil }
            Self.live.append(WeakTable(table: self))
        }

        private var view: OpaquePointer { columnView.gobjectPointer }

        private func sortChanged() {
            guard !isSettingSort else { return }
            let column = graft_column_view_primary_sort(UnsafeMutablePointer(sorter.gobjectPointer), nil)
            if column >= 0 { onSortClicked?(Int(column)) }
        }

        /// Makes the table's columns these, adding or removing columns at the end and updating
        /// the titles and widths of the others.
        ///
        /// - Parameter specs: The columns, first to last.
        public func setColumns(_ specs: [Column]) {
            while columns.count > specs.count {
                let removed = columns.removeLast()
                gtk_column_view_remove_column(view, removed.object.gobjectPointer)
            }
            while columns.count < specs.count {
                let index = columns.count
                let slots = SlotFactory()
                slots.handler = { [weak self] event, item in self?.slotEvent(event, item, column: index) }
                let column = GObjectRef(adopting: gtk_column_view_column_new(specs[index].title, slots.retainedFactory))
                gtk_column_view_append_column(view, column.gobjectPointer)
                columns.append((column, slots, Column(title: "", expands: false)))
            }
            for (index, spec) in specs.enumerated() where columns[index].spec != spec {
                let column = columns[index].object.gobjectPointer
                gtk_column_view_column_set_title(column, spec.title)
                gtk_column_view_column_set_fixed_width(column, Int32(spec.fixedWidth ?? -1))
                gtk_column_view_column_set_expand(column, spec.expands ? 1 : 0)
                gtk_column_view_column_set_resizable(column, 1)
                if spec.sortable != columns[index].spec.sortable {
                    let sorter = spec.sortable ? graft_column_sorter_new(guint(index)) : nil
                    gtk_column_view_column_set_sorter(column, sorter)
                    if let sorter { g_object_unref(UnsafeMutableRawPointer(sorter)) }
                }
                columns[index].spec = spec
            }
        }

        private func slotEvent(_ event: SlotEvent, _ item: ListItem, column: Int) {
            switch event {
            case .setup: break
            case .bind: onBind?(item, column)
            case .unbind: onUnbind?(item, column)
            case .teardown: onTeardown?(item, column)
            }
        }

        /// The columns, as last set.
        public var columnSpecs: [Column] { columns.map(\.spec) }

        /// Shows GTK's sort arrow on `column` (ascending or descending), or on no column; does not
        /// call ``onSortClicked``.
        ///
        /// - Parameters:
        ///   - column: The column's index, or nil for none.
        ///   - descending: Whether the arrow points down.
        public func showSort(column: Int?, descending: Bool) {
            isSettingSort = true
            defer { isSettingSort = false }
            let current = sortIndicator
            guard current?.column != column || current?.descending != descending else { return }
            let target = column.flatMap { $0 < columns.count && columns[$0].spec.sortable ? $0 : nil }
            gtk_column_view_sort_by_column(
                view, target.map { columns[$0].object.gobjectPointer },
                descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
        }

        /// The column GTK shows sorted, and whether descending; nil when none.
        public var sortIndicator: (column: Int, descending: Bool)? {
            var descending: gboolean = 0
            let column = graft_column_view_primary_sort(UnsafeMutablePointer(sorter.gobjectPointer), &descending)
            return column < 0 ? nil : (Int(column), descending != 0)
        }

        /// The cell slots of column `column` that GTK has set up right now (bound or waiting).
        ///
        /// - Parameter column: The column's index.
        public func cellItems(column: Int) -> [ListItem] {
            column < columns.count ? Array(columns[column].slots.items.values) : []
        }

        /// How many rows the table has.
        public var rowCount: Int { rows.rowCount }

        /// Replaces `removed` rows at `position` with `added` new ones (GTK rebinds what it shows).
        ///
        /// - Parameters:
        ///   - position: The first row that changes; at most ``rowCount``.
        ///   - removed: How many rows go, from `position`.
        ///   - added: How many new rows take their place.
        public func splice(at position: Int, removed: Int, added: Int) {
            rows.splice(at: position, removed: removed, added: added)
        }

        /// The selected rows, ascending. Setting it does not call ``onSelectionChanged``.
        public var selectedPositions: [Int] {
            get { rows.selectedPositions }
            set { rows.selectedPositions = newValue }
        }

        /// The width of the columns together, in pixels (wider than ``pageWidth`` when the table
        /// scrolls sideways).
        public var contentWidth: Double {
            gtk_adjustment_get_upper(gtk_scrolled_window_get_hadjustment(gobjectPointer))
        }

        /// The width of the visible part, in pixels.
        public var pageWidth: Double {
            gtk_adjustment_get_page_size(gtk_scrolled_window_get_hadjustment(gobjectPointer))
        }

        /// Whether lines separate the rows and the columns.
        public var showsSeparators: (rows: Bool, columns: Bool) {
            get {
                (
                    gtk_column_view_get_show_row_separators(view) != 0,
                    gtk_column_view_get_show_column_separators(view) != 0
                )
            }
            set {
                gtk_column_view_set_show_row_separators(view, newValue.rows ? 1 : 0)
                gtk_column_view_set_show_column_separators(view, newValue.columns ? 1 : 0)
            }
        }

        /// The live table whose scrolled window is `widget` (for code that found the widget in
        /// the widget tree, such as tests).
        ///
        /// - Parameter widget: A widget wrapper, e.g. from `Widget.childWidgets`.
        /// - Returns: The table, or nil when `widget` is not a table's scrolled window.
        public static func owning(_ widget: Widget) -> ColumnView? {
            live.removeAll { $0.table == nil }
            return live.first { $0.table.map { $0._rawPointer == widget._rawPointer } ?? false }?.table
        }

        private struct WeakTable {
            weak var table: ColumnView?
        }
        private static var live: [WeakTable] = []
    }
}
