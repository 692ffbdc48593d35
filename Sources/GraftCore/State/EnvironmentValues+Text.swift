import Foundation

/// How the lines of multi-line text line up with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

/// Changes that view-level text modifiers (`.bold()`, `.fontWeight`, `.fontDesign`, `.tracking`…)
/// make on top of whatever font the text has: `nil` leaves a property as the font sets it.
///
/// An engine hook: backends read it from the environment when they style text.
public struct _FontChanges: Hashable, Sendable {
    /// The stroke thickness.
    public var weight: Font.Weight?
    /// Whether the text is italic.
    public var isItalic: Bool?
    /// Whether the face is monospaced.
    public var isMonospaced: Bool?
    /// Whether digits are tabular.
    public var isMonospacedDigit: Bool?
    /// The family of faces.
    public var design: Font.Design?
    /// Extra space between characters, in points.
    public var tracking: Double?

    /// Changes to `weight`, slant, face, digits, design and spacing; `nil` changes nothing.
    public init(
        weight: Font.Weight? = nil, isItalic: Bool? = nil, isMonospaced: Bool? = nil,
        isMonospacedDigit: Bool? = nil, design: Font.Design? = nil, tracking: Double? = nil
    ) {
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
        self.isMonospacedDigit = isMonospacedDigit
        self.design = design
        self.tracking = tracking
    }

    /// Whether nothing is changed.
    public var isEmpty: Bool { self == _FontChanges() }

    /// These changes with `inner`'s on top (an inner modifier wins over an outer one).
    public mutating func merge(_ inner: _FontChanges) {
        weight = inner.weight ?? weight
        isItalic = inner.isItalic ?? isItalic
        isMonospaced = inner.isMonospaced ?? isMonospaced
        isMonospacedDigit = inner.isMonospacedDigit ?? isMonospacedDigit
        design = inner.design ?? design
        tracking = inner.tracking ?? tracking
    }

    /// `font` with these changes applied.
    public func applied(to font: Font) -> Font {
        var font = font
        if let weight { font.weight = weight }
        if let isItalic { font.isItalic = isItalic }
        if let isMonospaced { font.isMonospaced = isMonospaced }
        if let isMonospacedDigit { font.isMonospacedDigit = isMonospacedDigit }
        if let design { font.design = design }
        return font
    }
}

struct FontChangesKey: EnvironmentKey { static let defaultValue = _FontChanges() }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// How the lines of multi-line text below line up (`.multilineTextAlignment(_:)`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Extra space between lines of text below, in points (`.lineSpacing(_:)`).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// The text-style changes of `.bold()`, `.fontWeight`, `.fontDesign`, `.tracking` and the like
    /// around this view, applied on top of each text's font.
    public var _fontChanges: _FontChanges {
        get { self[FontChangesKey.self] }
        set { self[FontChangesKey.self] = newValue }
    }
}
