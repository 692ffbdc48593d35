import Foundation
internal import WebKitBridge

/// Loading a document held in memory, or a local file.
///
/// ```swift
/// webView.load(Data("<h1>Report</h1>".utf8), mimeType: "text/html", characterEncodingName: "utf-8",
///              baseURL: URL(string: "https://example.org/reports/")!)
/// webView.loadFileURL(bundle.appendingPathComponent("help/index.html"), allowingReadAccessTo: bundle)
/// ```
extension WKWebView {
    /// Shows `data` as a document of type `MIMEType`, decoded as `characterEncodingName`, at
    /// `baseURL` — on the path ``WebPage/load(_:mimeType:characterEncoding:baseURL:)`` uses
    /// (`webkit_web_view_load_bytes`).
    ///
    /// Relative links resolve against `baseURL`, and `url` becomes it. The encoding name is the
    /// web platform's (`"utf-8"`, `"iso-8859-1"`, `"windows-1252"`, …); one WebKit does not know
    /// is read as WebKit's default. An empty `MIMEType` is `text/html`; empty `data` shows an
    /// empty document.
    ///
    /// - Parameters:
    ///   - data: The document's content.
    ///   - MIMEType: Its MIME type, e.g. `"text/html"` or `"text/plain"`.
    ///   - characterEncodingName: The name of its text encoding.
    ///   - baseURL: The document's URL.
    /// - Returns: The navigation the delegate's calls will carry.
    @discardableResult
    public func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL)
        -> WKNavigation?
    {
        let navigation = WKNavigation()
        requestedNavigation = navigation
        guard engine.sandboxAllowsLoading() else {
            reportRefusedLoad(of: navigation)
            return navigation
        }
        let charset = characterEncodingName.trimmingCharacters(in: .whitespaces)
        engine.loadDocument(
            [UInt8](data), mimeType: MIMEType.trimmingCharacters(in: .whitespaces),
            charset: charset.isEmpty ? nil : charset, baseURI: baseURL.absoluteString)
        return navigation
    }

    /// Loads the local file `URL`, which must lie inside `readAccessURL` (the file itself or a
    /// directory that holds it).
    ///
    /// A `URL` that is not a `file:` URL, does not exist, or lies outside `readAccessURL` fails
    /// at once: the navigation delegate hears `didFailProvisionalNavigation`. WebKitGTK cannot
    /// limit what the page then reads to `readAccessURL`: its subresources load as any `file:`
    /// page's do (other local files, not remote ones).
    ///
    /// - Parameters:
    ///   - URL: The file to show.
    ///   - readAccessURL: The file or directory the page may read.
    /// - Returns: The navigation the delegate's calls will carry.
    @discardableResult
    public func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        let navigation = WKNavigation()
        requestedNavigation = navigation
        let file = URL.standardizedFileURL.path
        let access = readAccessURL.standardizedFileURL.path
        let inside = file == access || file.hasPrefix(access.hasSuffix("/") ? access : access + "/")
        let problem: (code: WebPageError.Code, message: String)? =
            if !URL.isFileURL || !readAccessURL.isFileURL {
                (.unsupportedURL, "loadFileURL(_:allowingReadAccessTo:) loads file: URLs only")
            } else if !inside {
                (.unsupportedURL, "\(file) is not inside \(access), the location the page may read")
            } else if !FileManager.default.fileExists(atPath: file) {
                (.fileDoesNotExist, "The file \(file) does not exist")
            } else {
                nil
            }
        if let problem {
            reportRefusedLoad(
                of: navigation,
                error: WebPageError(problem.code, message: problem.message, failingURL: URL.absoluteString))
        } else if engine.sandboxAllowsLoading() {
            engine.loadURI(URL.absoluteString)
        } else {
            reportRefusedLoad(of: navigation)
        }
        return navigation
    }
}
