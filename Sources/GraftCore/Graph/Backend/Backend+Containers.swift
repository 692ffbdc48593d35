/// The backend contract for containers with chrome of their own: `GroupBox`, `DisclosureGroup` and `Form`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ContainersBackend: BackendCore {
    /// The handle of a group box widget (see `makeGroupBox`); the backend's `Widget` unless it keeps more.
    associatedtype GroupBoxWidget: BackendWidget = Widget where GroupBoxWidget.Widget == Widget
    /// The handle of a disclosure group widget (see `makeDisclosureGroup`); the backend's `Widget` unless it keeps more.
    associatedtype DisclosureGroupWidget: BackendWidget = Widget where DisclosureGroupWidget.Widget == Widget
    /// The handle of a form widget (see `makeForm`); the backend's `Widget` unless it keeps more.
    associatedtype FormWidget: BackendWidget = Widget where FormWidget.Widget == Widget

    /// A bordered, optionally titled box; its children (via `setChildren`) stack in a column.
    func makeGroupBox() -> GroupBoxWidget

    /// Sets a group box's title (`nil` for none).
    func updateGroupBox(_ widget: GroupBoxWidget, title: String?)

    /// A clickable title that shows or hides its children (via `setChildren`), in a column.
    func makeDisclosureGroup() -> DisclosureGroupWidget

    /// Sets the title and, when bound (`isExpanded` non-nil), whether it is open; `onToggle` runs
    /// when the user opens or closes it.
    func updateDisclosureGroup(
        _ widget: DisclosureGroupWidget, title: String, isExpanded: Bool?, onToggle: @escaping @MainActor (Bool) -> Void
    )

    /// A scrolling list of grouped rows that fills the space it is offered.
    func makeForm() -> FormWidget

    /// Makes each child widget one row of the form, in order.
    func setFormRows(_ widget: FormWidget, _ rows: [Widget], _ environment: EnvironmentValues)
}
