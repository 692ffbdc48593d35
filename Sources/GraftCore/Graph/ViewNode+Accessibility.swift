extension ViewNode {
    /// Hands the accessibility attributes of this primitive's environment to the backend for its
    /// widget, when they differ from those last handed over (nil once removes them).
    func applyAccessibility() {
        let attributes = environment._accessibility
        guard attributes != appliedAccessibility, widget != nil else { return }
        appliedAccessibility = attributes
        updateWidgetAccessibility(attributes)
    }
}
