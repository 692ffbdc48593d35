import CGtk
import GraftListModel

extension Gtk {
    /// GTK's recycling list (`GtkListView`, or `GtkGridView` for a grid, in a `GtkScrolledWindow`)
    /// over a count-only model.
    ///
    /// The list knows only how many rows there are; a ``ListItem`` slot is set up for each row
    /// that is (nearly) visible and bound to a position, and rebound to other positions as the list
    /// scrolls. The owner says where rows were inserted or removed with ``splice(at:removed:added:)``
    /// and fills slots in ``onBind``.
    ///
    /// ```swift
    /// let list = ListView(selection: .single)
    /// list.onSetup = { item in item.child = Label("") }
    /// list.onBind = { item in (item.child as? Label)?.text = "Row \(item.position ?? 0)" }
    /// list.splice(at: 0, removed: 0, added: 100_000)
    /// ```
    public final class ListView: Widget {
        /// How the user may select rows.
        public enum SelectionMode: Sendable, Hashable {
            /// No selection.
            case none
            /// At most one row (`GtkSingleSelection`).
            case single
            /// Any set of rows (`GtkMultiSelection`).
            case multiple
        }

        /// The `GtkListView` inside the scrolled window (focus it for keyboard input).
        public let listView: Widget
        /// The key controller on ``listView``; set its handler for list commands (Delete, Alt+Up…).
        public private(set) var keyController: KeyController!
        /// The selection mode chosen at creation.
        public let selectionMode: SelectionMode
        private let rows: RowModel
        private let slots: SlotFactory

        /// Runs when GTK makes a new slot (before its first bind).
        public var onSetup: (@MainActor (ListItem) -> Void)?
        /// Runs when a slot is bound to a position (``ListItem/position``).
        public var onBind: (@MainActor (ListItem) -> Void)?
        /// Runs when a slot stops showing its position.
        public var onUnbind: (@MainActor (ListItem) -> Void)?
        /// Runs when GTK drops a slot.
        public var onTeardown: (@MainActor (ListItem) -> Void)?
        /// Runs when the user changes the selection (not when ``selectedPositions`` is set).
        public var onSelectionChanged: (@MainActor () -> Void)?

        /// How the rows are laid out.
        public enum Layout: Sendable, Hashable {
            /// One column (`GtkListView`).
            case list
            /// Rows flow into columns, between `minColumns` and `maxColumns` of them as the width
            /// and the row widgets' minimum widths allow (`GtkGridView`).
            case grid(minColumns: Int, maxColumns: Int)
        }

        /// The layout chosen at creation.
        public let layout: Layout

        /// Creates an empty list.
        ///
        /// - Parameters:
        ///   - selection: How the user may select rows.
        ///   - layout: One column, or a grid.
        public init(selection: SelectionMode, layout: Layout = .list) {
            self.layout = layout
            selectionMode = selection
            rows = RowModel(selection)
            slots = SlotFactory()
            let rawSelection = rows.retainedSelection
            let rawFactory = slots.retainedFactory
            switch layout {
            case .list:
                listView = Widget(takingFloating: OpaquePointer(gtk_list_view_new(rawSelection, rawFactory)!))
            case .grid(let minColumns, let maxColumns):
                let grid = gtk_grid_view_new(rawSelection, rawFactory)!
                listView = Widget(takingFloating: OpaquePointer(grid))
                gtk_grid_view_set_max_columns(OpaquePointer(grid), guint(max(1, maxColumns)))
                gtk_grid_view_set_min_columns(OpaquePointer(grid), guint(max(1, min(minColumns, maxColumns))))
            }
            super.init(takingFloating: OpaquePointer(gtk_scrolled_window_new()))
            gtk_scrolled_window_set_policy(gobjectPointer, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(gobjectPointer, listView.widgetPointer)
            keyController = KeyController(on: listView)
            rows.onUserChange = { [weak self] in self?.onSelectionChanged?() }
            slots.handler = { [weak self] event, item in self?.slotEvent(event, item) }
            Self.live.removeAll { $0.list == nil }
            Self.live.append(WeakList(list: self))
        }

        private func slotEvent(_ event: SlotEvent, _ item: ListItem) {
            switch event {
            case .setup: onSetup?(item)
            case .bind: onBind?(item)
            case .unbind: onUnbind?(item)
            case .teardown: onTeardown?(item)
            }
        }

        /// The slots GTK has set up right now (bound or waiting for reuse).
        public var listItems: [ListItem] { Array(slots.items.values) }

        /// How many rows the list has.
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

        /// The selected rows, in ascending order. Setting it does not call ``onSelectionChanged``.
        public var selectedPositions: [Int] {
            get { rows.selectedPositions }
            set { rows.selectedPositions = newValue }
        }

        /// Selects `position` as a click on it would (tests, keyboard helpers); calls ``onSelectionChanged``.
        ///
        /// - Parameters:
        ///   - position: The row.
        ///   - extending: Adds to the selection (Ctrl+click) instead of replacing it.
        public func selectAsUser(_ position: Int, extending: Bool = false) {
            rows.selectAsUser(position, extending: extending)
        }

        /// The vertical scroll position in pixels.
        public var scrollOffset: Double {
            get { gtk_adjustment_get_value(verticalAdjustment) }
            set { gtk_adjustment_set_value(verticalAdjustment, newValue) }
        }

        /// The height of the visible part, in pixels.
        public var pageHeight: Double { gtk_adjustment_get_page_size(verticalAdjustment) }

        /// The estimated height of all rows, in pixels.
        public var contentHeight: Double { gtk_adjustment_get_upper(verticalAdjustment) }

        private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
            gtk_scrolled_window_get_vadjustment(gobjectPointer)
        }

