import GraftCore

extension RecordingBackend {
    /// Records the scrolling the environment asks for: `"scrollEnabled"`, `"verticalIndicators"`
    /// and `"horizontalIndicators"` (`"automatic"`, `"visible"`, `"hidden"`), `"contentBackground"`
    /// (`false` when hidden), `"contentMargins"` (an `EdgeInsets`) and `"scrollTargetBehavior"` (the
    /// behaviour's type name, when there is one).
    public func updateScrolling(_ widget: RecordedWidget, _ environment: EnvironmentValues) {
        func name(_ visibility: ScrollIndicatorVisibility) -> String {
            visibility._hides ? "hidden" : visibility._staysVisible ? "visible" : "automatic"
        }
        widget.properties["scrollEnabled"] = environment.isScrollEnabled
        widget.properties["verticalIndicators"] = name(environment.verticalScrollIndicatorVisibility)
        widget.properties["horizontalIndicators"] = name(environment.horizontalScrollIndicatorVisibility)
        widget.properties["contentBackground"] = environment._scrollContentBackground != .hidden
        widget.properties["contentMargins"] = environment._scrollContentMargins
        widget.properties["scrollTargetBehavior"] = environment._scrollTargetBehavior.map { "\(type(of: $0))" }
    }

    /// Records a widget of kind `"scrollTargetLayout"`.
    public func makeScrollTargetLayout() -> RecordedWidget { make("scrollTargetLayout") }

    /// Records whether the layout's children are targets as `"isScrollTargetLayout"`.
    public func updateScrollTargetLayout(_ widget: RecordedWidget, isEnabled: Bool) {
        widget.properties["isScrollTargetLayout"] = isEnabled
    }
}
