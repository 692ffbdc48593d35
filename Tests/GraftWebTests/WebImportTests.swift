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
}
