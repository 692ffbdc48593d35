extension ViewNode {
    /// Hands the accessibility attributes of this primitive's environment to the backend for its
    /// widget, when they differ from those last handed over (nil once removes them).
    func applyAccessibility() {
        let attributes = environment._accessibility
        guard attributes != appliedAccessibility, let widget else { return }
        appliedAccessibility = attributes
        graph.backend.updateAccessibility(widget, attributes)
    }
}
