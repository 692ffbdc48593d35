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
    /// A geometry reader.
    public func makeGeometryReader() -> RecordedWidget { make("geometryReader") }
    /// Keeps the handler for `sendGeometry(_:_:)`.
    public func updateGeometryReader(_ widget: RecordedWidget, onChange: @escaping @MainActor (GeometryProxy) -> Void) {
        set(widget, [:])
        widget.geometryHandler = onChange
    }
    /// A fixed-size container.
    public func makeFixedSize() -> RecordedWidget { make("fixedSize") }
    /// Records the fixed axes.
    public func updateFixedSize(_ widget: RecordedWidget, horizontal: Bool, vertical: Bool) {
        set(widget, ["horizontal": horizontal, "vertical": vertical])
    }
}

extension RecordedWidget {
    /// Delivers a gesture event to the latest handler of a gesture host, as a toolkit would.
    ///
    /// - Parameters:
    ///   - index: Which of the host's gestures saw it.
    ///   - event: What it saw.
    public func sendGesture(_ index: Int, _ event: GestureEvent) { gestureHandler?(index, event) }

    /// Reports a new geometry to a geometry reader, as a toolkit would after layout.
    ///
    /// - Parameter proxy: The reader's geometry.
    public func sendGeometry(_ proxy: GeometryProxy) { geometryHandler?(proxy) }
}
