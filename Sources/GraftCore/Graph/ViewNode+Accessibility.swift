extension ViewNode {
    /// Hands the accessibility attributes of this primitive's environment to the backend for its
    /// widget, when they differ from those last handed over (nil once removes them).
    func applyAccessibility() {
        guard widget != nil, environment.version !== accessibilityCheckedVersion else { return }
        accessibilityCheckedVersion = environment.version
        let attributes = environment._accessibility
        guard attributes != appliedAccessibility else { return }
        appliedAccessibility = attributes
        updateWidgetAccessibility(attributes)
    }
}
