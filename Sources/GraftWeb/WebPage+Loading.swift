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
    /// - Returns: The navigation's events (see ``NavigationEvent``); ignore it, or iterate it with
    ///   `for try await` to follow the load, which throws the ``WebPageError`` of a failed one.
    ///   Cancelling the iterating task stops the load.
    @discardableResult
    public func load(_ request: URLRequest) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        let events = beginNavigationSequence()
        startLoading(request)
        return events
    }

    private func startLoading(_ request: URLRequest) {
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
        appRequestedURI = url.absoluteString
        var headers = request.allHTTPHeaderFields ?? [:]
        headers.merge(Self.cacheHeaders(for: request.cachePolicy)) { _, policy in policy }
        webView.load(WebKit.Request(uri: url.absoluteString, headers: headers))
    }

    /// Starts loading `url`.
    ///
    /// - Parameter url: An absolute URL (`http`, `https`, `file`, `about`, `data`, …). One without
    ///   a scheme fails at once with ``WebPageError/Code-swift.enum/badURL``; one WebKit cannot
    ///   show fails with ``WebPageError/Code-swift.enum/unsupportedURL``.
    /// - Returns: The navigation's events (see ``NavigationEvent``); ignore it, or iterate it with
    ///   `for try await` to follow the load, which throws the ``WebPageError`` of a failed one.
    ///   Cancelling the iterating task stops the load.
    @discardableResult
    public func load(_ url: URL) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        let events = beginNavigationSequence()
        startLoading(url)
        return events
    }

    private func startLoading(_ url: URL) {
        guard validate(url) else { return }
        appRequestedURI = url.absoluteString
        webView.loadURI(url.absoluteString)
    }

    /// Starts loading the URL written in `urlString`, as typed in an address bar.
    ///
    /// - Parameter urlString: Absolute URL text. Text that is not a URL, or has no scheme, fails
    ///   with ``WebPageError/Code-swift.enum/badURL`` (a `.failed` event), never a crash.
    /// - Returns: The navigation's events (see ``NavigationEvent``); ignore it, or iterate it with
    ///   `for try await` to follow the load, which throws the ``WebPageError`` of a failed one.
    ///   Cancelling the iterating task stops the load.
    @discardableResult
    public func load(urlString: String) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        let events = beginNavigationSequence()
        startLoading(urlString: urlString)
        return events
    }

    private func startLoading(urlString: String) {
        let trimmed = urlString.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let url = URL(string: trimmed), url.scheme != nil else {
            fail(
                WebPageError(
                    .badURL, message: "“\(urlString)” is not a valid URL: \(Self.urlProblem(trimmed))",
                    failingURL: urlString))
            return
        }
        startLoading(url)
    }

    /// Shows `html`, resolving relative links against `baseURL`.
    ///
    /// - Parameters:
    ///   - html: The document.
    ///   - baseURL: The document's URL, or `nil` for `about:blank`.
    /// - Returns: The navigation's events (see ``NavigationEvent``); ignore it, or iterate it with
    ///   `for try await` to follow the load, which throws the ``WebPageError`` of a failed one.
    ///   Cancelling the iterating task stops the load.
    @discardableResult
    public func load(html: String, baseURL: URL? = nil) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        let events = beginNavigationSequence()
        startLoading(html: html, baseURL: baseURL)
        return events
    }

    private func startLoading(html: String, baseURL: URL?) {
        guard sandboxAllowsLoading() else { return }
        if let nul = html.utf8.firstIndex(of: 0) {
            // WebKit takes C strings: the document would silently end at the NUL.
            let offset = html.utf8.distance(from: html.utf8.startIndex, to: nul)
            fail(
                WebPageError(
                    .invalidHTML,
                    message: "The HTML contains a NUL character (at byte \(offset)), which would cut the document "
                        + "short; remove it or escape it as &#0;",
                    failingURL: baseURL?.absoluteString))
            return
        }
        // The document shows at its base URL, which may use any scheme the app chooses.
        if let baseURL { appRequestedURI = baseURL.absoluteString }
        webView.loadHTML(html, baseURI: baseURL?.absoluteString)
    }

    /// Reloads the current page.
    ///
    /// - Parameter fromOrigin: `true` bypasses caches (`Cache-Control: no-cache`); `false`
    ///   lets WebKit reuse fresh cached resources.
    /// - Returns: The navigation's events (see ``NavigationEvent``); ignore it, or iterate it with
    ///   `for try await` to follow the load, which throws the ``WebPageError`` of a failed one.
    ///   Cancelling the iterating task stops the load.
    @discardableResult
    public func reload(fromOrigin: Bool = false) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        let events = beginNavigationSequence()
        if sandboxAllowsLoading() {
            if fromOrigin { webView.reloadBypassingCache() } else { webView.reload() }
        }
        return events
    }

    /// Stops the current navigation; it ends as `.failed` with ``WebPageError/Code-swift.enum/cancelled``.
    ///
    /// Called from the ``navigationDecider``, it cancels the navigation being decided, which
    /// reports `.failed(.cancelled)`.
    public func stopLoading() {
        if isDeciding {
            stopRequestedWhileDeciding = true
            return
        }
        cancelPendingDecisions()
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
        let text = url.absoluteString
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else {
            fail(
                WebPageError(
                    .badURL, message: "“\(text)” is not an absolute URL (it has no scheme)", failingURL: text))
            return false
        }
        if scheme == "javascript" {
            fail(
                WebPageError(
                    .unsupportedURL,
                    message: "javascript: URLs are not loaded (they would run in whatever page is shown); "
                        + "use callJavaScript to run a script", failingURL: text))
            return false
        }
        if ["http", "https", "ws", "wss"].contains(scheme), let port = url.port, Self.restrictedPorts.contains(port) {
            fail(
                WebPageError(
                    .restrictedPort,
                    message: "\(text) uses port \(port), which web views may not connect to (it belongs to "
                        + "another protocol, such as mail or FTP)", failingURL: text))
            return false
        }
        if url.isFileURL, !FileManager.default.fileExists(atPath: url.path) {
            fail(WebPageError(.fileDoesNotExist, message: "The file \(url.path) does not exist", failingURL: text))
            return false
        }
        return sandboxAllowsLoading()
    }

    /// The ports browsers refuse to connect to over HTTP (the Fetch standard's "bad ports").
    static let restrictedPorts: Set<Int> = [
        1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
        109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
        526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
        3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
    ]

    /// What is wrong with URL text that `URL(string:)` refused or that has no scheme.
    static func urlProblem(_ text: String) -> String {
        if text.contains(where: \.isWhitespace) { return "it contains a space (write it as %20)" }
        if let percent = text.firstIndex(of: "%") {
            var index = text.index(after: percent)
            var valid = true
            while true {
                let digits = text[index...].prefix(2)
                if digits.count < 2 || !digits.allSatisfy(\.isHexDigit) {
                    valid = false
                    break
                }
                guard let next = text[index...].dropFirst(2).firstIndex(of: "%") else { break }
                index = text.index(after: next)
            }
            if !valid { return "a “%” is not followed by two hexadecimal digits" }
        }
        if text.contains("[") != text.contains("]")
            || (text.firstIndex(of: "[") ?? text.endIndex) > (text.firstIndex(of: "]") ?? text.endIndex)
        {
            return "its “[” and “]” (around an IPv6 address) do not match"
        }
        let hasScheme =
            text.firstIndex(of: ":").map { colon in
                let scheme = text[..<colon]
                return !scheme.isEmpty && scheme.first!.isLetter
                    && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            } ?? false
        if !hasScheme { return "it needs a scheme, such as https://" }
        return "it has characters a URL cannot contain"
    }

    func sandboxAllowsLoading() -> Bool {
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
