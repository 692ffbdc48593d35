import CWebKitGtk

extension WebKit {
    /// A `GError` copied into Swift values: its domain, code and message.
    ///
    /// The domains WebKit reports for page loads and scripts are `"WebKitNetworkError"`,
    /// `"WebKitPolicyError"` and `"WebKitJavascriptError"`; connection failures come from GIO
    /// (`"g-io-error-quark"`, e.g. code 39 for "connection refused") and name lookups from
    /// `"g-resolver-error-quark"`. The static constants name the codes Graft maps.
    ///
    /// ```swift
    /// if error.domain == WebKit.ErrorInfo.ioDomain && error.code == WebKit.ErrorInfo.ioConnectionRefused { … }
    /// ```
    public struct ErrorInfo: Error, Sendable, Equatable, CustomStringConvertible {
        /// The error domain's name (`g_quark_to_string(error->domain)`).
        public let domain: String
        /// The code within the domain.
        public let code: Int
        /// The human-readable message.
        public let message: String

        /// Creates an error description.
        public init(domain: String, code: Int, message: String) {
            self.domain = domain
            self.code = code
            self.message = message
        }

        init(_ error: UnsafePointer<GError>) {
            domain = g_quark_to_string(error.pointee.domain).map { String(cString: $0) } ?? ""
            code = Int(error.pointee.code)
            message = error.pointee.message.map { String(cString: $0) } ?? ""
        }

        /// The `GError` a signal passes as its parameter `index` (a boxed `GError *`), if any.
        static func signalArgument(_ params: UnsafeBufferPointer<GValue>, at index: Int) -> ErrorInfo? {
            guard params.count > index, let base = params.baseAddress, let error = g_value_get_boxed(base + index)
            else { return nil }
            return ErrorInfo(error.assumingMemoryBound(to: GError.self))
        }

        /// `"<domain> <code>: <message>"`.
        public var description: String { "\(domain) \(code): \(message)" }

        /// `WebKitNetworkError`.
        public static let networkDomain = "WebKitNetworkError"
        /// `WEBKIT_NETWORK_ERROR_TRANSPORT`.
        public static let networkTransport = 300
        /// `WEBKIT_NETWORK_ERROR_UNKNOWN_PROTOCOL`.
        public static let networkUnknownProtocol = 301
        /// `WEBKIT_NETWORK_ERROR_CANCELLED`.
        public static let networkCancelled = 302
        /// `WEBKIT_NETWORK_ERROR_FILE_DOES_NOT_EXIST`.
        public static let networkFileDoesNotExist = 303
        /// `WebKitPolicyError`.
        public static let policyDomain = "WebKitPolicyError"
        /// `WEBKIT_POLICY_ERROR_CANNOT_SHOW_MIME_TYPE`.
        public static let policyCannotShowMIMEType = 100
        /// `WEBKIT_POLICY_ERROR_CANNOT_SHOW_URI`: an unknown scheme or text that is not a URI.
        public static let policyCannotShowURI = 101
        /// `WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE`.
        public static let policyFrameLoadInterrupted = 102
        /// `WEBKIT_POLICY_ERROR_CANNOT_USE_RESTRICTED_PORT`.
        public static let policyRestrictedPort = 103
        /// `WebKitJavascriptError`.
        public static let javaScriptDomain = "WebKitJavascriptError"
        /// `WEBKIT_JAVASCRIPT_ERROR_SCRIPT_FAILED`: the script threw (the message is the exception).
        public static let javaScriptScriptFailed = 699
        /// `WEBKIT_JAVASCRIPT_ERROR_INVALID_PARAMETER`.
        public static let javaScriptInvalidParameter = 600
        /// `WEBKIT_JAVASCRIPT_ERROR_INVALID_RESULT`.
        public static let javaScriptInvalidResult = 601
        /// GIO's `G_IO_ERROR` domain.
        public static let ioDomain = "g-io-error-quark"
        /// `G_IO_ERROR_TIMED_OUT`.
        public static let ioTimedOut = 24
        /// `G_IO_ERROR_NETWORK_UNREACHABLE`.
        public static let ioNetworkUnreachable = 28
        /// `G_IO_ERROR_HOST_UNREACHABLE`.
        public static let ioHostUnreachable = 29
        /// `G_IO_ERROR_CONNECTION_REFUSED`.
        public static let ioConnectionRefused = 39
        /// GIO's `G_RESOLVER_ERROR` domain (host name lookups).
        public static let resolverDomain = "g-resolver-error-quark"
    }
}
