/// A text style: one of the system styles, or a size and weight.
public struct Font: Hashable, Sendable {
    /// Stroke thickness.
    public enum Weight: Int, Hashable, Sendable {
        case ultraLight = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800
    }
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the face is monospaced.
    public var isMonospaced = false
    /// Whether the face is italic.
    public var isItalic = false

    /// A system font of `size` and `weight`.
    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }

    public static let largeTitle = Font(size: 26, weight: .regular)
    public static let title = Font(size: 22, weight: .regular)
    public static let title2 = Font(size: 17, weight: .regular)
    public static let title3 = Font(size: 15, weight: .regular)
    public static let headline = Font(size: 13, weight: .semibold)
    public static let body = Font(size: 13, weight: .regular)
    public static let callout = Font(size: 12, weight: .regular)
    public static let subheadline = Font(size: 11, weight: .regular)
    public static let footnote = Font(size: 10, weight: .regular)
    public static let caption = Font(size: 10, weight: .regular)

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
