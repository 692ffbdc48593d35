import CGtk

extension Gtk {
    /// A recycling grid of items (`GtkGridView` over a `GtkStringList`, with a
    /// `GtkSignalListItemFactory`): only the cells on screen exist, and they are re-bound as the
    /// user scrolls, so thousands of items stay cheap.
    ///
    /// Each item is a string key (a file path, say). Cells are made by `makeCell`, filled by
    /// `bindCell` with the item's position and key, and emptied by `unbindCell`. Keyboard
    /// navigation, focus and activation (Enter, double click) are GTK's own.
    ///
    /// ```swift
    /// let grid = GridView()
    /// grid.makeCell = { Picture() }
    /// grid.bindCell = { cell, index, key in (cell as! Picture).alternativeText = key }
    /// grid.onActivate = { index in print("opened", index) }
    /// grid.setItems(paths)
    /// ```
    public final class GridView: Widget {
        /// Makes an empty cell widget; called when GTK needs a new cell to recycle.
        public var makeCell: (@MainActor () -> Widget)?
        /// Fills `cell` for the item at `position` whose key is `key`.
        public var bindCell: (@MainActor (_ cell: Widget, _ position: Int, _ key: String) -> Void)?
        /// Called when `cell` stops showing the item at `position`.
        public var unbindCell: (@MainActor (_ cell: Widget, _ position: Int) -> Void)?
        /// Called when the user activates an item (Enter, double click).
        public var onActivate: (@MainActor (_ position: Int) -> Void)?

        private let list: OpaquePointer
        /// The cell of each list item GTK has set up, keyed by the `GtkListItem`.
        private var cells: [UnsafeMutableRawPointer: Widget] = [:]
        private var tokens: [SignalToken] = []
        private let factory: GObjectRef
        private var keys: [String] = []

        /// Creates an empty grid.
        ///
        /// - Parameter maximumColumns: The most columns the grid lays out.
        public init(maximumColumns: Int = 8) {
            list = gtk_string_list_new(nil)
            let selection = gtk_single_selection_new(list)
            // The grid takes the model; the list stays alive through the selection model.
            g_object_ref(UnsafeMutableRawPointer(list))
            let factoryPointer = gtk_signal_list_item_factory_new()!
            factory = GObjectRef(adopting: factoryPointer)
            g_object_ref(UnsafeMutableRawPointer(factoryPointer))  // the grid takes this one
            let grid = gtk_grid_view_new(selection, factoryPointer)
            super.init(takingFloating: OpaquePointer(grid!))
            gtk_grid_view_set_max_columns(gobjectPointer, guint(max(1, maximumColumns)))
            connectFactory()
            tokens.append(
                connect(
                    "activate",
                    withArguments: { [weak self] arguments in
                        guard let self, let position = arguments.int(at: 0) else { return }
                        self.onActivate?(position)
                    }))
        }

        isolated deinit {
            for token in tokens { token.cancel() }
            g_object_unref(UnsafeMutableRawPointer(list))
        }

        /// The items' keys, in order.
        public var items: [String] { keys }

        /// Replaces every item; cells on screen are re-bound.
        ///
        /// - Parameter newKeys: One key per item.
        public func setItems(_ newKeys: [String]) {
            let old = guint(keys.count)
            keys = newKeys
            var strings = newKeys.map { strdup($0) } + [nil]
            defer { for string in strings { free(string) } }
            strings.withUnsafeMutableBufferPointer { buffer in
                buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
                    gtk_string_list_splice(list, 0, old, $0.baseAddress)
                }
            }
        }

        /// The number of cells GTK has made (they are recycled; at most a screenful or so).
        public var cellCount: Int { cells.count }

        /// Whether a single click activates an item (by default a double click or Enter does).
        public var singleClickActivate: Bool {
            get { gtk_grid_view_get_single_click_activate(gobjectPointer) != 0 }
            set { gtk_grid_view_set_single_click_activate(gobjectPointer, newValue ? 1 : 0) }
        }

        private func connectFactory() {
            tokens.append(
                factory._connect(
                    "setup",
                    box: _SignalClosureBox { [weak self] params, _ in
                        guard let self, let item = Self.listItem(params), let cell = self.makeCell?() else { return }
                        gtk_list_item_set_child(item, cell.widgetPointer)
                        self.cells[UnsafeMutableRawPointer(item)] = cell
                    }))
            tokens.append(
                factory._connect(
                    "bind",
                    box: _SignalClosureBox { [weak self] params, _ in
                        guard let self, let item = Self.listItem(params), let cell = self.cell(of: item) else { return }
                        let position = Int(gtk_list_item_get_position(item))
                        guard self.keys.indices.contains(position) else { return }
                        self.bindCell?(cell, position, self.keys[position])
                    }))
            tokens.append(
                factory._connect(
                    "unbind",
                    box: _SignalClosureBox { [weak self] params, _ in
                        guard let self, let item = Self.listItem(params), let cell = self.cell(of: item) else { return }
                        self.unbindCell?(cell, Int(gtk_list_item_get_position(item)))
                    }))
            tokens.append(
                factory._connect(
                    "teardown",
                    box: _SignalClosureBox { [weak self] params, _ in
                        // Keyed by the list item: GTK may have taken the child off the item by now.
                        guard let self, let item = Self.listItem(params) else { return }
                        self.cells[UnsafeMutableRawPointer(item)] = nil
                    }))
        }

        private func cell(of item: OpaquePointer) -> Widget? {
            cells[UnsafeMutableRawPointer(item)]
        }

        private static func listItem(_ params: UnsafeBufferPointer<GValue>) -> OpaquePointer? {
            guard params.count > 1, let base = params.baseAddress, let object = g_value_get_object(base + 1) else {
                return nil
            }
            return OpaquePointer(object)
        }
    }
}

extension Gtk.Widget {
    /// Activates the item at `position` of a `GtkGridView` or `GtkListView` through GTK's own
    /// `list.activate-item` action — what Enter or a double click on the item does.
    ///
    /// - Parameter position: The item's index.
    /// - Returns: Whether the widget has the action.
    @discardableResult
    public func activateListItem(at position: Int) -> Bool {
        gtk_widget_activate_action_variant(widgetPointer, "list.activate-item", g_variant_new_uint32(guint32(position)))
            != 0
    }

    /// The `GdkPaintable` a `GtkPicture` shows, or `nil` (for lifetime tests and identity checks).
    public var paintable: GObjectRef? {
        guard isA("GtkPicture"), let paintable = gtk_picture_get_paintable(gobjectPointer) else { return nil }
        return GObjectRef(retaining: paintable)
    }
}
