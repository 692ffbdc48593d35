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
    @Test("import Graft gives URLRequest, @Observable and the typed GTK widgets")
    func umbrella() throws {
        var request = URLRequest(url: URL(string: "http://127.0.0.1/")!)
        request.httpMethod = "GET"
        #expect(request.url?.host == "127.0.0.1")
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
