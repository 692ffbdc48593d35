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
        private let model: GObjectRef
        private let selectionModel: GObjectRef
        private let factory: GObjectRef
        private var tokens: [SignalToken] = []
        private var items: [UnsafeMutableRawPointer: ListItem] = [:]
        private var isChangingSelection = false

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
            let rawModel: OpaquePointer = graft_count_model_new(0)!
            model = GObjectRef(adopting: rawModel)
            // Each constructor below takes over one reference; the wrappers keep their own.
            g_object_ref(UnsafeMutableRawPointer(rawModel))
            let rawSelection: OpaquePointer
            switch selection {
            case .none: rawSelection = gtk_no_selection_new(rawModel)
            case .single:
                let single: OpaquePointer = gtk_single_selection_new(rawModel)
                gtk_single_selection_set_autoselect(single, 0)
                gtk_single_selection_set_can_unselect(single, 1)
                rawSelection = single
            case .multiple: rawSelection = gtk_multi_selection_new(rawModel)
            }
            selectionModel = GObjectRef(adopting: rawSelection)
            let rawFactory: OpaquePointer = gtk_signal_list_item_factory_new()
            factory = GObjectRef(adopting: rawFactory)
            g_object_ref(UnsafeMutableRawPointer(rawSelection))
            g_object_ref(UnsafeMutableRawPointer(rawFactory))
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
            connectFactory()
            keyController = KeyController(on: listView)
            Self.live.removeAll { $0.list == nil }
            Self.live.append(WeakList(list: self))
            tokens.append(
                selectionModel.connect("selection-changed") { [weak self] in
                    guard let self, !self.isChangingSelection else { return }
                    self.onSelectionChanged?()
                })
        }

        private func connectFactory() {
            for (signal, stage) in [("setup", 0), ("bind", 1), ("unbind", 2), ("teardown", 3)] {
                let box = _SignalClosureBox { [weak self] params, _ in
                    guard let self, params.count > 1, let raw = g_value_get_object(params.baseAddress! + 1) else {
                        return
                    }
                    self.factoryEvent(stage, raw)
                }
                tokens.append(factory._connect(signal, box: box))
            }
        }

        private func factoryEvent(_ stage: Int, _ raw: UnsafeMutableRawPointer) {
            switch stage {
            case 0:
                let item = ListItem(retaining: OpaquePointer(raw))
                items[raw] = item
                onSetup?(item)
            case 1: if let item = items[raw] { onBind?(item) }
            case 2: if let item = items[raw] { onUnbind?(item) }
            default:
                if let item = items.removeValue(forKey: raw) { onTeardown?(item) }
            }
        }

        /// The slots GTK has set up right now (bound or waiting for reuse).
        public var listItems: [ListItem] { Array(items.values) }

        /// How many rows the list has.
        public var rowCount: Int { Int(g_list_model_get_n_items(model.gobjectPointer)) }

        /// Replaces `removed` rows at `position` with `added` new ones (GTK rebinds what it shows).
        ///
        /// - Parameters:
        ///   - position: The first row that changes; at most ``rowCount``.
        ///   - removed: How many rows go, from `position`.
        ///   - added: How many new rows take their place.
        public func splice(at position: Int, removed: Int, added: Int) {
            let count = rowCount
            guard position >= 0, removed >= 0, added >= 0, position <= count, removed <= count - position else {
                preconditionFailure("splice(at: \(position), removed: \(removed)) outside 0..<\(count)")
            }
            isChangingSelection = true
            defer { isChangingSelection = false }
            graft_count_model_splice(model.gobjectPointer, guint(position), guint(removed), guint(added))
        }

        /// The selected rows, in ascending order. Setting it does not call ``onSelectionChanged``.
        public var selectedPositions: [Int] {
            get {
                guard let bitset = gtk_selection_model_get_selection(selectionModel.gobjectPointer)
                else { return [] }
                defer { gtk_bitset_unref(bitset) }
                let size = gtk_bitset_get_size(bitset)
                return (0..<size).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
            }
            set {
                isChangingSelection = true
                defer { isChangingSelection = false }
                let count = rowCount
                let wanted = newValue.filter { $0 >= 0 && $0 < count }
                switch selectionMode {
                case .none: return
                case .single:
                    let single = selectionModel.gobjectPointer
                    gtk_single_selection_set_selected(
                        single, wanted.first.map { guint($0) } ?? GTK_INVALID_LIST_POSITION)
                case .multiple:
                    let selected = gtk_bitset_new_empty()!
                    let mask = gtk_bitset_new_range(0, guint(count))!
                    defer {
                        gtk_bitset_unref(selected)
                        gtk_bitset_unref(mask)
                    }
                    for position in wanted { gtk_bitset_add(selected, guint(position)) }
                    gtk_selection_model_set_selection(
                        selectionModel.gobjectPointer, selected, mask)
                }
            }
        }

        /// Selects `position` as a click on it would (tests, keyboard helpers); calls ``onSelectionChanged``.
        ///
        /// - Parameters:
        ///   - position: The row.
        ///   - extending: Adds to the selection (Ctrl+click) instead of replacing it.
        public func selectAsUser(_ position: Int, extending: Bool = false) {
            guard position >= 0, position < rowCount else { return }
            gtk_selection_model_select_item(
                selectionModel.gobjectPointer, guint(position), extending ? 0 : 1)
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
            for item in items.values {
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
            guard let item = items.values.first(where: { $0.position == position }), let child = item.child else {
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
