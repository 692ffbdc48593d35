import Graft
import GtkBridge
import Testing

private struct Fruits: View {
    static let all = ["Apple", "Banana", "Cherry", "Mango"]
    @State private var query = ""
    var body: some View {
        NavigationStack {
            VStack {
                SearchState()
                ForEach(Self.all.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                    Text($0)
                }
            }
            .searchable(text: $query, prompt: "Find fruit")
        }
    }
}

private struct SearchState: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        HStack {
            Text(isSearching ? "Searching" : "Browsing")
            Button("Done") { dismissSearch() }
        }
    }
}

@Suite(".searchable on GTK", .serialized)
@MainActor
struct SearchableGtkTests {
    @Test("Typing in the header bar's GtkSearchEntry filters the list; isSearching follows; dismissSearch clears it")
    func typeToFilter() throws {
        let host = try GtkTest.show(width: 420, height: 320) { Fruits() }
        defer { host.close() }
        let bar = try #require(host.window.headerBar, "the search field goes in the window's header bar")
        let field = try #require(bar.first("GtkSearchEntry"))
        #expect(field.property("placeholder-text", as: String.self) == "Find fruit")
        #expect(host.shownTexts.contains("Browsing"))
        #expect(["Apple", "Banana", "Cherry", "Mango"].allSatisfy(host.shownTexts.contains))

        // The user's typing: GTK's editable text changes as a key press changes it.
        try field.setProperty("text", "an")
        GtkTest.settle()
        #expect(host.shownTexts.contains("Banana"))
        #expect(host.shownTexts.contains("Mango"))
        #expect(!host.shownTexts.contains("Apple"), "filtered out")
        #expect(host.shownTexts.contains("Searching"), "isSearching: the field holds text")

        host.click("Done")
        #expect(field.property("text", as: String.self) == "", "dismissSearch clears the field")
        #expect(host.shownTexts.contains("Apple"))
        #expect(host.shownTexts.contains("Browsing"))
    }

    @Test("Escape in the field clears the search (GtkSearchEntry's stop-search)")
    func escapeClears() throws {
        let host = try GtkTest.show(width: 420, height: 320) { Fruits() }
        defer { host.close() }
        let field = try #require(host.window.headerBar?.first("GtkSearchEntry"))
        try field.setProperty("text", "che")
        GtkTest.settle()
        #expect(!host.shownTexts.contains("Apple"))
        field.emit("stop-search")
        GtkTest.settle()
        #expect(host.shownTexts.contains("Apple"))
        #expect(field.property("text", as: String.self) == "")
    }
}
