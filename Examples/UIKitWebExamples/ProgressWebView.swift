import Graft
import GraftWeb

/// Pattern 3: a coordinator holding a Combine subscription to the web view's progress.
struct ProgressWebView: UIViewRepresentable {
    let url: URL
    @Binding var progress: Double

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        context.coordinator.subscribe(to: webView)
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        context.coordinator.parent = self
    }

    @MainActor
    final class Coordinator: NSObject {
        var parent: ProgressWebView
        private var cancellables = Set<AnyCancellable>()

        init(_ parent: ProgressWebView) {
            self.parent = parent
        }

        func subscribe(to webView: WKWebView) {
            webView.publisher(for: \.estimatedProgress)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] progress in
                    self?.parent.progress = progress
                }
                .store(in: &cancellables)
        }
    }
}

struct ProgressScreen: View {
    let url: URL
    @State private var progress = 0.0

    var body: some View {
        VStack(spacing: 0) {
            ProgressView(value: progress)
            ProgressWebView(url: url, progress: $progress)
        }
    }
}
