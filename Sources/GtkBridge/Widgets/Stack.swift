import CGtk

extension Gtk {
    /// Pages of which one shows at a time (`GtkStack`).
    public final class Stack: Widget {
        private var pages: [Widget] = []

        /// Creates an empty stack.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_stack_new()))
        }

        /// The pages, in order; the last one is shown. Pages missing from a new value are removed,
        /// new ones added; pages kept stay the same widgets. Pages kept in order at the start cost
        /// nothing: adding or removing the last page of many is one GTK call.
        public var children: [Widget] {
            get { pages }
            set {
                var kept = 0
                while kept < pages.count && kept < newValue.count && pages[kept] === newValue[kept] { kept += 1 }
                let stays = Set(newValue[kept...].map(ObjectIdentifier.init))
                let had = Set(pages[kept...].map(ObjectIdentifier.init))
                // The page to show first when it is there already, so that removing the shown page
                // does not make GTK show (and map) another one in between.
                let last = newValue.last
                let lastIsChild = last.map { newValue.count - 1 < kept || had.contains(ObjectIdentifier($0)) } ?? false
                if let last, lastIsChild { gtk_stack_set_visible_child(gobjectPointer, last.widgetPointer) }
                for page in pages[kept...] where !stays.contains(ObjectIdentifier(page)) {
                    gtk_stack_remove(gobjectPointer, page.widgetPointer)
                }
                for page in newValue[kept...] where !had.contains(ObjectIdentifier(page)) {
                    gtk_stack_add_child(gobjectPointer, page.widgetPointer)
                }
                pages = newValue
                if let last, !lastIsChild { gtk_stack_set_visible_child(gobjectPointer, last.widgetPointer) }
            }
        }

        /// The page shown now (a new wrapper; compare with `isSameWidget(as:)`).
        public var visibleChild: Widget? { Widget._wrap(gtk_stack_get_visible_child(gobjectPointer)) }
    }

    /// Two panes side by side with a draggable divider (`GtkPaned`).
    public final class Paned: Widget {
        /// Creates a horizontal split.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)))
            gtk_paned_set_shrink_start_child(gobjectPointer, 0)
            gtk_paned_set_resize_start_child(gobjectPointer, 0)
        }

        /// The leading pane.
        public var startChild: Widget? {
            get { Widget._wrap(gtk_paned_get_start_child(gobjectPointer)) }
            set { gtk_paned_set_start_child(gobjectPointer, newValue?.widgetPointer) }
        }

        /// The trailing pane.
        public var endChild: Widget? {
            get { Widget._wrap(gtk_paned_get_end_child(gobjectPointer)) }
            set { gtk_paned_set_end_child(gobjectPointer, newValue?.widgetPointer) }
        }

        /// The divider's position from the leading edge, in pixels.
        public var position: Int {
            get { Int(gtk_paned_get_position(gobjectPointer)) }
            set { gtk_paned_set_position(gobjectPointer, Int32(newValue)) }
        }
    }
}
