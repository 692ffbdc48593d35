import CGtk
import GraftListModel

extension Gtk {
    /// The rows of a recycling view (``ListView``, ``ColumnView``): a count-only model and GTK's
    /// selection model over it. The views share it, so both count, splice and select rows alike.
    @MainActor
    final class RowModel {
        let mode: ListView.SelectionMode
        let model: GObjectRef
        /// The selection model; a view made over it takes a reference of its own (`retainedSelection`).
        let selection: GObjectRef
        /// True while Swift changes the rows or the selection (GTK's signal is then not the user's).
        private(set) var isChanging = false
        private var token: SignalToken?
        /// Runs when the user changes the selection.
        var onUserChange: (@MainActor () -> Void)?

        init(_ mode: ListView.SelectionMode) {
            self.mode = mode
            let rawModel: OpaquePointer = graft_count_model_new(0)!
            model = GObjectRef(adopting: rawModel)
            // Each selection constructor takes over one reference; the wrapper keeps its own.
            g_object_ref(UnsafeMutableRawPointer(rawModel))
            let rawSelection: OpaquePointer
            switch mode {
            case .none: rawSelection = gtk_no_selection_new(rawModel)
            case .single:
                let single: OpaquePointer = gtk_single_selection_new(rawModel)
                gtk_single_selection_set_autoselect(single, 0)
                gtk_single_selection_set_can_unselect(single, 1)
                rawSelection = single
            case .multiple: rawSelection = gtk_multi_selection_new(rawModel)
            }
            selection = GObjectRef(adopting: rawSelection)
            token = selection.connect("selection-changed") { [weak self] in
                guard let self, !self.isChanging else { return }
                self.onUserChange?()
            }
        }

        /// The selection model with one more reference, for a view constructor that takes one over.
        var retainedSelection: OpaquePointer {
            g_object_ref(UnsafeMutableRawPointer(selection.gobjectPointer))
            return selection.gobjectPointer
        }

        var rowCount: Int { Int(g_list_model_get_n_items(model.gobjectPointer)) }

        func splice(at position: Int, removed: Int, added: Int) {
            let count = rowCount
            guard position >= 0, removed >= 0, added >= 0, position <= count, removed <= count - position else {
                preconditionFailure("splice(at: \(position), removed: \(removed)) outside 0..<\(count)")
            }
            isChanging = true
            defer { isChanging = false }
            graft_count_model_splice(model.gobjectPointer, guint(position), guint(removed), guint(added))
        }

        var selectedPositions: [Int] {
            get {
                guard let bitset = gtk_selection_model_get_selection(selection.gobjectPointer) else { return [] }
                defer { gtk_bitset_unref(bitset) }
                let size = gtk_bitset_get_size(bitset)
                return (0..<size).map { Int(gtk_bitset_get_nth(bitset, guint($0))) }
            }
            set {
                isChanging = true
                defer { isChanging = false }
                let count = rowCount
                let wanted = newValue.filter { $0 >= 0 && $0 < count }
                switch mode {
                case .none: return
                case .single:
                    gtk_single_selection_set_selected(
                        selection.gobjectPointer, wanted.first.map { guint($0) } ?? GTK_INVALID_LIST_POSITION)
                case .multiple:
                    let selected = gtk_bitset_new_empty()!
                    let mask = gtk_bitset_new_range(0, guint(count))!
                    defer {
                        gtk_bitset_unref(selected)
                        gtk_bitset_unref(mask)
                    }
                    for position in wanted { gtk_bitset_add(selected, guint(position)) }
                    gtk_selection_model_set_selection(selection.gobjectPointer, selected, mask)
                }
            }
        }

        func selectAsUser(_ position: Int, extending: Bool) {
            guard position >= 0, position < rowCount else { return }
            gtk_selection_model_select_item(selection.gobjectPointer, guint(position), extending ? 0 : 1)
        }
    }

    /// What a slot factory reports: a slot was set up, bound, unbound or torn down.
    enum SlotEvent {
        case setup, bind, unbind, teardown
    }

    /// A `GtkSignalListItemFactory` that keeps one ``ListItem`` wrapper per slot, from setup to
    /// teardown, and reports each of its events.
    @MainActor
    final class SlotFactory {
        let factory: GObjectRef
        private(set) var items: [UnsafeMutableRawPointer: ListItem] = [:]
        private var tokens: [SignalToken] = []
        /// Runs for each event, with the slot it concerns.
        var handler: (@MainActor (SlotEvent, ListItem) -> Void)?

        /// The factory with one more reference, for a view or column constructor that takes one over.
        var retainedFactory: OpaquePointer {
            g_object_ref(UnsafeMutableRawPointer(factory.gobjectPointer))
            return factory.gobjectPointer
        }

        init() {
            factory = GObjectRef(adopting: gtk_signal_list_item_factory_new())
            let events: [(String, SlotEvent)] = [
                ("setup", .setup), ("bind", .bind), ("unbind", .unbind), ("teardown", .teardown),
            ]
            for (signal, event) in events {
                let box = _SignalClosureBox { [weak self] params, _ in
                    guard let self, params.count > 1, let raw = g_value_get_object(params.baseAddress! + 1) else {
                        return
                    }
                    let item: ListItem?
                    switch event {
                    case .setup:
                        let made = ListItem(retaining: OpaquePointer(raw))
                        self.items[raw] = made
                        item = made
                    case .teardown: item = self.items.removeValue(forKey: raw)
                    case .bind, .unbind: item = self.items[raw]
                    }
                    if let item { self.handler?(event, item) }
                }
                tokens.append(factory._connect(signal, box: box))
            }
        }
    }
}
