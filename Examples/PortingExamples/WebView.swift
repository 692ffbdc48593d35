import Graft
import GraftWeb

/// Pattern 1: a representable web view.
struct WebView: GtkWidgetRepresentable {
    let url: URL

    func makeGtkWidget(context: Context) -> Gtk.WebView {
        Gtk.WebView()
    }

    func updateGtkWidget(_ webView: Gtk.WebView, context: Context) {
        if webView.url != url {
            webView.load(URLRequest(url: url))
        }
    }
}

struct ContentView: View {
    var body: some View {
        WebView(url: URL(string: "https://www.swift.org")!)
    }
}
