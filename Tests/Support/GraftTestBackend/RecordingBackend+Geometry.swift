import GraftCore

extension RecordingBackend {
    /// A geometry reader.
    public func makeGeometryReader() -> RecordedWidget { make("geometryReader") }

    /// Keeps the handler for `sendGeometry(_:_:)`.
    public func updateGeometryReader(_ widget: RecordedWidget, onChange: @escaping @MainActor (GeometryProxy) -> Void) {
        set(widget, [:])
        widget.geometryHandler = onChange
    }

    /// Records a widget of kind `"coordinateSpace"`.
    public func makeCoordinateSpace() -> RecordedWidget { make("coordinateSpace") }

    /// Records the space's name (an update, counted).
    public func updateCoordinateSpace(_ widget: RecordedWidget, name: NamedCoordinateSpace) {
        set(widget, ["name": name])
    }
}

extension RecordedWidget {
    /// Reports a new geometry to a geometry reader, as a toolkit would after layout.
    ///
    /// - Parameter proxy: The reader's geometry.
    public func sendGeometry(_ proxy: GeometryProxy) { geometryHandler?(proxy) }
}
