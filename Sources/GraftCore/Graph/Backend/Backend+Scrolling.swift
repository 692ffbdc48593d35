/// The backend contract for how scrollable views scroll: `.scrollDisabled(_:)`,
/// `.scrollIndicators(_:axes:)`, `.scrollContentBackground(_:)` and `.contentMargins(_:_:for:)` on a
/// `ScrollView` or a `List`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ScrollingBackend: BackendCore {
    /// Makes a scroll view's or a list's widget scroll as `environment` says: scrolling on or off
    /// (`isScrollEnabled`: off, the wheel, touchpad and touch drags move nothing and the scroll
    /// bars hide, the widget's size stays), each scroll indicator's visibility, the list's own
    /// background (`_scrollContentBackground`) and the margins around the scrolled content
    /// (`_scrollContentMargins`).
    ///
    /// Called with every update of a `ScrollView` (after `updateScrollView`) or a `List` (after
    /// `setListStyle`), with the widget its `make…` returned; it changes only what differs.
    func updateScrolling(_ widget: Widget, _ environment: EnvironmentValues)
}
