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

    /// A stack of children along `axis` (`VStack` / `HStack`); its children come through `setChildren`.
    func makeStack(_ axis: Axis) -> StackWidget

    /// Sets the spacing between children and where they sit across the axis.
    func updateStack(
        _ widget: StackWidget, axis: Axis, spacing: Double, alignment: Alignment, _ environment: EnvironmentValues)

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
}
