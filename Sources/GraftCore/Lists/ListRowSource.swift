/// What a backend's recycling list asks of Graft: how many rows there are, and the widget of the
/// row at a position. Graft's `List` implements it; backends call it from their list widget.
///
/// Each *item* is a backend handle for one recycled row slot (GTK's `GtkListItem`). A slot is
/// bound to a position, later unbound and possibly bound to another position, and released once.
@MainActor
public protocol _ListRowSource<Widget, Item>: AnyObject {
    /// The backend's widget type.
    associatedtype Widget: AnyObject
    /// The backend's handle of a row slot.
    associatedtype Item: AnyObject
    /// How many rows the list has.
    var rowCount: Int { get }
    /// Shows the row at `position` in `item`'s slot.
    ///
    /// - Parameters:
    ///   - item: The backend's slot handle; the same object on every bind of that slot.
    ///   - position: The row to show.
    /// - Returns: The widget to put in the slot (the same one on every bind of the slot), and
    ///   whether the row is a section header (not selectable).
    func bindRow(_ item: Item, at position: Int) -> (widget: Widget, isHeader: Bool)
    /// The slot no longer shows its row; it may be bound again later.
    func unbindRow(_ item: Item)
    /// The slot is gone: its row views are dismantled.
    func releaseRow(_ item: Item)
    /// The user changed the selection; `positions` are the selected rows.
    func selectionDidChange(_ positions: [Int])
    /// A list command from the keyboard; returns whether the list handled it.
    func perform(_ command: ListCommand) -> Bool
}

/// Keyboard commands a list understands.
public enum ListCommand: Sendable, Hashable {
    /// Delete the selected rows (the Delete key): calls `onDelete`.
    case deleteSelection
    /// Move the selected row one place up (Alt+Up): calls `onMove`.
    case moveSelectionUp
    /// Move the selected row one place down (Alt+Down): calls `onMove`.
    case moveSelectionDown
}

/// How many rows of a list the user may select.
public enum ListSelectionMode: Sendable, Hashable {
    /// None.
    case none
    /// At most one.
    case single
    /// Any number.
    case multiple
}

/// How one list row looks, as the backend receives it: what the row's modifiers
/// (`.listRowBackground`, `.listRowInsets`, `.listRowSeparator`, …) and the list's environment
/// (`defaultMinListRowHeight`) ask for. Nil and `.automatic` leave a property to the list style.
public struct _ListRowLook: Hashable, Sendable {
    /// The colour filling the whole row, in place of the style's background.
    public var background: Color.Components?
    /// Whether a background view (handed over with `setListRowBackground`) fills the row.
    public var hasBackgroundView = false
    /// The padding of the row's content inside the row.
    public var insets: EdgeInsets?
    /// Whether the separator below the row shows (a row's bottom edge and the next row's top edge
    /// both have their say: either hiding it hides it).
    public var separator: Visibility = .automatic
    /// The colour of the separator below the row.
    public var separatorTint: Color.Components?
    /// The colour of the row's symbols (`.listItemTint`).
    public var itemTint: Color.Components?
    /// The row's least height, in points.
    public var minHeight: Double?

    /// A row with the style's own look.
    public init() {}
}
