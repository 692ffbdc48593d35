/// The backend contract for toolbars: `.toolbar` items in the title bar and a bottom bar.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ToolbarBackend: BackendCore {
    /// The handle of a toolbar host widget (see `makeToolbarHost`); the backend's `Widget` unless it keeps more.
    associatedtype ToolbarHostWidget: BackendWidget = Widget where ToolbarHostWidget.Widget == Widget

    /// A container for a view with a toolbar. It shows the content, with the `.bottom` items in a
    /// bar under it; the other items go to the title bar of the window the container ends up in.
    func makeToolbarHost() -> ToolbarHostWidget

    /// Puts a toolbar host's content and its items, per slot, in place. Called after make and
    /// whenever any of them changes; a slot with no items is hidden.
    func setToolbarChildren(_ widget: ToolbarHostWidget, content: [Widget], items: [ToolbarSlot: [Widget]])
}
