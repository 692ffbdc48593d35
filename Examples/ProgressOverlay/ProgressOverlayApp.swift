import ExampleSupport
import Graft
import GraftWeb

/// The ZStack overlay pattern: a web view writes its progress into a binding, and a progress bar
/// stacked on top shows while it is below 1. Opens a page bundled with the example;
/// `--url URL` opens another one and `--quit-after SECONDS` closes it on its own.
@main
struct ProgressOverlayApp: App {
    var body: some Scene {
        WindowGroup("Progress overlay") { OverlayView() }
            .defaultSize(width: 800, height: 600)
    }
}

struct OverlayView: View {
    @State private var progress = 0.0

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            WebView(url: Launch.requestedURL ?? Self.bundledPageURL, estimatedProgress: $progress)
            if progress < 1 {
                ProgressView(value: progress).padding(8)
            }
        }
        .onAppear { Launch.scheduleQuit() }
    }

    /// The bundled page as a `data:` URL, so the web process needs no file access.
    static var bundledPageURL: URL? {
        guard let html = Launch.bundledPage("article", in: Bundle.module.bundleURL) else { return nil }
        return URL(string: "data:text/html;charset=utf-8;base64,\(Data(html.utf8).base64EncodedString())")
    }
}
