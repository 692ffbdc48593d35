extension View {
    /// Mirrors the view horizontally when the layout runs right to left (`\.layoutDirection` is
    /// `.rightToLeft`), as a directional image (an arrow, a "back" chevron) should be.
    ///
    /// The view is drawn flipped around its centre; its frame and the layout around it do not change.
    ///
    /// - Parameter enabled: Whether to mirror the view in a right-to-left layout.
    /// - Returns: A view mirrored in right-to-left layouts when `enabled`.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        _RightToLeftFlip(content: self, enabled: enabled)
    }
}

/// Reads the layout direction and draws its content mirrored under a right-to-left one.
struct _RightToLeftFlip<Content: View>: View {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        _EffectView(content: content, effect: ViewEffect(scaleX: enabled && direction == .rightToLeft ? -1 : 1))
    }
}
