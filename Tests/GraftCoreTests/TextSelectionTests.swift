import GraftCore
import GraftTestBackend
import Testing

@Suite("TextSelection between String indices and the backend's character offsets")
@MainActor
struct TextSelectionTests {
    final class Model {
        var text = "e\u{301}🙂 hello world"
        var selection: TextSelection?
    }

    @Test("A bound selection reaches the backend as Unicode scalar offsets; a user's one comes back as indices")
    func offsets() throws {
        let model = Model()
        let text = Binding(get: { model.text }, set: { model.text = $0 })
        let selection = Binding(get: { model.selection }, set: { model.selection = $0 })
        model.selection = TextSelection(range: try #require(model.text.range(of: "wor")))
        let harness = Harness(TextField("Note", text: text, selection: selection))
        let field = harness.first("textField")
        #expect(field["selection"] == "10..<13", "scalars: e, accent, emoji, space, hello, space")
        field.select(0..<2, in: model.text)
        let chosen = try #require(model.selection)
        guard case .selection(let range) = chosen.indices else {
            Issue.record("one range expected")
            return
        }
        #expect(model.text[range] == "e\u{301}", "two scalars are the accented letter")
        #expect(!chosen.isInsertion)
        field.select(3..<3, in: model.text)
        #expect(model.selection == TextSelection(insertionPoint: try #require(model.text.firstIndex(of: " "))))
        #expect(model.selection?.isInsertion == true)
    }

    @Test("A multi-selection selects the span of its ranges; a TextEditor takes a selection too")
    func multiSelectionAndEditor() throws {
        let model = Model()
        let text = Binding(get: { model.text }, set: { model.text = $0 })
        let selection = Binding(get: { model.selection }, set: { model.selection = $0 })
        let hello = try #require(model.text.range(of: "hello"))
        let world = try #require(model.text.range(of: "world"))
        var ranges = RangeSet<String.Index>()
        ranges.insert(contentsOf: hello)
        ranges.insert(contentsOf: world)
        model.selection = TextSelection(ranges: ranges)
        let harness = Harness(TextEditor(text: text, selection: selection))
        #expect(harness.first("textEditor")["selection"] == "4..<15")
    }
}
