import Graft
import GtkBridge
import Testing

/// "e" + a combining accent (two Unicode scalars, one character) and an emoji before the words,
/// so that character counts, scalar counts (GTK's offsets) and UTF-8 offsets all differ.
private let sample = "e\u{301}🙂 hello world"

/// What a selection covers, as a user reads it: the selected text, or where the cursor is in
/// characters.
@MainActor
private func describe(_ selection: TextSelection?, in text: String) -> String {
    guard let selection else { return "No selection" }
    guard case .selection(let range) = selection.indices else { return "Several ranges" }
    if selection.isInsertion { return "Cursor at \(text.distance(from: text.startIndex, to: range.lowerBound))" }
    return "Selected [\(text[range])]"
}

@Suite("TextSelection bound to a TextField's GtkEntry and a TextEditor's GtkTextView", .serialized)
@MainActor
struct TextSelectionGtkTests {
    struct Field: View {
        @State var text = sample
        @State var selection: TextSelection?
        var body: some View {
            VStack {
                TextField("Note", text: $text, selection: $selection)
                Text(describe(selection, in: text))
                Button("Select wor") { selection = text.range(of: "wor").map { TextSelection(range: $0) } }
                Button("Cursor after smile") {
                    selection = text.firstIndex(of: " ").map { TextSelection(insertionPoint: $0) }
                }
            }
        }
    }

    struct Editor: View {
        @State var text = sample
        @State var selection: TextSelection?
        var body: some View {
            VStack {
                TextEditor(text: $text, selection: $selection).frame(height: 80)
                Text("Text [\(text)]")
                Text(describe(selection, in: text))
                Button("Select wor") { selection = text.range(of: "wor").map { TextSelection(range: $0) } }
            }
        }
    }

    func button(_ title: String, in root: Gtk.Widget) -> Gtk.Widget? {
        root.all("GtkButton").first { $0.labelTexts == [title] }
    }

    func label(_ text: String, in root: Gtk.Widget) -> Bool { root.labelTexts.contains(text) }

    @Test("Setting the binding selects those characters in the GtkEntry, at GTK's character offsets")
    func programmaticFieldSelection() throws {
        let host = try GtkTest.show(width: 360, height: 200) { Field() }
        defer { host.close() }
        let text = try #require(host.root.first("GtkText"))
        try #require(button("Select wor", in: host.root)).emit("clicked")
        // Scalars: e, accent, emoji, space, "hello", space: "wor" starts at 10.
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                let ends = [
                    text.property("cursor-position", as: Int.self), text.property("selection-bound", as: Int.self),
                ]
                return Set(ends.compactMap { $0 }) == [10, 13]
            }, "the entry selects the characters of \"wor\"")
        #expect(label("Selected [wor]", in: host.root))
        try #require(button("Cursor after smile", in: host.root)).emit("clicked")
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) {
                text.property("cursor-position", as: Int.self) == 3
                    && text.property("selection-bound", as: Int.self) == 3
            }, "an insertion point puts the cursor there, selecting nothing")
        #expect(label("Cursor at 2", in: host.root))
    }

    @Test("The user's cursor and Shift+arrow selection in the GtkEntry update the binding")
    func userFieldSelection() throws {
        let host = try GtkTest.show(width: 360, height: 200) { Field() }
        defer { host.close() }
        let text = try #require(host.root.first("GtkText"))
        try Keyboard.focusWindow(titled: "test")
        #expect(text.grabFocus())
        try Keyboard.xdotool(["key", "--clearmodifiers", "End"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.label("Cursor at 14", in: host.root) })
        try Keyboard.xdotool(["key", "--clearmodifiers", "shift+Left", "shift+Left", "shift+Left"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.label("Selected [rld]", in: host.root) })
        // Across the accented letter and the emoji: GTK moves by whole characters.
        try Keyboard.xdotool(["key", "--clearmodifiers", "Home", "shift+Right", "shift+Right"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.label("Selected [e\u{301}🙂]", in: host.root) })
    }

    @Test("TextEditor: a bound selection is what typing replaces; the user's selection updates the binding")
    func editorSelection() throws {
        let host = try GtkTest.show(width: 360, height: 260) { Editor() }
        defer { host.close() }
        let view = try #require(host.root.first("GtkTextView"))
        try Keyboard.focusWindow(titled: "test")
        #expect(view.grabFocus())
        try #require(button("Select wor", in: host.root)).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.label("Selected [wor]", in: host.root) })
        GtkTest.settle()
        try Keyboard.xdotool(["type", "--clearmodifiers", "W"])
        #expect(
            MainLoop.runUntil(timeout: .seconds(5)) { self.label("Text [e\u{301}🙂 hello Wld]", in: host.root) },
            "typing replaced the selected characters: \(host.root.labelTexts)")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.label("Cursor at 10", in: host.root) })
        try Keyboard.xdotool(["key", "--clearmodifiers", "shift+Left", "shift+Left"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { self.label("Selected [ W]", in: host.root) })
    }
}
