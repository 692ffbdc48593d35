// Only `import Graft`: what SwiftUI's import gives must come with it.
import Graft
import Testing

@Observable
final class ImportedModel {
    var count = 0
}

@Suite("import Graft")
@MainActor
struct UmbrellaImportTests {
    @Test("import Graft gives FoundationEssentials, the C library, @Observable and the typed GTK widgets")
    func umbrella() throws {
        let url = try #require(URL(string: "http://127.0.0.1/items?page=2"))
        #expect(url.host == "127.0.0.1")
        let encoded = try JSONEncoder().encode(["when": Date(timeIntervalSince1970: 0)])
        #expect(Data(encoded).count > 0)
        #expect(cos(0.0) == 1)
        let model = ImportedModel()
        nonisolated(unsafe) var changed = false
        withObservationTracking {
            _ = model.count
        } onChange: {
            changed = true
        }
        model.count = 1
        #expect(changed)
        let labelType: Gtk.Label.Type = Gtk.Label.self
        #expect(labelType is Gtk.Widget.Type)
    }
}
