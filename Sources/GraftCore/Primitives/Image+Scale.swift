extension Image {
    /// The size of a symbol image (`Image(systemName:)`) relative to the text around it.
    public enum Scale: Sendable, Hashable, CaseIterable {
        /// Smaller than the text: 12 points.
        case small
        /// As the text: 16 points (GTK's normal icon size).
        case medium
        /// Larger than the text: 22 points.
        case large

        /// The icon's size in points.
        public var pointSize: Int {
            switch self {
            case .small: 12
            case .medium: 16
            case .large: 22
            }
        }
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The size of symbol images below, set by `.imageScale(_:)`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sizes the symbol images below (`Image(systemName:)`, a `Label`'s icon) relative to the text.
    ///
    /// ```swift
    /// Label("Trash", systemImage: "trash").imageScale(.large)
    /// ```
    ///
    /// - Parameter scale: `.small`, `.medium` (the default) or `.large`.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
