import CWebKitGtk
import GtkBridge

extension WebKit {
    /// A server's request for credentials (`WebKitAuthenticationRequest`), kept until
    /// ``authenticate(user:password:persistence:)``, ``continueWithoutCredential()`` or
    /// ``cancel()`` answers it — later, if need be (the load waits). One left unanswered is
    /// cancelled when released.
    @MainActor
    public final class AuthenticationRequest: GObjectRef {
        /// The kind of authentication the server asks for (`WebKitAuthenticationScheme`).
        public enum Scheme: Sendable, Equatable {
            case httpBasic, httpDigest, htmlForm, ntlm, negotiate, clientCertificate, serverTrust, other
        }

        /// How long WebKit keeps a credential it is given (`WebKitCredentialPersistence`).
        public enum Persistence: Sendable, Equatable {
            /// For this request only.
            case none
            /// Until the network session ends.
            case forSession
            /// In the user's keyring.
            case permanent
        }

        /// The host that asks.
        public let host: String
        /// Its port.
        public let port: Int
        /// The realm the server names (`WWW-Authenticate: Basic realm="…"`), or `""`.
        public let realm: String
        /// The kind of authentication.
        public let scheme: Scheme
        /// Whether an earlier credential for it was refused (a retry).
        public let isRetry: Bool
        /// Whether a proxy, not the server, asks.
        public let isForProxy: Bool
        /// The scheme of the asking origin (`"http"`, `"https"`), if WebKit names it.
        public let originProtocol: String?
        /// Whether it has been answered (or WebKit cancelled it).
        public private(set) var isAnswered = false
        /// Called once if WebKit cancels the request itself (the load was stopped).
        public var onCancelled: (@MainActor () -> Void)?
        private var token: SignalToken?

        private var request: OpaquePointer { gobjectPointer }

        override init(retaining pointer: OpaquePointer) {
            host = webkit_authentication_request_get_host(pointer).map { String(cString: $0) } ?? ""
            port = Int(webkit_authentication_request_get_port(pointer))
            realm = webkit_authentication_request_get_realm(pointer).map { String(cString: $0) } ?? ""
            scheme = Scheme(webkit_authentication_request_get_scheme(pointer))
            isRetry = webkit_authentication_request_is_retry(pointer) != 0
            isForProxy = webkit_authentication_request_is_for_proxy(pointer) != 0
            if let origin = webkit_authentication_request_get_security_origin(pointer) {
                originProtocol = webkit_security_origin_get_protocol(origin).map { String(cString: $0) }
                webkit_security_origin_unref(origin)
            } else {
                originProtocol = nil
            }
            super.init(retaining: pointer)
            token = _connect(
                "cancelled",
                box: _SignalClosureBox { [weak self] _, _ in
                    guard let self, !self.isAnswered else { return }
                    self.isAnswered = true
                    self.onCancelled?()
                })
        }

        /// Answers with a user name and password (`webkit_authentication_request_authenticate`).
        ///
        /// - Parameters:
        ///   - user: The user name.
        ///   - password: The password.
        ///   - persistence: How long WebKit keeps them.
        public func authenticate(user: String, password: String, persistence: Persistence) {
            answer {
                let credential = webkit_credential_new(user, password, persistence.webKitValue)
                webkit_authentication_request_authenticate($0, credential)
                webkit_credential_free(credential)
            }
        }

        /// Answers with the credential WebKit has stored for this server, if it has one.
        ///
        /// - Returns: Whether there was one (if not, the request is still unanswered).
        public func authenticateWithStoredCredential() -> Bool {
            guard !isAnswered, let credential = webkit_authentication_request_get_proposed_credential(request) else {
                return false
            }
            defer { webkit_credential_free(credential) }
            guard webkit_credential_has_password(credential) != 0 else { return false }
            answer { webkit_authentication_request_authenticate($0, credential) }
            return true
        }

        /// Goes on without a credential: the server's own answer (its 401 page) is shown.
        public func continueWithoutCredential() { answer { webkit_authentication_request_authenticate($0, nil) } }

        /// Cancels the request (`webkit_authentication_request_cancel`).
        public func cancel() { answer { webkit_authentication_request_cancel($0) } }

        private func answer(_ body: (OpaquePointer) -> Void) {
            guard !isAnswered else { return }
            isAnswered = true
            body(request)
        }

        isolated deinit {
            token?.cancel()
            if !isAnswered { webkit_authentication_request_cancel(request) }
        }
    }
}

