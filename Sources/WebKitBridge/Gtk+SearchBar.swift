import CWebKitGtk
import GtkBridge

// GtkSearchBar lives here, beside the web view it serves, rather than in GtkBridge.
extension Gtk {
    /// A bar that slides in at the top of a view to hold a search field (`GtkSearchBar`).
    ///
    /// ```swift
    /// let entry = SearchEntry()
    /// let bar = SearchBar(child: entry, entry: entry)
    /// bar.isSearchModeEnabled = true          // slides in
    /// let token = bar.onSearchModeChanged { shown in … }   // Escape or the close button hid it
    /// ```
    public final class SearchBar: Widget {
        /// Creates a bar holding `child`, whose key presses and Escape go to `entry`.
        ///
        /// - Parameters:
        ///   - child: What the bar shows (the entry, or a box holding it).
        ///   - entry: The search field inside `child`.
        public init(child: Widget, entry: SearchEntry) {
            super.init(takingFloating: OpaquePointer(gtk_search_bar_new()))
            gtk_search_bar_set_child(gobjectPointer, child.widgetPointer)
            gtk_search_bar_connect_entry(gobjectPointer, entry.gobjectPointer)
        }

        /// Whether the bar is shown (`search-mode-enabled`).
        public var isSearchModeEnabled: Bool {
            get { gtk_search_bar_get_search_mode(gobjectPointer) != 0 }
            set { gtk_search_bar_set_search_mode(gobjectPointer, newValue ? 1 : 0) }
        }

        /// Whether the bar shows a close button (`show-close-button`).
        public var showsCloseButton: Bool {
            get { gtk_search_bar_get_show_close_button(gobjectPointer) != 0 }
            set { gtk_search_bar_set_show_close_button(gobjectPointer, newValue ? 1 : 0) }
        }

        /// Runs `handler` with the new value whenever the bar is shown or hidden, by the program,
        /// Escape in the field, or the close button.
        ///
        /// - Parameter handler: Receives whether the bar is shown.
        /// - Returns: The token that owns the connection.
        public func onSearchModeChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalToken {
            observeBool("search-mode-enabled", handler)
        }
    }
}
