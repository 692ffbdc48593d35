/// The backend contract for text the user edits: `TextField`, `SecureField` and `TextEditor`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol TextInputBackend: BackendCore {
    /// The handle of a text field widget (see `makeTextField`); the backend's `Widget` unless it keeps more.
    associatedtype TextFieldWidget: BackendWidget = Widget where TextFieldWidget.Widget == Widget
    /// The handle of a text editor widget (see `makeTextEditor`); the backend's `Widget` unless it keeps more.
    associatedtype TextEditorWidget: BackendWidget = Widget where TextEditorWidget.Widget == Widget

    /// A one-line text field (`TextField`), flexible in width.
    func makeTextField() -> TextFieldWidget

    /// Shows `text` (only when it differs from what the field holds) and `placeholder`, names the
    /// field `title` for assistive technology, and draws the frame `environment.textFieldAppearance`
    /// asks for; `onChange` receives the user's edits, `onSubmit` the Enter key.
    func updateTextField(
        _ widget: TextFieldWidget, text: String, placeholder: String, title: String,
        onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues)

    /// Hides a text field's text behind bullets (a `SecureField`); called once, after make.
    func setTextFieldSecure(_ widget: TextFieldWidget, _ isSecure: Bool)

    /// A multi-line, scrolling text editor that fills the space it is offered.
    func makeTextEditor() -> TextEditorWidget

    /// Sets an editor's text (only when it differs) and what runs when the user edits it.
    func updateTextEditor(
        _ widget: TextEditorWidget, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues)

    /// Selects `selection` in a text field (character offsets, counted in Unicode scalars), unless
    /// the field already has that selection; `nil` leaves the field's selection alone. Called after
    /// `updateTextField` for a field bound to a `TextSelection`; `onSelect` then receives the
    /// user's moves of the cursor and selection, with the text they are offsets into.
    func updateTextFieldSelection(
        _ widget: TextFieldWidget, _ selection: Range<Int>?,
        onSelect: @escaping @MainActor (_ selection: Range<Int>, _ text: String) -> Void)

    /// Selects `selection` in a text editor, as `updateTextFieldSelection` does in a field; called
    /// after `updateTextEditor`.
    func updateTextEditorSelection(
        _ widget: TextEditorWidget, _ selection: Range<Int>?,
        onSelect: @escaping @MainActor (_ selection: Range<Int>, _ text: String) -> Void)
}
