import Foundation
internal import WebKitBridge

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Loading, reloading, stopping and history.
///
/// ```swift
/// page.load(URL(string: "http://127.0.0.1:8080/")!)
/// page.load(URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData))
/// page.load(html: "<h1>Offline</h1>", baseURL: nil)
/// page.load(urlString: addressBar.text)  // malformed text → .failed(.badURL), no crash
/// ```
extension WebPage {
    /// Starts loading `request`.
    ///
    /// The request's URL and header fields are sent. Its `cachePolicy` maps onto WebKitGTK as
    /// closely as WebKitGTK allows — it has no per-request cache policy, only its HTTP cache:
    ///
    /// | `URLRequest.CachePolicy` | WebKitGTK behaviour |
    /// | --- | --- |
    /// | `.useProtocolCachePolicy` | WebKit's HTTP cache rules: a fresh cached response is reused, a stale one revalidated. |
    /// | `.reloadIgnoringLocalCacheData`, `.reloadIgnoringLocalAndRemoteCacheData`, `.reloadRevalidatingCacheData` | Sends `Cache-Control: no-cache` and `Pragma: no-cache`: WebKit's cache does not answer, the server does (as `reload(fromOrigin: true)` does). |
    /// | `.returnCacheDataElseLoad` | Same as `.useProtocolCachePolicy`: WebKitGTK cannot be told to accept a stale cached response (a `Cache-Control: max-stale` request header was tried and is ignored by its cache). |
    /// | `.returnCacheDataDontLoad` | Same as `.useProtocolCachePolicy`: WebKitGTK has no offline mode, so a response that is not in the cache is loaded from the network instead of failing. |
    ///
    /// WebKitGTK loads only `GET` requests: another `httpMethod` (or an `httpBody`) fails with
    /// ``WebPageError/Code-swift.enum/unsupportedRequest``. `timeoutInterval` is not applied.
    ///
    /// - Parameter request: The request.
    public func load(_ request: URLRequest) {
        guard let url = request.url else {
            fail(WebPageError(.badURL, message: "The request has no URL"))
            return
        }
        let method = request.httpMethod?.uppercased() ?? "GET"
        guard method == "GET", request.httpBody == nil else {
            fail(
                WebPageError(
                    .unsupportedRequest, message: "WebKitGTK loads only GET requests without a body (got \(method))",
                    failingURL: url.absoluteString))
            return
        }
        guard validate(url) else { return }
        var headers = request.allHTTPHeaderFields ?? [:]
        headers.merge(Self.cacheHeaders(for: request.cachePolicy)) { _, policy in policy }
        webView.load(WebKit.Request(uri: url.absoluteString, headers: headers))
    }

    /// Starts loading `url`.
    ///
    /// - Parameter url: An absolute URL (`http`, `https`, `file`, `about`, `data`, …). One without
    ///   a scheme fails at once with ``WebPageError/Code-swift.enum/badURL``; one WebKit cannot
    ///   show fails with ``WebPageError/Code-swift.enum/unsupportedURL``.
    public func load(_ url: URL) {
        guard validate(url) else { return }
        webView.loadURI(url.absoluteString)
    }

    /// Starts loading the URL written in `urlString`, as typed in an address bar.
    ///
    /// - Parameter urlString: Absolute URL text. Text that is not a URL, or has no scheme, fails
    ///   with ``WebPageError/Code-swift.enum/badURL`` (a `.failed` event), never a crash.
    public func load(urlString: String) {
        let trimmed = urlString.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let url = URL(string: trimmed), url.scheme != nil else {
            fail(
                WebPageError(
                    .badURL, message: "“\(urlString)” is not a valid URL (it needs a scheme, such as https://)",
                    failingURL: urlString))
            return
        }
        load(url)
    }

    /// Shows `html`, resolving relative links against `baseURL`.
    ///
    /// - Parameters:
    ///   - html: The document.
    ///   - baseURL: The document's URL, or `nil` for `about:blank`.
    public func load(html: String, baseURL: URL? = nil) {
        guard sandboxAllowsLoading() else { return }
        webView.loadHTML(html, baseURI: baseURL?.absoluteString)
    }

