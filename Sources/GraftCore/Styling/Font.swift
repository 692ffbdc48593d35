/// A text style: one of the system styles, or a size and weight.
public struct Font: Hashable, Sendable {
    /// Stroke thickness, lightest to heaviest; the raw value is the CSS / OpenType weight.
    public enum Weight: Int, Hashable, Sendable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700,
            heavy = 800, black = 900
    }
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the face is monospaced.
    public var isMonospaced = false
    /// Whether the face is italic.
    public var isItalic = false
    /// The family of faces (`.serif`, `.rounded`, `.monospaced`), or `.default`.
    public var design = Design.default
    /// Whether digits all have the same width (tabular figures).
    public var isMonospacedDigit = false
    /// The font family `Font.custom` names (fontconfig finds it, or the closest installed face);
    /// `nil` for the system face.
    public var family: String?

    /// A system font of `size`, `weight` and `design`.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - weight: The stroke thickness (`nil`: regular).
    ///   - design: The family of faces (`nil`: the default one).
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(size: size, weight: weight ?? .regular)
        font.design = design ?? .default
        return font
    }

    /// 26 pt: the largest title.
    public static let largeTitle = Font(size: 26, weight: .regular)
    /// 22 pt: a title.
    public static let title = Font(size: 22, weight: .regular)
    /// 17 pt: a second-level title.
    public static let title2 = Font(size: 17, weight: .regular)
    /// 15 pt: a third-level title.
    public static let title3 = Font(size: 15, weight: .regular)
    /// 13 pt semibold: a heading as large as body text.
    public static let headline = Font(size: 13, weight: .semibold)
    /// 13 pt: running text (the default).
    public static let body = Font(size: 13, weight: .regular)
    /// 12 pt: text beside body text.
    public static let callout = Font(size: 12, weight: .regular)
    /// 11 pt: text under a heading.
    public static let subheadline = Font(size: 11, weight: .regular)
    /// 10 pt: a footnote.
    public static let footnote = Font(size: 10, weight: .regular)
    /// 10 pt: a caption.
    public static let caption = Font(size: 10, weight: .regular)
    /// 9 pt: a second, smaller caption.
    public static let caption2 = Font(size: 9, weight: .regular)

    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    /// The same font, italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
    /// The same font, monospaced.
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }
}
