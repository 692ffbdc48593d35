extension View {
    /// Hides the view but keeps its space in the layout, as SwiftUI's `hidden()`: it is drawn fully
    /// transparent, takes no pointer input and is left out of the accessibility tree.
    ///
    /// - Returns: The hidden view.
    public func hidden() -> some View {
        opacity(0).allowsHitTesting(false).accessibilityHidden(true)
    }

    /// The accent colour of the controls in this view: SwiftUI's older name for ``tint(_:)``, with
    /// the same effect.
    ///
    /// - Parameter accentColor: The colour, or `nil` for the default.
    /// - Returns: The view with the colour in its environment.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}
