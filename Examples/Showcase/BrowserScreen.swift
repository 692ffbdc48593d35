import Graft
import GraftWeb

/// A small browser: back, forward, reload or stop, an address field that follows the page, the
/// page with a progress bar along its top, and load errors shown where the page would be.
struct BrowserScreen: View {
    let page: WebPage
    /// What the user is typing; `nil` shows the page's own address.
    @State private var typedAddress: String?

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 6) {
                Button("Back") { page.goBack() }.disabled(!page.canGoBack)
                Button("Forward") { page.goForward() }.disabled(!page.canGoForward)
                if page.isLoading {
                    Button("Stop") { page.stopLoading() }
                } else {
                    Button("Reload") { page.reload() }
                }
                TextField("Enter an address", text: address) { open() }
            }
            .padding(8)
            ZStack {
                WebView(page).loadingProgressBar().navigationTitle(page.title.isEmpty ? "Browser" : page.title)
                if let error = page.lastError {
                    VStack(spacing: 8) {
                        Text("This page could not be opened").font(.title3)
                        Text(error.message).foregroundColor(.secondary)
                    }
                    .padding(24)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(.background)
                }
            }
        }
    }

    /// The page's address, until the user starts typing.
    private var address: Binding<String> {
        Binding(
            get: { typedAddress ?? page.url?.absoluteString ?? "" },
            set: { typedAddress = $0 })
    }

    private func open() {
        guard let typed = typedAddress else { return }
        typedAddress = nil
        page.load(urlString: typed)
    }
}