        /// The positions of the rows on screen now, top to bottom (bound slots whose row widget
        /// is drawn and overlaps the visible part of the list).
        ///
        /// GTK 4.8 keeps up to 200 slots bound around the rows on screen; those it did not lay out
        /// in the last frame keep the place they had when they were (often on screen, under the
        /// rows now there) but are not mapped, and count as not shown.
        public var visiblePositions: [Int] {
            let height = Float(gtk_widget_get_height(listView.widgetPointer))
            var rows: [(y: Float, position: Int)] = []
            for item in slots.items.values {
                guard let position = item.position, let child = item.child else { continue }
                guard gtk_widget_get_mapped(child.widgetPointer) != 0,
                    let row = gtk_widget_get_parent(child.widgetPointer), gtk_widget_get_child_visible(row) != 0
                else { continue }
                var bounds = graphene_rect_t()
                guard gtk_widget_compute_bounds(child.widgetPointer, listView.widgetPointer, &bounds) != 0 else {
                    continue
                }
                let top = bounds.origin.y
                if top + bounds.size.height > 0 && top < height && bounds.size.height > 0 {
                    rows.append((top, position))
                }
            }
            return rows.sorted { $0.y < $1.y }.map(\.position)
        }

        /// Where the row at `position` is drawn, in the list's visible area (nil when not bound).
        ///
        /// - Parameter position: The row.
        /// - Returns: The row widget's frame in pixels, relative to the visible part's top left.
        public func rowFrame(at position: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
            guard let item = slots.items.values.first(where: { $0.position == position }), let child = item.child else {
                return nil
            }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(child.widgetPointer, listView.widgetPointer, &bounds) != 0 else {
                return nil
            }
            return (
                Double(bounds.origin.x), Double(bounds.origin.y), Double(bounds.size.width), Double(bounds.size.height)
            )
        }

        /// The live list whose scrolled window is `widget` (for code that found the widget in the
        /// widget tree, such as tests).
        ///
        /// - Parameter widget: A widget wrapper, e.g. from `Widget.childWidgets`.
        /// - Returns: The list, or nil when `widget` is not a list's scrolled window.
        public static func owning(_ widget: Widget) -> ListView? {
            live.removeAll { $0.list == nil }
            return live.first { $0.list.map { $0._rawPointer == widget._rawPointer } ?? false }?.list
        }

        private struct WeakList {
            weak var list: ListView?
        }
        private static var live: [WeakList] = []

        /// Whether the rows are separated by lines (`show-separators`).
        public var showsSeparators: Bool {
            get { layout == .list && gtk_list_view_get_show_separators(listView.gobjectPointer) != 0 }
            set {
                guard layout == .list else { return }
                gtk_list_view_set_show_separators(listView.gobjectPointer, newValue ? 1 : 0)
            }
        }
    }
}
