import Foundation

/// Styling that stays with a piece of text, so `Text + Text` keeps each piece's style.
///
/// ```swift
/// Text("Graft").bold() + Text(" on ") + Text("GTK").italic().underline()
/// ```
extension Text {
    /// A piece of text and its style.
    public struct Run: Hashable, Sendable {
        /// The characters.
        public var string: String
        /// How they are drawn on top of the environment's font and colour.
        public var style: TextStyle
    }

    /// The text with each run's style changed by `change`.
    private func styled(_ change: (inout TextStyle) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index].style) }
        return copy
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public func italic() -> Text { styled { $0.isItalic = true } }
    /// The text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// The text with stroke thickness `weight` (`nil` keeps the font's).
    ///
    /// - Parameter weight: The weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// The text in a monospaced face when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.isMonospaced = isActive } }
    /// The text underlined when `isActive`.
    ///
    /// - Parameters:
    ///   - isActive: Whether to underline.
    ///   - color: The line's colour; `nil` uses the text's.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled {
            $0.isUnderlined = isActive
            $0.underlineColor = color
        }
    }
    /// The text struck through when `isActive`.
    ///
    /// - Parameters:
    ///   - isActive: Whether to strike through.
    ///   - color: The line's colour; `nil` uses the text's.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled {
            $0.isStruckThrough = isActive
            $0.strikethroughColor = color
        }
    }

    /// The two texts one after the other, each keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }
}

/// How a run of text is drawn on top of the environment's font and colour.
public struct TextStyle: Hashable, Sendable {
    /// The stroke thickness, or `nil` for the font's.
    public var weight: Font.Weight?
    /// Whether the run is italic.
    public var isItalic = false
    /// Whether the run uses a monospaced face.
    public var isMonospaced = false
    /// Whether the run is underlined.
    public var isUnderlined = false
    /// The underline's colour, or `nil` for the text's.
    public var underlineColor: Color?
    /// Whether the run is struck through.
    public var isStruckThrough = false
    /// The strike-through line's colour, or `nil` for the text's.
    public var strikethroughColor: Color?
    /// Where the run links to (a Markdown `[label](url)`), opened with the environment's `openURL`.
    public var link: URL?

    /// Whether the style changes nothing.
    public var isPlain: Bool { self == TextStyle() }
}
