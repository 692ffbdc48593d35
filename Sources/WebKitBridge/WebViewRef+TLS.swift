import CWebKitGtk
import GtkBridge

extension WebViewRef {
    /// The TLS state of the page's main resource (`webkit_web_view_get_tls_info`): `nil` when it
    /// did not come over TLS (an `http`, `data` or custom-scheme page, or nothing loaded yet),
    /// otherwise the certificate errors WebKit found (`GTlsCertificateFlags`; 0 when none).
    ///
    /// ```swift
    /// let secure = webView.tlsCertificateErrors == 0   // https, with a valid certificate
    /// ```
    public var tlsCertificateErrors: UInt32? {
        var certificate: UnsafeMutablePointer<GTlsCertificate>?
        var errors = GTlsCertificateFlags(rawValue: 0)
        guard webkit_web_view_get_tls_info(webViewPointer, &certificate, &errors) != 0, certificate != nil else {
            return nil
        }
        return errors.rawValue
    }

    /// Calls `handler` when WebKit reports that a secure page displayed or ran content that came
    /// over an insecure connection (`insecure-content-detected`; since WebKitGTK 2.46 WebKit
    /// mostly upgrades or blocks such content instead of loading it).
    ///
    /// - Parameter handler: Runs on each emission.
    /// - Returns: The token that owns the connection.
    public func onInsecureContentDetected(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
        _connect("insecure-content-detected", box: _SignalClosureBox { _, _ in handler() })
    }
}

extension WebKit.NetworkSession {
    /// Why a certificate could not be trusted: its PEM text was not a certificate.
    public struct CertificateError: Error, CustomStringConvertible {
        /// GLib's message.
        public let description: String
    }

    /// Makes the session accept `certificatePEM` for `host` even though no authority signed it
    /// (`webkit_network_session_allow_tls_certificate_for_host`), as for a self-signed loopback
    /// server. The page's TLS information still reports the certificate's errors.
    ///
    /// - Parameters:
    ///   - certificatePEM: The certificate, PEM-encoded (a private key beside it is ignored).
    ///   - host: The host name or address it is accepted for, e.g. `"127.0.0.1"`.
    /// - Throws: `CertificateError` if the text holds no certificate.
    public func allowTLSCertificate(_ certificatePEM: String, forHost host: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let certificate = g_tls_certificate_new_from_pem(certificatePEM, -1, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "not a certificate"
            if let error { g_error_free(error) }
            throw CertificateError(description: message)
        }
        defer { g_object_unref(certificate) }
        webkit_network_session_allow_tls_certificate_for_host(gobjectPointer, certificate, host)
    }
}
