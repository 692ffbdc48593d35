/// The backend contract for how scrollable views scroll: `.scrollDisabled(_:)`,
/// `.scrollIndicators(_:axes:)`, `.scrollContentBackground(_:)` and `.contentMargins(_:_:for:)` on a
/// `ScrollView` or a `List`, and where a scroll view's scrolls end (`.scrollTargetBehavior(_:)`,
/// `.scrollTargetLayout()`).
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ScrollingBackend: BackendCore {
    /// Makes a scroll view's or a list's widget scroll as `environment` says: scrolling on or off
    /// (`isScrollEnabled`: off, the wheel, touchpad and touch drags move nothing and the scroll
    /// bars hide, the widget's size stays), each scroll indicator's visibility, the list's own
    /// background (`_scrollContentBackground`) and the margins around the scrolled content
    /// (`_scrollContentMargins`). A scroll view also ends the user's scrolls where the
    /// environment's `_scrollTargetBehavior` says, when there is one.
    ///
    /// Called with every update of a `ScrollView` (after `updateScrollView`) or a `List` (after
    /// `setListStyle`), with the widget its `make…` returned; it changes only what differs.
    func updateScrolling(_ widget: Widget, _ environment: EnvironmentValues)

    /// A one-child container around a layout whose children are the targets of the scroll view
    /// around it (`.scrollTargetLayout()`); its content's widget is the layout.
    func makeScrollTargetLayout() -> Widget

    /// Sets whether the layout's children are targets; called with every update.
    func updateScrollTargetLayout(_ widget: Widget, isEnabled: Bool)
}
