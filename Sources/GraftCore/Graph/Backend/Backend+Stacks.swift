/// The backend contract for stacks and what goes in them: `VStack`/`HStack`, `ZStack`, `Spacer`, `Divider` and
/// `ScrollView`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol StacksBackend: BackendCore {
    /// The handle of a stack widget (see `makeStack`); the backend's `Widget` unless it keeps more.
    associatedtype StackWidget: BackendWidget = Widget where StackWidget.Widget == Widget
    /// The handle of a z stack widget (see `makeZStack`); the backend's `Widget` unless it keeps more.
    associatedtype ZStackWidget: BackendWidget = Widget where ZStackWidget.Widget == Widget
    /// The handle of a spacer widget (see `makeSpacer`); the backend's `Widget` unless it keeps more.
    associatedtype SpacerWidget: BackendWidget = Widget where SpacerWidget.Widget == Widget
    /// The handle of a divider widget (see `makeDivider`); the backend's `Widget` unless it keeps more.
    associatedtype DividerWidget: BackendWidget = Widget where DividerWidget.Widget == Widget
    /// The handle of a scroll view widget (see `makeScrollView`); the backend's `Widget` unless it keeps more.
    associatedtype ScrollViewWidget: BackendWidget = Widget where ScrollViewWidget.Widget == Widget
    /// The handle of a view-that-fits widget (see `makeViewThatFits`); the backend's `Widget` unless it keeps more.
    associatedtype ViewThatFitsWidget: BackendWidget = Widget where ViewThatFitsWidget.Widget == Widget
    /// The handle of an alignment-guide container (see `makeAlignmentGuide`); by default the backend's `Widget`.
    associatedtype AlignmentGuideWidget: BackendWidget = Widget where AlignmentGuideWidget.Widget == Widget

    /// A stack of children along `axis` (`VStack` / `HStack`); its children come through `setChildren`.
    func makeStack(_ axis: Axis) -> StackWidget

    /// Sets the spacing between children and where they sit across the axis.
    func updateStack(
        _ widget: StackWidget, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues)

    /// A one-child container carrying alignment guides its content sets (`.alignmentGuide`): the
    /// stack holding it lines it up by those values instead of the guides' defaults. Its child
    /// comes through `setChildren`.
    func makeAlignmentGuide() -> AlignmentGuideWidget

    /// Sets the guides; the stack holding the container lays out again when they change (the
    /// closures are new values on every update, so the backend treats each update as a change).
    func updateAlignmentGuide(_ widget: AlignmentGuideWidget, _ guides: _AlignmentGuides)

    /// A container layering its children, the first at the back (`ZStack`).
    func makeZStack() -> ZStackWidget

    /// Sets where children smaller than the stack sit.
    func updateZStack(_ widget: ZStackWidget, alignment: Alignment, _ environment: EnvironmentValues)

    /// Flexible space (`Spacer`).
    func makeSpacer() -> SpacerWidget

    /// Makes the spacer grow along `axis` (the stack it is in; `nil` outside a stack: both), at least `minLength`.
    func updateSpacer(_ widget: SpacerWidget, axis: Axis?, minLength: Double?)

    /// A thin line (`Divider`).
    func makeDivider() -> DividerWidget

    /// Draws the line across `axis` (the stack it is in; `nil`: horizontal).
    func updateDivider(_ widget: DividerWidget, axis: Axis?)

    /// A scrolling viewport; its children are stacked along the scrolling axis.
    func makeScrollView() -> ScrollViewWidget

    /// Sets the axes that scroll; the children stack along the scrolling axis.
    func updateScrollView(_ widget: ScrollViewWidget, axes: Axis.Set, _ environment: EnvironmentValues)

    /// Scrolls the scroll view nearest around `widget` so that `widget` shows (`ScrollViewProxy.scrollTo`):
    /// with an anchor, that point of the widget lines up with the same point of the visible area;
    /// without one, the least scrolling that shows it. Called after the update pass that made the
    /// widget; the backend waits for the widget's layout if it has none yet. A widget in no scroll
    /// view scrolls nothing.
    func scroll(to widget: Widget, anchor: UnitPoint?)

    /// A container that shows only the first of its children (via `setChildren`) whose natural
    /// size fits its space along the axes `updateViewThatFits` gives, or the last one when none
    /// fits; it chooses again when its space changes (`ViewThatFits`).
    func makeViewThatFits() -> ViewThatFitsWidget

    /// Sets the axes along which a child must fit.
    func updateViewThatFits(_ widget: ViewThatFitsWidget, axes: Axis.Set, _ environment: EnvironmentValues)
}
