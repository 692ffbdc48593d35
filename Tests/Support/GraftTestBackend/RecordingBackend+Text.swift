import Foundation
import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"text"`.
    public func makeText() -> RecordedWidget { make("text") }

    /// Records a widget of kind `"text"` with `"shrinks"` set.
    public func makeShrinkingText() -> RecordedWidget {
        let widget = make("text")
        widget.properties["shrinks"] = true
        return widget
    }

    /// Records a transition other than `.identity` as `contentTransition`, and whether the update
    /// animates it (not counted as an update).
    public func setTextContentTransition(
        _ widget: RecordedWidget, _ transition: ContentTransition, animation: Animation?
    ) {
        guard !transition.isIdentity else { return }
        widget.properties["contentTransition"] = "\(transition)"
        widget.properties["contentTransitionAnimated"] = animation != nil
    }

    /// Records `text`, `color`, `font`, `lineLimit` in the widget's properties (an update, counted).
    public func updateText(_ widget: RecordedWidget, _ text: String, _ environment: EnvironmentValues) {
        let color = (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme).recorded
        set(
            widget,
            [
                "text": text, "color": color, "font": environment.font.map { "\($0.size)" } ?? "body",
                "lineLimit": environment.lineLimit.map { "\($0)" } ?? "none",
            ])
    }

    /// Records the text of all runs as `text`, and each run's string and style in `runs`.
    public func updateStyledText(_ widget: RecordedWidget, _ runs: [Text.Run], _ environment: EnvironmentValues) {
        updateText(widget, runs.map(\.string).joined(), environment)
        set(widget, ["runs": runs.map { "\($0.string)|\($0.style)" }])
    }
}