    /// Reloads the current page.
    ///
    /// - Parameter fromOrigin: `true` bypasses caches (`Cache-Control: no-cache`); `false`
    ///   lets WebKit reuse fresh cached resources.
    public func reload(fromOrigin: Bool = false) {
        guard sandboxAllowsLoading() else { return }
        if fromOrigin { webView.reloadBypassingCache() } else { webView.reload() }
    }

    /// Stops the current navigation; it ends as `.failed` with ``WebPageError/Code-swift.enum/cancelled``.
    public func stopLoading() {
        webView.stopLoading()
    }

    /// Goes to the previous page of the history, if any.
    public func goBack() {
        guard sandboxAllowsLoading() else { return }
        webView.goBack()
    }

    /// Goes to the next page of the history, if any.
    public func goForward() {
        guard sandboxAllowsLoading() else { return }
        webView.goForward()
    }

    // MARK: - Internals

    static func cacheHeaders(for policy: URLRequest.CachePolicy) -> [String: String] {
        switch policy {
        case .reloadIgnoringLocalCacheData, .reloadIgnoringLocalAndRemoteCacheData, .reloadRevalidatingCacheData:
            return ["Cache-Control": "no-cache", "Pragma": "no-cache"]
        default:
            return [:]
        }
    }

    private func validate(_ url: URL) -> Bool {
        guard let scheme = url.scheme, !scheme.isEmpty else {
            fail(
                WebPageError(
                    .badURL, message: "“\(url.absoluteString)” is not an absolute URL (it has no scheme)",
                    failingURL: url.absoluteString))
            return false
        }
        return sandboxAllowsLoading()
    }

    private func sandboxAllowsLoading() -> Bool {
        guard configuration.requiresSandbox, !Self.isContentSandboxed else { return true }
        fail(
            WebPageError(
                .sandboxDisabled,
                message: "The page requires WebKit's sandbox, but WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS is set"))
        return false
    }
}

extension WebPageError {
    /// Maps a WebKit load failure onto a code and a clear message.
    init(webKit error: WebKit.ErrorInfo, url: String) {
        typealias Info = WebKit.ErrorInfo
        let code: Code
        let message: String
        switch (error.domain, error.code) {
        case (Info.ioDomain, Info.ioConnectionRefused), (Info.ioDomain, Info.ioHostUnreachable),
            (Info.ioDomain, Info.ioNetworkUnreachable):
            code = .cannotConnectToHost
            message = "Could not connect to the server of \(url): \(error.message)"
        case (Info.ioDomain, Info.ioTimedOut):
            code = .timedOut
            message = "The server of \(url) did not answer in time"
        case (Info.resolverDomain, _):
            code = .cannotFindHost
            message = "The host of \(url) could not be found: \(error.message)"
        case (Info.networkDomain, Info.networkCancelled):
            code = .cancelled
            message = "The load of \(url) was cancelled"
        case (Info.networkDomain, Info.networkUnknownProtocol), (Info.policyDomain, Info.policyCannotShowURI):
            code = .unsupportedURL
            message = "WebKit cannot show “\(url)”: the URL or its scheme is not supported"
        case (Info.policyDomain, Info.policyRestrictedPort):
            code = .restrictedPort
            message = "\(url) uses a port that web views may not connect to"
        case (Info.networkDomain, Info.networkFileDoesNotExist):
            code = .fileDoesNotExist
            message = "The file \(url) does not exist"
        case (Info.policyDomain, Info.policyCannotShowMIMEType), (Info.policyDomain, Info.policyFrameLoadInterrupted):
            code = .cannotShowContent
            message = "The content of \(url) cannot be shown in the page: \(error.message)"
        default:
            code = .loadFailed
            message = "The load of \(url) failed: \(error.message)"
        }
        self.init(code, message: message, failingURL: url, underlyingDomain: error.domain, underlyingCode: error.code)
    }
}
