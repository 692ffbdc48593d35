import GraftCore

extension RecordingBackend {
    /// A gesture host; its handler is kept as the `"gestureHandler"` property's owner.
    public func makeGestureHost() -> RecordedWidget { make("gestures") }

    /// Records the kinds and keeps the handler for `sendGesture(_:_:_:)`.
    public func updateGestures(
        _ widget: RecordedWidget, _ kinds: [GestureKind], handler: @escaping @MainActor (Int, GestureEvent) -> Void
    ) {
        set(widget, ["gestures": kinds.map { "\($0)" }])
        widget.gestureHandler = handler
    }
}

extension RecordedWidget {
    /// Delivers a gesture event to the latest handler of a gesture host, as a toolkit would.
    ///
    /// - Parameters:
    ///   - index: Which of the host's gestures saw it.
    ///   - event: What it saw.
    public func sendGesture(_ index: Int, _ event: GestureEvent) { gestureHandler?(index, event) }
}