extension WebKit.AuthenticationRequest.Scheme {
    init(_ scheme: WebKitAuthenticationScheme) {
        switch scheme {
        case WEBKIT_AUTHENTICATION_SCHEME_HTTP_BASIC: self = .httpBasic
        case WEBKIT_AUTHENTICATION_SCHEME_HTTP_DIGEST: self = .httpDigest
        case WEBKIT_AUTHENTICATION_SCHEME_HTML_FORM: self = .htmlForm
        case WEBKIT_AUTHENTICATION_SCHEME_NTLM: self = .ntlm
        case WEBKIT_AUTHENTICATION_SCHEME_NEGOTIATE: self = .negotiate
        case WEBKIT_AUTHENTICATION_SCHEME_CLIENT_CERTIFICATE_REQUESTED,
            WEBKIT_AUTHENTICATION_SCHEME_CLIENT_CERTIFICATE_PIN_REQUESTED:
            self = .clientCertificate
        case WEBKIT_AUTHENTICATION_SCHEME_SERVER_TRUST_EVALUATION_REQUESTED: self = .serverTrust
        default: self = .other
        }
    }
}

extension WebKit.AuthenticationRequest.Persistence {
    var webKitValue: WebKitCredentialPersistence {
        switch self {
        case .none: WEBKIT_CREDENTIAL_PERSISTENCE_NONE
        case .forSession: WEBKIT_CREDENTIAL_PERSISTENCE_FOR_SESSION
        case .permanent: WEBKIT_CREDENTIAL_PERSISTENCE_PERMANENT
        }
    }
}

extension WebKit {
    /// A server's TLS certificate (`GTlsCertificate`), as a failed load reports it.
    @MainActor
    public final class TLSCertificate: GObjectRef {}
}

extension WebViewRef {
    /// Calls `handler` with each request for credentials (`authenticate`); when it returns `true`
    /// it owns the request and answers it, now or later; `false` leaves it to WebKit's default
    /// (its own credentials dialog).
    ///
    /// - Parameter handler: Receives the pending request.
    /// - Returns: The token that owns the connection.
    public func onAuthenticate(_ handler: @escaping @MainActor (WebKit.AuthenticationRequest) -> Bool) -> SignalToken {
        _connect(
            "authenticate",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 1, let base = params.baseAddress, let raw = g_value_get_object(base + 1) else {
                    return
                }
                let request = WebKit.AuthenticationRequest(retaining: OpaquePointer(raw))
                if handler(request) {
                    if let returnValue { g_value_set_boolean(returnValue, 1) }
                } else {
                    request.leaveToWebKit()
                }
            })
    }

    /// Calls `handler` when a load fails because the server's certificate is not trusted
    /// (`load-failed-with-tls-errors`), with the failing URI, the certificate and its errors
    /// (`GTlsCertificateFlags`); return `true` to mark it handled (no `load-failed` follows).
    ///
    /// - Parameter handler: Receives the URI, the certificate and the errors.
    /// - Returns: The token that owns the connection.
    public func onLoadFailedWithTLSErrors(
        _ handler: @escaping @MainActor (String, WebKit.TLSCertificate, UInt32) -> Bool
    ) -> SignalToken {
        _connect(
            "load-failed-with-tls-errors",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 3, let base = params.baseAddress, let raw = g_value_get_object(base + 2) else {
                    return
                }
                let uri = g_value_get_string(base + 1).map { String(cString: $0) } ?? ""
                let certificate = WebKit.TLSCertificate(retaining: OpaquePointer(raw))
                let handled = handler(uri, certificate, UInt32(g_value_get_flags(base + 3)))
                if let returnValue { g_value_set_boolean(returnValue, handled ? 1 : 0) }
            })
    }
}

extension WebKit.AuthenticationRequest {
    /// Leaves the request to WebKit's default handler: releasing it must not cancel it.
    func leaveToWebKit() { isAnswered = true }
}

extension WebKit.NetworkSession {
    /// Makes the session accept `certificate` for `host` from now on
    /// (`webkit_network_session_allow_tls_certificate_for_host`).
    ///
    /// - Parameters:
    ///   - certificate: The certificate a failed load reported.
    ///   - host: The host it is accepted for.
    public func allowTLSCertificate(_ certificate: WebKit.TLSCertificate, forHost host: String) {
        webkit_network_session_allow_tls_certificate_for_host(
            gobjectPointer, UnsafeMutablePointer<GTlsCertificate>(certificate.gobjectPointer), host)
    }
}
