import Graft
import GraftWeb

/// Pattern 1: a representable web view.
struct WebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        WKWebView()
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
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
