/// The system text styles and families of faces: `Font.system(.title, design: .rounded)`.
///
/// ```swift
/// Text("Total").font(.system(.headline, design: .serif, weight: .black))
/// Text("12:04").font(.body.monospacedDigit())
/// ```
extension Font {
    /// A system text style: the size and weight of one role of text (title, body, caption…).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title.
        case largeTitle
        /// A title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A heading as large as body text.
        case headline
        /// Text under a heading.
        case subheadline
        /// Running text.
        case body
        /// Text beside body text.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// A second, smaller caption.
        case caption2

        /// The font of this style.
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// A family of faces. On Linux each maps onto a fontconfig generic family: `sans-serif`,
    /// `serif`, `monospace`; there is no rounded system face, so `.rounded` asks fontconfig for
    /// a rounded sans-serif and gets the default sans-serif when none is installed.
    public enum Design: Hashable, Sendable {
        /// The default sans-serif face.
        case `default`
        /// A face with serifs.
        case serif
        /// A rounded sans-serif face.
        case rounded
        /// A face whose characters all have the same width.
        case monospaced
    }

    /// The system font of `style`, in `design` and at `weight`.
    ///
    /// - Parameters:
    ///   - style: The role of the text (`.title`, `.body`, `.caption2`…).
    ///   - design: The family of faces (`nil`: the default one).
    ///   - weight: The stroke thickness (`nil`: the style's own).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// The font of `style`: `Font(.title)` is `.title`.
    ///
    /// - Parameter style: The role of the text.
    public init(_ style: TextStyle) { self = style.font }

    /// The same font with tabular figures: every digit as wide as the others, so counters do not jitter.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.isMonospacedDigit = true
        return copy
    }
}
