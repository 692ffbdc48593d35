/// The backend contract for context menus: the row menu `.contextMenu` and `.swipeActions` give a view.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ContextMenusBackend: BackendCore {
    /// The handle of a context menu host (see `makeContextMenuHost`); the backend's `Widget` unless it keeps more.
    associatedtype ContextMenuHostWidget: BackendWidget = Widget where ContextMenuHostWidget.Widget == Widget

    /// Makes a container of one view that opens a menu of items over it when the user asks for
    /// the view's context menu (the secondary button, a long press, the Menu key or Shift+F10).
    func makeContextMenuHost() -> ContextMenuHostWidget

    /// Puts the view's widgets in the host and the items' widgets (buttons, dividers) in its
    /// menu; called after make and whenever either changes. Choosing an item closes the menu
    /// after the item's action.
    func setContextMenuChildren(_ host: ContextMenuHostWidget, content: [Widget], items: [Widget])
}
