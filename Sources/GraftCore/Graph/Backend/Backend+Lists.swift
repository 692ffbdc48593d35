/// The backend contract for recycling lists: `List`, `LazyVStack` and `LazyVGrid`, whose rows are made only while
/// on screen.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ListsBackend: BackendCore {
    /// The handle of one recycled row slot of a list (GTK's `GtkListItem`).
    associatedtype ListItem: AnyObject
    /// The handle of a list widget (see `makeList`); the backend's `Widget` unless it keeps more.
    associatedtype ListWidget: BackendWidget = Widget where ListWidget.Widget == Widget

    /// Makes a recycling list: it asks `rows` for the widgets of the rows it shows, and keeps
    /// `rows` (weakly or strongly) until dismantled. It starts with no rows.
    ///
    /// - Parameters:
    ///   - selection: How many rows the user may select.
    ///   - rows: The engine's side of the list.
    func makeList(selection: ListSelectionMode, rows: any _ListRowSource<Widget, ListItem>) -> ListWidget

    /// Replaces `removed` rows at `position` with `added` new ones; the list re-binds what it shows.
    /// Called during the list's update, after the row source's count already says the new count.
    func spliceList(_ list: ListWidget, at position: Int, removed: Int, added: Int)

    /// The selected rows, ascending (asked when a keyboard command or a selection binding needs them).
    func listSelection(_ list: ListWidget) -> [Int]

    /// Selects exactly `positions` (ascending), without telling the row source.
    func setListSelection(_ list: ListWidget, _ positions: [Int])

    /// The position a slot handed to `bindRow` shows now, or nil while it is unbound; asked after
    /// a splice, to refresh the rows still on screen.
    func listItemPosition(_ item: ListItem) -> Int?

    /// Gives a list (made by `makeList`) the look of `style`; called after every update of the
    /// list, with the style of its environment.
    func setListStyle(_ list: ListWidget, _ style: _ListStyleKind)

    /// Gives the row in `item`'s slot of `list` the look its modifiers and the list's environment
    /// ask for; called when the slot is bound and whenever the look changes. A slot keeps its
    /// look until the next call.
    ///
    /// - Parameters:
    ///   - list: The list (made by `makeList`).
    ///   - item: The row's slot.
    ///   - look: The row's background colour, insets, separator, symbol tint and least height.
    func setListRowLook(_ list: ListWidget, _ item: ListItem, _ look: _ListRowLook)

    /// Puts `background` (the widgets of a row's `.listRowBackground` view; empty for none)
    /// behind the row in `item`'s slot, filling the whole row.
    ///
    /// - Parameters:
    ///   - list: The list (made by `makeList`).
    ///   - item: The row's slot.
    ///   - background: The background's widgets, made by the row's graph.
    func setListRowBackground(_ list: ListWidget, _ item: ListItem, _ background: [Widget])

    /// Makes a recycling container without selection for `LazyVStack` / `LazyVGrid`; the list
    /// calls above (splice, item position) apply to it too.
    func makeLazyContainer(_ layout: _LazyLayout, rows: any _ListRowSource<Widget, ListItem>) -> ListWidget
}
