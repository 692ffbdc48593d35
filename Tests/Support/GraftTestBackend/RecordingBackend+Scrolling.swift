import GraftCore

extension RecordingBackend {
    /// Records the scrolling the environment asks for: `"scrollEnabled"`, `"verticalIndicators"`
    /// and `"horizontalIndicators"` (`"automatic"`, `"visible"`, `"hidden"`), `"contentBackground"`
    /// (`false` when hidden) and `"contentMargins"` (an `EdgeInsets`).
    public func updateScrolling(_ widget: RecordedWidget, _ environment: EnvironmentValues) {
        func name(_ visibility: ScrollIndicatorVisibility) -> String {
            visibility._hides ? "hidden" : visibility._staysVisible ? "visible" : "automatic"
        }
        widget.properties["scrollEnabled"] = environment.isScrollEnabled
        widget.properties["verticalIndicators"] = name(environment.verticalScrollIndicatorVisibility)
        widget.properties["horizontalIndicators"] = name(environment.horizontalScrollIndicatorVisibility)
        widget.properties["contentBackground"] = environment._scrollContentBackground != .hidden
        widget.properties["contentMargins"] = environment._scrollContentMargins
    }
}
