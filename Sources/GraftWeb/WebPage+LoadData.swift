import Foundation
internal import WebKitBridge

/// Loading a document held in memory: bytes with a MIME type and a text encoding.
///
/// ```swift
/// page.load(Data("<h1>Report</h1>".utf8), mimeType: "text/html", characterEncoding: .utf8,
///           baseURL: URL(string: "https://example.org/reports/")!)
/// page.load(logData, mimeType: "text/plain", characterEncoding: .isoLatin1, baseURL: URL(string: "about:blank")!)
/// ```
extension WebPage {
    /// Shows `data` as a document of type `mimeType`, decoded with `characterEncoding`, at `baseURL`.
    ///
    /// WebKitGTK's `webkit_web_view_load_bytes`: the document is shown as a load from `baseURL`
    /// (relative links resolve against it, `url` becomes it) and reports the same events as any
    /// load. The encoding is passed to WebKit as its charset name (`.utf8` is `UTF-8`,
    /// `.isoLatin1` is `ISO-8859-1`, `.windowsCP1252` is `windows-1252`, …); the encodings the web
    /// platform does not know (`.utf32` and its byte orders, `.nonLossyASCII`, `.symbol`,
    /// `.nextstep`) are decoded by Foundation and given to WebKit as UTF-8. Bytes that are not
    /// valid in such an encoding fail with ``WebPageError/Code-swift.enum/cannotDecodeData``. An
    /// empty `mimeType` is `text/html`; empty `data` shows an empty document.
    ///
    /// - Parameters:
    ///   - data: The document's content.
    ///   - mimeType: Its MIME type, e.g. `"text/html"` or `"text/plain"`.
    ///   - characterEncoding: The encoding of its text.
    ///   - baseURL: The document's URL.
    /// - Returns: The navigation's events (see ``NavigationEvent``); ignore it, or iterate it with
    ///   `for try await` to follow the load, which throws the ``WebPageError`` of a failed one.
    ///   Cancelling the iterating task stops the load.
    @discardableResult
    public func load(
        _ data: Data, mimeType: String, characterEncoding: String.Encoding, baseURL: URL
    ) -> some AsyncSequence<WebPage.NavigationEvent, any Error> {
        let events = beginNavigationSequence()
        startLoading(data, mimeType: mimeType, characterEncoding: characterEncoding, baseURL: baseURL)
        return events
    }

    private func startLoading(_ data: Data, mimeType: String, characterEncoding: String.Encoding, baseURL: URL) {
        guard sandboxAllowsLoading() else { return }
        let type = mimeType.trimmingCharacters(in: .whitespaces)
        var bytes = [UInt8](data)
        var charset = Self.charsetName(of: characterEncoding)
        if charset == nil {
            guard let text = String(data: data, encoding: characterEncoding) else {
                fail(
                    WebPageError(
                        .cannotDecodeData,
                        message: "The data is not valid text in the encoding \(characterEncoding)",
                        failingURL: baseURL.absoluteString))
                return
            }
            bytes = Array(text.utf8)
            charset = "UTF-8"
        }
        appRequestedURI = baseURL.absoluteString
        webView.loadDocument(bytes, mimeType: type, charset: charset, baseURI: baseURL.absoluteString)
    }

    /// The charset name the web platform knows `encoding` by, or `nil` if it has none.
    static func charsetName(of encoding: String.Encoding) -> String? {
        switch encoding {
        case .utf8: "UTF-8"
        case .ascii: "US-ASCII"
        case .isoLatin1: "ISO-8859-1"
        case .isoLatin2: "ISO-8859-2"
        case .utf16: "UTF-16"
        case .utf16BigEndian: "UTF-16BE"
        case .utf16LittleEndian: "UTF-16LE"
        case .windowsCP1250: "windows-1250"
        case .windowsCP1251: "windows-1251"
        case .windowsCP1252: "windows-1252"
        case .windowsCP1253: "windows-1253"
        case .windowsCP1254: "windows-1254"
        case .macOSRoman: "macintosh"
        case .shiftJIS: "Shift_JIS"
        case .japaneseEUC: "EUC-JP"
        case .iso2022JP: "ISO-2022-JP"
        default: nil
        }
    }
}

extension WebViewRef {
    /// Shows `bytes` as a document of type `mimeType` (`text/html` when empty) in `charset`, at
    /// `baseURI` (`webkit_web_view_load_bytes`): the path both ``WebPage`` and ``WKWebView`` load
    /// data on.
    func loadDocument(_ bytes: [UInt8], mimeType: String, charset: String?, baseURI: String) {
        guard !bytes.isEmpty else {
            // WebKit refuses empty bytes (a critical warning, and no load at all): an empty
            // document is what an empty body shows.
            loadHTML("", baseURI: baseURI)
            return
        }
        loadBytes(bytes, mimeType: mimeType.isEmpty ? nil : mimeType, encoding: charset, baseURI: baseURI)
    }
}
