import Foundation
import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"textField"`.
    public func makeTextField() -> RecordedWidget { make("textField") }

    /// Records the call (see `Backend.updateTextField`).
    public func updateTextField(
        _ widget: RecordedWidget, text: String, placeholder: String, title: String,
        onChange: @escaping @MainActor (String) -> Void,
        onSubmit: @escaping @MainActor () -> Void, _ environment: EnvironmentValues
    ) {
        set(
            widget,
            [
                "text": text, "placeholder": placeholder, "title": title,
                "style": "\(environment.textFieldAppearance)",
            ])
        let recorded = widget
        recorded.textChange = onChange
        recorded.submit = onSubmit
    }

    /// Records `secure` in the widget's properties (an update, counted).
    public func setTextFieldSecure(_ widget: RecordedWidget, _ isSecure: Bool) { set(widget, ["secure": isSecure]) }

    /// Records a widget of kind `"textEditor"`.
    public func makeTextEditor() -> RecordedWidget { make("textEditor") }

    /// Records the call (see `Backend.updateTextEditor`).
    public func updateTextEditor(
        _ widget: RecordedWidget, text: String, onChange: @escaping @MainActor (String) -> Void,
        _ environment: EnvironmentValues
    ) {
        set(widget, ["text": text])
        widget.textChange = onChange
    }

    /// Records `selection` as `"selection"` (`"start..<end"`), keeping `onSelect` as the widget's
    /// `selectionChange`.
    public func updateTextFieldSelection(
        _ widget: RecordedWidget, _ selection: Range<Int>?,
        onSelect: @escaping @MainActor (Range<Int>, String) -> Void
    ) {
        if let selection { set(widget, ["selection": "\(selection)"]) }
        widget.selectionChange = onSelect
    }

    /// Records `selection` as a text field's (see `updateTextFieldSelection`).
    public func updateTextEditorSelection(
        _ widget: RecordedWidget, _ selection: Range<Int>?,
        onSelect: @escaping @MainActor (Range<Int>, String) -> Void
    ) {
        updateTextFieldSelection(widget, selection, onSelect: onSelect)
    }
}
