import Foundation

/// The inline Markdown SwiftUI reads in a `Text` made from a literal (`Text("**Bold** and
/// [a link](https://swift.org)")`): strong (`**` or `__`), emphasis (`*` or `_`), both (`***`),
/// code (`` ` ``), strike-through (`~~`), links (`[label](url)`) and backslash escapes. Block
/// syntax (headings, lists, quotes) is shown as written, as SwiftUI shows it.
enum InlineMarkdown {
    /// The characters that can open or close a span, or escape one.
    private static let syntax: Set<Character> = ["*", "_", "`", "~", "[", "\\"]

    /// The runs of `source`, or `nil` when it holds no Markdown syntax at all (the common case,
    /// decided without parsing).
    static func runs(_ source: String) -> [Text.Run]? {
        guard source.contains(where: syntax.contains) else { return nil }
        var parser = Parser(Array(source))
        let runs = parser.parse(until: nil, style: TextStyle())
        return merged(runs)
    }

    /// `value` with the characters Markdown reads escaped: an interpolated value is shown as it is.
    static func escaped(_ value: String) -> String {
        guard value.contains(where: syntax.contains) else { return value }
        var result = ""
        for character in value {
            if syntax.contains(character) || character == "]" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Neighbouring runs of the same style as one.
    private static func merged(_ runs: [Text.Run]) -> [Text.Run] {
        var result: [Text.Run] = []
        for run in runs where !run.string.isEmpty {
            if let last = result.last, last.style == run.style {
                result[result.count - 1].string += run.string
            } else {
                result.append(run)
            }
        }
        return result
    }

    /// Emphasis openers, longest first, with what each changes.
    private static let openers: [(String, @Sendable (inout TextStyle) -> Void)] = [
        ("***", { strongEmphasis(&$0) }), ("___", { strongEmphasis(&$0) }), ("**", { $0.weight = .bold }),
        ("__", { $0.weight = .bold }), ("~~", { $0.isStruckThrough = true }), ("*", { $0.isItalic = true }),
        ("_", { $0.isItalic = true }),
    ]

    private static func strongEmphasis(_ style: inout TextStyle) {
        style.weight = .bold
        style.isItalic = true
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        /// Per delimiter, a position from which it is known not to close: an opener there or later
        /// is text at once, so unclosed openers cost linear time, not exponential.
        var unclosedFrom: [String: Int] = [:]
        /// Where the last closing delimiter ended, and the last opener: a marker run is read as
        /// one (`*a *` is not emphasis), except right after a delimiter consumed from the same run.
        var closedAt = -1
        var openedAt = -1
        /// Per delimiter, the last position where it could close.
        var lastClosers: [String: Int] = [:]
        /// A position after which no backtick follows.
        var noBacktickFrom = Int.max
        /// The longest link label and address looked at.
        static let linkLimit = 2048
        /// How deep spans nest; an opener deeper than this is text (bounds the recursion).
        static let depthLimit = 16
        var depth = 0

        init(_ characters: [Character]) { self.characters = characters }

        /// Runs up to the closing `delimiter` (consumed), or to the end when `delimiter` is nil.
        /// An opener that never closes is literal text.
        mutating func parse(until delimiter: String?, style: TextStyle) -> [Text.Run] {
            var runs: [Text.Run] = []
            var plain = ""
            func flush() {
                if !plain.isEmpty { runs.append(Text.Run(string: plain, style: style)) }
                plain = ""
            }
            while index < characters.count {
                if let delimiter, closes(delimiter) {
                    index += delimiter.count
                    closedAt = index
                    flush()
                    return runs
                }
                let character = characters[index]
                if character == "\\", index + 1 < characters.count, !characters[index + 1].isLetter {
                    plain.append(characters[index + 1])
                    index += 2
                } else if character == "`", let code = span(closing: "`") {
                    flush()
                    var codeStyle = style
                    codeStyle.isMonospaced = true
                    runs.append(Text.Run(string: code, style: codeStyle))
                } else if character == "[", let link = linkRuns(style: style) {
                    flush()
                    runs += link
                } else if let (opener, change) = emphasis(), let inner = nested(opener, style: style, change) {
                    flush()
                    runs += inner
                } else {
                    plain.append(character)
                    index += 1
                }
            }
            guard delimiter == nil else { return [] }  // unclosed: the caller shows the opener as text
            flush()
            return runs
        }

        /// Whether the text at `index` is `delimiter` closing a span: not right after white space.
        private func closes(_ delimiter: String) -> Bool {
            matches(delimiter, at: index) && index > 0 && !characters[index - 1].isWhitespace
                && (characters[index - 1] != characters[index] || index == closedAt)
                && !(delimiter.first == "_" && index + delimiter.count < characters.count
                    && characters[index + delimiter.count].isLetter)
        }

        private func matches(_ text: String, at position: Int) -> Bool {
            var cursor = position
            for character in text {
                guard cursor < characters.count, characters[cursor] == character else { return false }
                cursor += 1
            }
            return true
        }

        /// The last position where `delimiter` could close a span (-1 if none), found once.
        private mutating func lastCloser(of delimiter: String) -> Int {
            if let known = lastClosers[delimiter] { return known }
            let saved = index
            var found = -1
            var position = characters.count - delimiter.count
            while position > 0 {
                index = position
                if closes(delimiter) {
                    found = position
                    break
                }
                position -= 1
            }
            index = saved
            lastClosers[delimiter] = found
            return found
        }

        /// The emphasis opener at `index` (longest first) and what it changes, if it can open: it is
        /// followed by a non-space, and an `_` does not stand inside a word.
        private func emphasis() -> (String, @Sendable (inout TextStyle) -> Void)? {
            guard ["*", "_", "~"].contains(characters[index]),
                index == 0 || characters[index - 1] != characters[index] || index == openedAt
            else { return nil }
            for (opener, change) in InlineMarkdown.openers where matches(opener, at: index) {
                let after = index + opener.count
                guard after < characters.count, !characters[after].isWhitespace else { continue }
                if opener.first == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber {
                    continue
                }
                return (opener, change)
            }
            return nil
        }

        /// The runs of an emphasis span opened by `opener` at `index`, or `nil` (index unchanged)
        /// when it never closes.
        private mutating func nested(
            _ opener: String, style: TextStyle, _ change: @Sendable (inout TextStyle) -> Void
        ) -> [Text.Run]? {
            let start = index
            if let known = unclosedFrom[opener], start >= known { return nil }
            guard lastCloser(of: opener) > start + opener.count else { return nil }
            guard depth < Self.depthLimit else { return nil }
            depth += 1
            defer { depth -= 1 }
            var inner = style
            change(&inner)
            index += opener.count
            openedAt = index
            let runs = parse(until: opener, style: inner)
            guard !runs.isEmpty else {
                if index >= characters.count { unclosedFrom[opener] = min(unclosedFrom[opener] ?? start, start) }
                index = start
                return nil
            }
            return runs
        }

        /// The text of a code span opened at `index` up to its closing `delimiter`, read verbatim.
        private mutating func span(closing delimiter: Character) -> String? {
            guard index < noBacktickFrom else { return nil }
            guard let end = characters[(index + 1)...].firstIndex(of: delimiter) else {
                noBacktickFrom = index
                return nil
            }
            guard end > index + 1 else { return nil }
            let text = String(characters[(index + 1)..<end])
            index = end + 1
            return text
        }

        /// `[label](url)` at `index`: the label's runs with the link set, or `nil` when it is not one.
        private mutating func linkRuns(style: TextStyle) -> [Text.Run]? {
            let window = characters[index..<min(characters.count, index + Self.linkLimit)]
            guard let close = window.firstIndex(of: "]"), close + 1 < window.endIndex,
                characters[close + 1] == "(", let end = window[(close + 1)...].firstIndex(of: ")"),
                let url = URL(string: String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)),
                url.scheme != nil
            else { return nil }
            var linkStyle = style
            linkStyle.link = url
            var label = Parser(Array(characters[(index + 1)..<close]))
            let runs = label.parse(until: nil, style: linkStyle)
            index = end + 1
            return runs
        }
    }
}
