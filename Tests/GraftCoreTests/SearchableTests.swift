import GraftCore
import GraftTestBackend
import Observation
import Testing

@Observable @MainActor
private final class Query {
    var text = ""
    var presented = false
}

private struct Status: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View { Text(isSearching ? "searching" : "idle") }
}

private struct StyledRow: Identifiable {
    let name: String
    var id: String { name }
}

@Suite(".searchable and .listStyle on the recording backend")
@MainActor
struct SearchableTests {
    @Test("The search field edits the binding; isSearching follows focus and text; isPresented focuses the field")
    func searchField() {
        let query = Query()
        let harness = Harness(
            Status()
                .searchable(
                    text: Binding(get: { query.text }, set: { query.text = $0 }),
                    isPresented: Binding(get: { query.presented }, set: { query.presented = $0 }),
                    prompt: "Find"))
        let field = harness.first("searchField")
        #expect(field["prompt"] == "Find")
        #expect(harness.root.texts.contains("idle"))
        field.type("pear")
        #expect(query.text == "pear")
        harness.turn()
        #expect(harness.root.texts.contains("searching"))
        query.text = ""
        harness.turn()
        #expect(field["text"] == "")
        #expect(harness.root.texts.contains("idle"))
        field.setOn(true)
        #expect(query.presented, "focusing the field presents the search")
        harness.turn()
        #expect(harness.root.texts.contains("searching"))
        field.setOn(false)
        query.presented = false
        harness.turn()
        #expect(field["focus"] == "false")
        query.presented = true
        harness.turn()
        #expect(field["focus"] == "true", "presenting from code asks the field to take the focus")
    }

    @Test(".searchable(text:) without a prompt shows \"Search\"")
    func defaultPrompt() {
        let harness = Harness(Text("x").searchable(text: .constant("")))
        #expect(harness.first("searchField")["prompt"] == "Search")
    }

    @Test(".listStyle reaches the list; the default is automatic")
    func listStyles() {
        let rows = [StyledRow(name: "a"), StyledRow(name: "b")]
        let sidebar = Harness(GraftCore.List(rows) { Text($0.name) }.listStyle(.sidebar))
        #expect(sidebar.first("list")["listStyle"] == "sidebar")
        let grouped = Harness(GraftCore.List(rows) { Text($0.name) }.listStyle(InsetGroupedListStyle()))
        #expect(grouped.first("list")["listStyle"] == "insetGrouped")
        let plain = Harness(GraftCore.List(rows) { Text($0.name) })
        #expect(plain.first("list")["listStyle"] == "automatic")
    }
}
