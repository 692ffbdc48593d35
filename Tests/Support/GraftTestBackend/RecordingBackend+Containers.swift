import Foundation
import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"groupBox"`.
    public func makeGroupBox() -> RecordedWidget { make("groupBox") }

    /// Records `title` in the widget's properties (an update, counted).
    public func updateGroupBox(_ widget: RecordedWidget, title: String?) { set(widget, ["title": title ?? "none"]) }

    /// Records a widget of kind `"disclosureGroup"`.
    public func makeDisclosureGroup() -> RecordedWidget { make("disclosureGroup") }

    /// Records the call (see `Backend.updateDisclosureGroup`).
    public func updateDisclosureGroup(
        _ widget: RecordedWidget, title: String, isExpanded: Bool?, onToggle: @escaping @MainActor (Bool) -> Void
    ) {
        set(widget, ["title": title, "isExpanded": isExpanded.map { "\($0)" } ?? "unbound"])
        widget.boolChange = onToggle
    }

    /// Records a widget of kind `"form"`.
    public func makeForm() -> RecordedWidget { make("form") }

    /// Records the form's rows as its children.
    public func setFormRows(_ widget: RecordedWidget, _ rows: [RecordedWidget], _ environment: EnvironmentValues) {
        setChildren(widget, rows, environment)
    }
}
