import Graft

/// Pattern 2, the SwiftUI side: hosts the controller.
struct WebViewControllerView: GtkWidgetControllerRepresentable {
    let url: URL

    func makeController(context: Context) -> WebViewController {
        WebViewController(url: url)
    }

    func updateController(_ controller: WebViewController, context: Context) {}
}

struct BrowserScreen: View {
    let url: URL

    var body: some View {
        WebViewControllerView(url: url)
            .frame(width: 200, height: 200)
    }
}
