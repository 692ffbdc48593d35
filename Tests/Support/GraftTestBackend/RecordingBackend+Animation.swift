import GraftCore

extension RecordingBackend {
    /// Records the animation in the widget's properties (`"animated"`: its key, `"animation"`: the
    /// animation or `"none"`) and jumps to its end: `apply(1)`.
    public func animateFrames(
        _ widget: RecordedWidget, key: String, animation: Animation?, _ apply: @escaping @MainActor (Double) -> Void
    ) {
        widget.properties["animated"] = key
        widget.properties["animation"] = animation.map { "\($0)" } ?? "none"
        apply(1)
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"matchedGeometry"`.
    public func makeMatchedGeometry() -> RecordedWidget { make("matchedGeometry") }

    /// Records the key (`"id"`), `"properties"`, `"isSource"` and the insertion's animation
    /// (`"insertion"`, `"none"` without one) in the widget's properties (an update, counted).
    public func updateMatchedGeometry(
        _ widget: RecordedWidget, _ key: MatchedGeometryKey, properties: MatchedGeometryProperties,
        anchor: UnitPoint, isSource: Bool, insertion: Animation?
    ) {
        set(
            widget,
            [
                "id": "\(key.id)", "properties": properties.rawValue, "isSource": isSource,
                "insertion": insertion.map { "\($0)" } ?? "none",
            ])
    }
}

extension RecordingBackend {
    /// Records a widget of kind `"symbolEffect"`.
    public func makeSymbolEffect() -> RecordedWidget { make("symbolEffect") }

    /// Records the frame as `"symbolEffectFrame"`, and counts the frames in `"symbolEffectFrames"`.
    public func updateSymbolEffect(_ widget: RecordedWidget, _ frame: SymbolEffectFrame) {
        widget.properties["symbolEffectFrame"] = frame
        widget.properties["symbolEffectFrames"] = (widget.properties["symbolEffectFrames"] as? Int ?? 0) + 1
    }

    /// Records the animation as `"symbolEffectAnimation"` and draws its last frame at once.
    public func animateSymbolEffect(
        _ widget: RecordedWidget, animation: Animation, _ frame: @escaping @MainActor (Double) -> SymbolEffectFrame
    ) {
        widget.properties["symbolEffectAnimation"] = "\(animation)"
        updateSymbolEffect(widget, frame(1))
    }
}
