import Foundation
import GraftGtk
import GtkBridge
internal import WebKitBridge

/// Tells a render of the window (a preview, a snapshot test) whether the ``WebView``'s page is
/// shown yet: not while it loads, and after a load only once the page has drawn two animation
/// frames since it ended (its picture has then been handed to GTK).
@MainActor
final class _WebContentReadiness {
    weak var coordinator: WebView.Coordinator?
    private var registration: PendingContent.Registration?
    /// The navigation count whose content has been drawn, and the round trip that finds out.
    private var drawnNavigation: Int?
    private var isWaitingForFrames = false

    init(_ container: Gtk.Box, coordinator: WebView.Coordinator) {
        self.coordinator = coordinator
        registration = PendingContent.register(
            container, isReady: { [weak self] in self?.isReady ?? true },
            describe: { [weak self] in self?.pendingDescription ?? "a web page" })
    }

    func cancel() {
        registration?.cancel()
    }

    private var isReady: Bool {
        guard let page = coordinator?.page else { return true }
        if page.isLoading || page.webView.isLoading { return false }
        if page.startedNavigationCount == 0 {
            // Nothing asked for (or refused at once), or a load WebKit has not started yet.
            return page.appRequestedURI == nil || page.lastError != nil
        }
        let navigation = page.startedNavigationCount
        if drawnNavigation == navigation { return true }
        if !isWaitingForFrames {
            isWaitingForFrames = true
            page.webView.whenFramesDrawn { [weak self] in
                self?.drawnNavigation = navigation
                self?.isWaitingForFrames = false
            }
        }
        return false
    }

    private var pendingDescription: String {
        guard let page = coordinator?.page else { return "a web page" }
        let url = page.url?.absoluteString ?? "(no URL)"
        return page.isLoading ? "the web page \(url) still loading" : "the web page \(url) not drawn yet"
    }
}
