import ExampleSupport
import Graft
import GraftWeb

/// A small web browser: an address bar, back/forward/reload/stop, and a progress bar at the top of
/// the page. It opens on a page bundled with the example (no network needed); `--url URL` opens
/// another one and `--quit-after SECONDS` closes it on its own.
@main
struct BrowserApp: App {
    var body: some Scene {
        WindowGroup("Graft Browser") { BrowserView() }
            .defaultSize(width: 960, height: 720)
    }
}

struct BrowserView: View {
    @State private var page = WebPage()
    @State private var address = ""

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 6) {
                Button("◀") { page.goBack() }.disabled(!page.canGoBack)
                Button("▶") { page.goForward() }.disabled(!page.canGoForward)
                if page.isLoading {
                    Button("✕") { page.stopLoading() }
                } else {
                    Button("⟳") { page.reload() }
                }
                TextField("Enter an address", text: $address) { page.load(urlString: address) }
                Text(page.title)
                Spacer()
            }
            .padding(6)
            if let error = page.lastError {
                Text(error.message).foregroundColor(.red).padding(.horizontal, 8)
            }
            WebView(page).loadingProgressBar()
        }
        .onAppear(perform: start)
    }

    private func start() {
        if let url = Launch.requestedURL {
            page.load(url)
        } else if let html = Launch.bundledPage("welcome", in: Bundle.module.bundleURL) {
            page.load(html: html, baseURL: URL(string: "graft-example://welcome/"))
        }
        address = Launch.requestedURL?.absoluteString ?? ""
        Launch.scheduleQuit()
    }
}
