/// Why a navigation or a script of a ``WebPage`` failed: a code to match on and a message to show.
///
/// ```swift
/// if case .failed(let error) = page.currentNavigationEvent, error.code == .cannotConnectToHost {
///     showOfflineBanner(error.message)  // "Could not connect to 127.0.0.1:9: Connection refused"
/// }
/// ```
public struct WebPageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Code: Sendable, Equatable {
        /// The URL text could not be parsed, or has no scheme.
        case badURL
        /// WebKit cannot show this URL: an unknown scheme, or not a URL WebKit understands.
        case unsupportedURL
        /// The HTML given to ``WebPage/load(html:baseURL:)`` cannot be shown as it is (it contains
        /// a NUL character, at which WebKit would cut it short).
        case invalidHTML
        /// The data given to ``WebPage/load(_:mimeType:characterEncoding:baseURL:)`` is not valid
        /// text in its character encoding (one Graft decodes itself, such as `.utf32`).
        case cannotDecodeData
        /// The request cannot be made by WebKitGTK (for example a `POST` `URLRequest`).
        case unsupportedRequest
        /// The port is one browsers refuse to connect to (such as 1 or 25).
        case restrictedPort
        /// The server refused the connection or could not be reached.
        case cannotConnectToHost
        /// The host name could not be resolved.
        case cannotFindHost
        /// The server did not answer in time.
        case timedOut
        /// The local file does not exist.
        case fileDoesNotExist
        /// The load was stopped (``WebPage/stopLoading()``) or replaced by another navigation; the
        /// page's decider cancelled its response or a request for credentials; or a script's page
        /// was replaced by another document before the script finished.
        case cancelled
        /// The page's navigation decider (``WebPage/navigationDecider`` or its
        /// ``WebPage/NavigationDeciding`` decider) cancelled the navigation; nothing was requested.
        case navigationDenied
        /// The server refused the credentials the page's ``WebPage/NavigationDeciding`` decider gave,
        /// three times in a row: the load was stopped instead of asking again.
        case authenticationFailed
        /// The response cannot be shown (a download, an unsupported MIME type).
        case cannotShowContent
        /// Page content may not run unsandboxed, and the WebKit sandbox was disabled.
        case sandboxDisabled
        /// The web process that runs the page ended (crashed, or exceeded its memory limit).
        case webProcessTerminated
        /// Any other load failure; see ``underlyingDomain`` and ``underlyingCode``.
        case loadFailed
        /// JavaScript is turned off in the page's configuration.
        case javaScriptDisabled
        /// The script threw; ``message`` is the exception, e.g. `"TypeError: x is undefined"`.
        case javaScriptException
        /// An argument could not be passed to JavaScript (bad name or unsupported value).
        case invalidJavaScriptArgument
        /// The script was asked to run in a frame WebKitGTK cannot run it in (a subframe).
        case javaScriptInvalidFrameTarget
        /// The script returned a value JSON cannot represent (a function, a cyclic object).
        case unserializableJavaScriptResult
        /// WebKit could not render the page into an image (``WebPage/snapshot(of:)``).
        case snapshotFailed
        /// The page could not be printed to PDF (``WebPage/pdf(configuration:)``).
        case pdfFailed
        /// A download could not be written (its destination is not writable, the connection
        /// broke); a cancelled one ends with ``cancelled``.
        case downloadFailed
    }

    /// What kind of failure it is.
    public let code: Code
    /// A sentence that says what went wrong, fit to show to a person.
    public let message: String
    /// The URL (or URL text) involved, if any.
    public let failingURL: String?
    /// The `GError` domain WebKit reported, if the error came from WebKit.
    public let underlyingDomain: String?
    /// The `GError` code WebKit reported, if the error came from WebKit.
    public let underlyingCode: Int?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: What went wrong.
    ///   - failingURL: The URL involved.
    ///   - underlyingDomain: WebKit's error domain.
    ///   - underlyingCode: WebKit's error code.
    public init(
        _ code: Code, message: String, failingURL: String? = nil, underlyingDomain: String? = nil,
        underlyingCode: Int? = nil
    ) {
        self.code = code
        self.message = message
        self.failingURL = failingURL
        self.underlyingDomain = underlyingDomain
        self.underlyingCode = underlyingCode
    }

    /// The message, with WebKit's domain and code when there are some.
    public var description: String {
        guard let underlyingDomain, let underlyingCode else { return message }
        return "\(message) [\(underlyingDomain) \(underlyingCode)]"
    }
}
