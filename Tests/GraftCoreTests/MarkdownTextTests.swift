import Foundation
import GraftCore
import Testing

/// A run as "string|what differs", for comparing a `Text`'s runs.
private func describe(_ text: Text) -> [String] {
    text.runs.map { run in
        var marks: [String] = []
        if run.style.weight == .bold { marks.append("bold") }
        if run.style.isItalic { marks.append("italic") }
        if run.style.isMonospaced { marks.append("code") }
        if run.style.isStruckThrough { marks.append("struck") }
        if let link = run.style.link { marks.append("link " + link.absoluteString) }
        return run.string + "|" + marks.joined(separator: ",")
    }
}

@Suite("Text reads inline Markdown in literals, as SwiftUI does")
@MainActor
struct MarkdownTextTests {
    @Test(
        "Strong, emphasis, both, code, strike-through and links become styled runs",
        arguments: [
            ("**Bold** text", ["Bold|bold", " text|"]),
            ("__Bold__ too", ["Bold|bold", " too|"]),
            ("*it* and _it_", ["it|italic", " and |", "it|italic"]),
            ("***both***", ["both|bold,italic"]),
            ("run `swift build` now", ["run |", "swift build|code", " now|"]),
            ("~~gone~~", ["gone|struck"]),
            ("see [Swift](https://swift.org)!", ["see |", "Swift|link https://swift.org", "!|"]),
            ("**bold *and it***", ["bold |bold", "and it|bold,italic"]),
        ])
    func styled(source: String, expected: [String]) {
        #expect(describe(Text(LocalizedStringKey(source))) == expected)
    }

    @Test(
        "What is not Markdown is shown as written",
        arguments: [
            "snake_case_name", "2 * 3 * 4", "**unclosed", "a ` lone backtick", "[not a link](no scheme)",
            "# Heading stays", "file_1_2.png", "**a *b", "*a **b",
        ])
    func literal(source: String) {
        #expect(describe(Text(LocalizedStringKey(source))) == [source + "|"])
    }

    @Test("A backslash escapes a marker")
    func escapes() {
        #expect(describe(Text(LocalizedStringKey(#"\*not\* emphasis"#))) == ["*not* emphasis|"])
    }

    @Test("A literal goes through Markdown; a String value, Text(verbatim:) and interpolated values do not")
    func onlyLiterals() {
        let value = "**raw**"
        #expect(describe(Text("**styled**")) == ["styled|bold"])
        #expect(describe(Text(value)) == ["**raw**|"])
        #expect(describe(Text(verbatim: "**raw**")) == ["**raw**|"])
        #expect(describe(Text("**Hi** \(value)")) == ["Hi|bold", " **raw**|"])
    }

    @Test("20,000 unclosed markers are read in bounded time and shown as written")
    func hostile() {
        for unit in ["*a ", "_a ", "[a ", "**a ", "~~a ", "[a](", "***a "] {
            let source = String(repeating: unit, count: 20_000)
            let started = ContinuousClock.now
            let text = Text(LocalizedStringKey(source))
            let elapsed = ContinuousClock.now - started
            #expect(text.content == source, "\(unit) markers stay text")
            #expect(elapsed < .seconds(10), "\(unit): \(elapsed)")
        }
        let code = "`" + String(repeating: "a ", count: 20_000)
        #expect(Text(LocalizedStringKey(code)).content == code, "one unclosed backtick is text")
    }
}
