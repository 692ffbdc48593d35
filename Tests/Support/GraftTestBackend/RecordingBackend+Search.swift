import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"searchField"`.
    public func makeSearchField() -> RecordedWidget { RecordedWidget(kind: "searchField") }

    /// Records the `text`, the `prompt` and whether the field was asked to take the `focus`;
    /// `type(_:)` acts as the user's edit, `setOn(_:)` as the focus entering or leaving.
    public func updateSearchField(
        _ widget: RecordedWidget, text: String, prompt: String, focus: Bool,
        onChange: @escaping @MainActor (String) -> Void, onFocusChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    ) {
        widget.properties["text"] = text
        widget.properties["prompt"] = prompt
        widget.properties["focus"] = focus
        widget.textChange = onChange
        widget.boolChange = onFocusChange
    }
}
