/// The backend contract for gestures: `.onTapGesture`, `.gesture` with tap, long-press, drag, magnify and
/// rotate gestures and their combinations.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol GesturesBackend: BackendCore {
    /// The handle of a gesture host (see `makeGestureHost`); the backend's `Widget` unless it keeps more.
    associatedtype GestureHostWidget: BackendWidget = Widget where GestureHostWidget.Widget == Widget

    /// A one-child container that recognizes gestures on its area.
    func makeGestureHost() -> GestureHostWidget

    /// Sets the gestures a gesture host recognizes (the recognizers are replaced only when the
    /// kinds change); `handler` gets the index of the gesture in `kinds` and what it saw. Called
    /// after make and on each update, with the latest handler.
    func updateGestures(
        _ widget: GestureHostWidget, _ kinds: [GestureKind],
        handler: @escaping @MainActor (Int, GestureEvent) -> Void)
}
