/// The backend contract for search fields: the field `.searchable` puts in the window's toolbar.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol SearchBackend: BackendCore {
    /// The handle of a search field widget (see `makeSearchField`); the backend's `Widget` unless it keeps more.
    associatedtype SearchFieldWidget: BackendWidget = Widget where SearchFieldWidget.Widget == Widget

    /// Makes a one-line search field (with the platform's search icon and clear button).
    func makeSearchField() -> SearchFieldWidget

    /// Shows `text` (only when it differs from what the field holds) and `prompt` while empty;
    /// `onChange` receives the user's edits (Escape clears the field, as an edit), `onFocusChange`
    /// whether the keyboard focus entered (`true`) or left the field. When `focus` is `true` and
    /// the field does not hold the focus, it takes it.
    func updateSearchField(
        _ widget: SearchFieldWidget, text: String, prompt: String, focus: Bool,
        onChange: @escaping @MainActor (String) -> Void, onFocusChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues)
}
