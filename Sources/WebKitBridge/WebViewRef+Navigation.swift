import CWebKitGtk
import GtkBridge

/// Loading, reloading, stopping and moving through the back-forward list.
///
/// ```swift
/// webView.load(WebKit.Request(uri: "http://127.0.0.1:8080/", headers: ["Cache-Control": "no-cache"]))
/// webView.loadHTML("<h1>Hi</h1>", baseURI: "http://127.0.0.1:8080/")
/// if webView.canGoBack { webView.goBack() }
/// ```
extension WebViewRef {
    /// Starts loading `uri` (`webkit_web_view_load_uri`).
    ///
    /// A URI WebKit cannot show (an unknown scheme, text that is not a URI) is not an error here:
    /// the load starts and then fails with `WebKitPolicyError` 101 through `onLoadFailed(_:)`.
    ///
    /// - Parameter uri: An absolute URI such as `"https://example.org/"`.
    public func loadURI(_ uri: String) {
        webkit_web_view_load_uri(webViewPointer, uri)
    }

    /// Shows `html`, resolving relative links against `baseURI` (`webkit_web_view_load_html`).
    ///
    /// - Parameters:
    ///   - html: The document.
    ///   - baseURI: The document's URI, or `nil` for `about:blank`.
    public func loadHTML(_ html: String, baseURI: String?) {
        webkit_web_view_load_html(webViewPointer, html, baseURI)
    }

    /// Shows `bytes` as a document of type `mimeType` in `encoding`, at `baseURI`
    /// (`webkit_web_view_load_bytes`; the bytes are copied into a `GBytes`).
    ///
    /// - Parameters:
    ///   - bytes: The document's content.
    ///   - mimeType: Its MIME type, e.g. `"text/plain"`; `nil` is `"text/html"`.
    ///   - encoding: Its character set name, e.g. `"UTF-8"`; `nil` lets WebKit detect it.
    ///   - baseURI: The document's URI, or `nil` for `about:blank`.
    public func loadBytes(_ bytes: [UInt8], mimeType: String?, encoding: String?, baseURI: String?) {
        let raw = bytes.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count))! }
        defer { g_bytes_unref(raw) }
        webkit_web_view_load_bytes(webViewPointer, raw, mimeType, encoding, baseURI)
    }

    /// Starts loading `request`, with its extra header fields (`webkit_web_view_load_request`).
    ///
    /// - Parameter request: The URI and header fields. WebKitGTK always sends a GET.
    public func load(_ request: WebKit.Request) {
        let raw = webkit_uri_request_new(request.uri)!
        defer { g_object_unref(UnsafeMutableRawPointer(raw)) }
        if let headers = webkit_uri_request_get_http_headers(raw) {
            for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
                soup_message_headers_replace(headers, name, value)
            }
        }
        webkit_web_view_load_request(webViewPointer, raw)
    }

    /// Reloads the current page; fresh cached resources may be reused (`webkit_web_view_reload`).
    public func reload() {
        webkit_web_view_reload(webViewPointer)
    }

    /// Reloads the current page from the network, bypassing caches
    /// (`webkit_web_view_reload_bypass_cache`; WebKit sends `Cache-Control: no-cache`).
    public func reloadBypassingCache() {
        webkit_web_view_reload_bypass_cache(webViewPointer)
    }

    /// Stops the current load; it then fails with `WebKitNetworkError` 302 (cancelled).
    public func stopLoading() {
        webkit_web_view_stop_loading(webViewPointer)
    }

    /// Whether there is a page to go back to.
    public var canGoBack: Bool { webkit_web_view_can_go_back(webViewPointer) != 0 }

    /// Whether there is a page to go forward to.
    public var canGoForward: Bool { webkit_web_view_can_go_forward(webViewPointer) != 0 }

    /// Loads the previous page of the back-forward list, if any.
    public func goBack() {
        webkit_web_view_go_back(webViewPointer)
    }

    /// Loads the next page of the back-forward list, if any.
    public func goForward() {
        webkit_web_view_go_forward(webViewPointer)
    }

    /// Calls `handler` whenever the back-forward list changes (an item added or removed), which
    /// is when `canGoBack` and `canGoForward` may change.
    ///
    /// - Parameter handler: Runs on the main actor.
    /// - Returns: The token that owns the connection.
    public func onBackForwardListChanged(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
        let list = GObjectRef(retaining: webkit_web_view_get_back_forward_list(webViewPointer)!)
        return list.connect("changed", handler)
    }
}

extension WebKit {
    /// A request to load: a URI and extra HTTP header fields (a `WebKitURIRequest`).
    public struct Request: Sendable, Equatable {
        /// The absolute URI.
        public var uri: String
        /// Header fields added to the request (replacing WebKit's own of the same name).
        public var headers: [String: String]

        /// A request for `uri` with extra `headers`.
        ///
        /// - Parameters:
        ///   - uri: The absolute URI.
        ///   - headers: Extra header fields, e.g. `["Cache-Control": "no-cache"]`.
        public init(uri: String, headers: [String: String] = [:]) {
            self.uri = uri
            self.headers = headers
        }
    }
}
