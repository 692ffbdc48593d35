import CGtk

extension Gtk {
    /// One recycled row slot of a ``ListView`` (`GtkListItem`): GTK binds it to a position, shows
    /// its child there, and rebinds it to other positions as the list scrolls.
    ///
    /// The list view makes one wrapper per slot when GTK sets the slot up and keeps it until GTK
    /// tears the slot down, so the same Swift object comes back on every bind of that slot.
    public final class ListItem: GObjectRef {
        private var item: OpaquePointer { gobjectPointer }

        /// The position the slot shows, or `nil` while it is unbound.
        public var position: Int? {
            let position = gtk_list_item_get_position(item)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }

        /// The widget shown in the slot.
        public var child: Widget? {
            get { Widget._wrap(gtk_list_item_get_child(item)) }
            set { gtk_list_item_set_child(item, newValue?.widgetPointer) }
        }

        /// Whether the row at this slot is selected.
        public var isSelected: Bool { gtk_list_item_get_selected(item) != 0 }

        /// Whether the user can select the row (section headers cannot).
        public var isSelectable: Bool {
            get { gtk_list_item_get_selectable(item) != 0 }
            set { gtk_list_item_set_selectable(item, newValue ? 1 : 0) }
        }

        /// Whether the row can be activated (double click, Enter).
        public var isActivatable: Bool {
            get { gtk_list_item_get_activatable(item) != 0 }
            set { gtk_list_item_set_activatable(item, newValue ? 1 : 0) }
        }
    }
}
