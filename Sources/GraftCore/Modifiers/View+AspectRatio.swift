/// How content is scaled into a frame of another shape.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scale to fit inside, keeping the aspect ratio (letterboxed).
    case fit
    /// Scale to fill, keeping the aspect ratio (the overflow is cropped).
    case fill
}

struct ContentModeKey: EnvironmentKey { static let defaultValue: ContentMode? = nil }

extension EnvironmentValues {
    /// How resizable images below scale into their frame; `nil` stretches them to it.
    public var contentMode: ContentMode? {
        get { self[ContentModeKey.self] }
        set { self[ContentModeKey.self] = newValue }
    }
}

extension View {
    /// Scales resizable images below to fit their frame, keeping their aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales resizable images below to fill their frame, keeping their aspect ratio (cropped).
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Keeps the aspect ratio of resizable images below as they scale into their frame.
    ///
    /// On GTK this is the `GtkPicture`'s content fit (`contain` / `cover`). An explicit `ratio`
    /// is accepted but not applied: the image's own ratio is kept, and other views are not
    /// reshaped (GTK has no aspect-ratio layout for arbitrary widgets).
    ///
    /// - Parameters:
    ///   - ratio: Accepted for SwiftUI compatibility; see above.
    ///   - contentMode: Fit inside or fill the frame.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        environment(\.contentMode, contentMode)
    }
}
