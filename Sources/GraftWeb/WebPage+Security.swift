import Foundation
internal import GtkBridge
internal import WebKitBridge

extension WebPage {
    /// The script world in which the page's resource list is read (invisible to the page).
    static let securityWorldName = "graft-secure-content"

    /// The names of the page's subresources that did not come over an encrypted connection: every
    /// resource the main frame fetched (images, scripts, style sheets, frames, `fetch`) is in its
    /// Resource Timing list; `data:` and `blob:` never leave the process.
    static let insecureResourcesScript = """
        performance.getEntriesByType('resource').map(e => e.name)
            .filter(n => !/^(https|wss|data|blob):/i.test(n))
        """

    /// Keeps ``hasOnlySecureContent`` current: set from the main resource's TLS information when
    /// a navigation commits, cleared by WebKit's insecure-content signal, and checked against the
    /// page's subresources when the load finishes.
    func connectSecureContent() -> [SignalToken] {
        [
            webView.onLoadChanged { [weak self] event in
                guard let self else { return }
                switch event {
                case .committed: hasOnlySecureContent = mainResourceIsSecure
                case .finished: if hasOnlySecureContent { checkSubresources() }
                default: break
                }
            },
            webView.onInsecureContentDetected { [weak self] in self?.hasOnlySecureContent = false },
        ]
    }

    /// Whether the committed page came over TLS: an `https` URL with TLS information (a
    /// certificate WebKit accepted, either valid or trusted for its host by the app).
    private var mainResourceIsSecure: Bool {
        webView.uri.flatMap(URL.init(string:))?.scheme?.lowercased() == "https" && webView.tlsCertificateErrors != nil
    }

    /// Clears ``hasOnlySecureContent`` if the page loaded any subresource over plain HTTP. With
    /// JavaScript off the list cannot be read and WebKit's signal alone decides.
    private func checkSubresources() {
        let uri = webView.uri
        Task { [weak self] in
            guard let self, webView.isJavaScriptEnabled,
                case .json(let names)? = try? await webView.evaluateJavaScript(
                    Self.insecureResourcesScript, worldName: Self.securityWorldName),
                webView.uri == uri, names != "[]"
            else { return }
            hasOnlySecureContent = false
        }
    }
}
