import Graft

/// Pattern 2, the SwiftUI side: hosts the controller.
struct WebViewControllerView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> WebViewController {
        WebViewController(url: url)
    }

    func updateUIViewController(_ controller: WebViewController, context: Context) {}
}

struct BrowserScreen: View {
    let url: URL

    var body: some View {
        WebViewControllerView(url: url)
            .frame(width: 200, height: 200)
    }
}
