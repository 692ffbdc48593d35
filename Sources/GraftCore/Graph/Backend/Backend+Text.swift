/// The backend contract for read-only text: `Text`, plain or made of styled runs.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol TextBackend: BackendCore {
    /// The handle of a text widget (see `makeText`); the backend's `Widget` unless it keeps more.
    associatedtype TextWidget: BackendWidget = Widget where TextWidget.Widget == Widget

    /// A widget showing read-only text (`Text`). It wraps at word boundaries when narrower than the text.
    func makeText() -> TextWidget

    /// A text widget as `makeText()` makes, for text that may shrink to fit its width
    /// (`.minimumScaleFactor`): while one line of it (`lineLimit(1)`) is wider than the width it
    /// is given, its font shrinks, down to `environment.minimumScaleFactor` × its size (tighter
    /// letters first when `environment.allowsTightening`), before it is truncated. Made instead of
    /// `makeText()` when the factor is below 1 as the text appears.
    func makeShrinkingText() -> TextWidget

    /// Shows `text` in plain style, with the foreground colour, font and line limit of `environment`,
    /// selectable by the user when `environment._allowsTextSelection` (`.textSelection(.enabled)`).
    func updateText(_ widget: TextWidget, _ text: String, _ environment: EnvironmentValues)

    /// Sets how the text's next content change animates: called before each `updateText`, with
    /// the `.contentTransition` around it and the update's animation (`nil` when the update is
    /// not animated or the transition is `.identity`: a change then shows at once).
    func setTextContentTransition(_ widget: TextWidget, _ transition: ContentTransition, animation: Animation?)

    /// Shows text made of runs with their own weight, slant, lines and face, in a widget from
    /// `makeText()`. Called instead of `updateText` when any run is styled; a later `updateText`
    /// goes back to plain text.
    func updateStyledText(_ widget: TextWidget, _ runs: [Text.Run], _ environment: EnvironmentValues)
}
