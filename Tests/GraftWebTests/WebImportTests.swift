// `import Graft` and `import GraftWeb`, as a SwiftUI app imports SwiftUI and WebKit.
import Graft
import GraftWeb
import Testing

@Suite("import GraftWeb")
@MainActor
struct WebImportTests {
    @Test("import GraftWeb gives the web view, its page and the typed GTK web widget")
    func webImport() {
        let webViewType: Gtk.WebView.Type = Gtk.WebView.self
        #expect(webViewType is Gtk.Widget.Type)
        let view = WebView(url: URL(string: "about:blank"))
        #expect(type(of: view) is any View.Type)
    }

    @Test("import GraftWeb brings Foundation and URLRequest, and one CGSize, CGFloat and IndexSet: Graft's")
    func foundationThroughGraftWeb() throws {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1/")))
        request.httpMethod = "GET"
        #expect(request.url?.host == "127.0.0.1")
        #expect(DateFormatter().dateStyle == .none)
        // Foundation declares these names too; written bare, they must name Graft's types.
        let offset: CGSize = .zero
        let width: CGFloat = 12
        let rows: IndexSet = [1, 3]
        _ = Text("x").offset(offset).frame(width: width)
        #expect(Array(rows) == [1, 3])
    }
}
