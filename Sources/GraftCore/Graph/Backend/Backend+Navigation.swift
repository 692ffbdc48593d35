/// The backend contract for navigation containers: `NavigationStack` (a stack of pages) and `NavigationSplitView`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol NavigationBackend: BackendCore {
    /// The handle of a page stack widget (see `makePageStack`); the backend's `Widget` unless it keeps more.
    associatedtype PageStackWidget: BackendWidget = Widget where PageStackWidget.Widget == Widget
    /// The handle of a split view widget (see `makeSplitView`); the backend's `Widget` unless it keeps more.
    associatedtype SplitViewWidget: BackendWidget = Widget where SplitViewWidget.Widget == Widget

    /// The handle of one page of a page stack (see `makePage`); the backend's `Widget` unless it keeps more.
    associatedtype PageWidget: BackendWidget = Widget where PageWidget.Widget == Widget

    /// Makes a container of pages of which the last one shows; the others stay (hidden).
    func makePageStack() -> PageStackWidget

    /// Sets the pages (each made by `makePage`), the last one showing; called after make and
    /// whenever the pages change. Pages kept from the last call stay where they are: a push adds
    /// one page and a pop removes one, whatever the depth.
    func setPages(_ stack: PageStackWidget, _ pages: [Widget])

    /// Makes one page of a page stack: a column filling the stack, its widgets stacked vertically.
    func makePage() -> PageWidget

    /// Puts one screen's widgets in its page; called after make and whenever they change.
    func setPageChildren(_ page: PageWidget, _ children: [Widget])

    /// Makes a sidebar-and-detail split with a draggable divider.
    func makeSplitView() -> SplitViewWidget

    /// Puts the widgets of the sidebar and the detail column in place; called after make and
    /// whenever either changes.
    func setSplitViewChildren(_ split: SplitViewWidget, sidebar: [Widget], detail: [Widget])
}
