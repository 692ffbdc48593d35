import Foundation
internal import WebKitBridge

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Servers' requests for credentials and untrusted certificates, answered by the page's
/// ``WebPage/NavigationDeciding`` decider.
extension WebPage {
    /// Makes `decider` the page's decider: it is asked about navigations, responses, credentials
    /// and untrusted certificates from now on.
    func adopt(_ decider: some NavigationDeciding) {
        decisions.decider = decider
        tokens.append(webView.onAuthenticate { [weak self] request in self?.authenticate(request) ?? false })
        tokens.append(
            webView.onLoadFailedWithTLSErrors { [weak self] uri, certificate, _ in
                self?.askToTrust(certificate, loading: uri)
                return false  // the load fails as it does without a decider; an accepted one loads again
            })
    }

    private func authenticate(_ request: WebKit.AuthenticationRequest) -> Bool {
        guard let decider = decisions.decider else { return false }
        let space = "\(request.host):\(request.port)/\(request.realm)"
        let failures = request.isRetry ? decisions.challengeFailures[space, default: 0] + 1 : 0
        decisions.challengeFailures[space] = failures
        let target = url?.absoluteString
        if failures >= Self.maximumAuthenticationAttempts {
            decisions.challengeFailures[space] = nil
            failChallenge(
                request,
                WebPageError(
                    .authenticationFailed,
                    message: "The server \(request.host):\(request.port) refused the credentials \(failures) times "
                        + "in a row" + (request.realm.isEmpty ? "" : " for “\(request.realm)”"), failingURL: target))
            return true
        }
        let challenge = URLAuthenticationChallenge(
            protectionSpace: URLProtectionSpace(
                host: request.host, port: request.port, protocol: request.originProtocol,
                realm: request.realm.isEmpty ? nil : request.realm,
                authenticationMethod: request.scheme.authenticationMethod),
            proposedCredential: nil, previousFailureCount: failures, failureResponse: nil, error: nil,
            sender: ChallengeSender())
        decisions.pendingChallenges.append(request)
        request.onCancelled = { [weak self, weak request] in
            self?.decisions.pendingChallenges.removeAll { $0 === request }
        }
        Task { [weak self] in
            var decider = decider
            let (disposition, credential) = await decider.decideAuthenticationChallengeDisposition(for: challenge)
            guard let self else { return }
            self.decisions.pendingChallenges.removeAll { $0 === request }
            guard !request.isAnswered else { return }
            self.decisions.decider = decider
            self.answer(request, disposition, credential)
        }
        return true
    }

    private func answer(
        _ request: WebKit.AuthenticationRequest, _ disposition: URLSession.AuthChallengeDisposition,
        _ credential: URLCredential?
    ) {
        switch disposition {
        case .useCredential:
            guard let credential, let user = credential.user else {
                request.continueWithoutCredential()
                return
            }
            request.authenticate(
                user: user, password: credential.password ?? "", persistence: credential.persistence.webKitValue)
        case .cancelAuthenticationChallenge:
            failChallenge(
                request,
                WebPageError(
                    .cancelled,
                    message: "The page's navigation decider cancelled the request for credentials of "
                        + "\(request.host):\(request.port)", failingURL: url?.absoluteString))
        case .performDefaultHandling:
            if !request.authenticateWithStoredCredential() { request.continueWithoutCredential() }
        default:  // .rejectProtectionSpace: no other space to try
            request.continueWithoutCredential()
        }
    }

    /// Cancels `request` and fails the load it belongs to with `error`.
    private func failChallenge(_ request: WebKit.AuthenticationRequest, _ error: WebPageError) {
        decisions.substituteFailure = (nil, error)
        request.cancel()
        if webView.isLoading {
            webView.stopLoading()  // its load-failed reports `error`
        } else {
            decisions.substituteFailure = nil
            fail(error)
        }
    }

    /// The value of Apple's `NSURLAuthenticationMethodServerTrust`, which Foundation off Darwin
    /// declares unavailable: the `authenticationMethod` of an untrusted certificate's challenge.
    public nonisolated static let serverTrustAuthenticationMethod = "NSURLAuthenticationMethodServerTrust"

    /// Asks the decider whether to trust a certificate WebKit refused; if it answers
    /// `.useCredential`, the session accepts it for the host and `uri` loads again.
    private func askToTrust(_ certificate: WebKit.TLSCertificate, loading uri: String) {
        guard let decider = decisions.decider, let url = URL(string: uri), let host = url.host else { return }
        let challenge = URLAuthenticationChallenge(
            protectionSpace: URLProtectionSpace(
                host: host, port: url.port ?? 443, protocol: url.scheme, realm: nil,
                authenticationMethod: WebPage.serverTrustAuthenticationMethod),
            proposedCredential: nil, previousFailureCount: 0, failureResponse: nil, error: nil,
            sender: ChallengeSender())
        Task { [weak self] in
            var decider = decider
            let (disposition, _) = await decider.decideAuthenticationChallengeDisposition(for: challenge)
            guard let self, disposition == .useCredential else { return }
            self.decisions.decider = decider
            self.webView.networkSession.allowTLSCertificate(certificate, forHost: host)
            self.webView.loadURI(uri)
        }
    }
}

/// The sender of the challenges a decider receives. WebKit takes the decider's returned
/// disposition; calls on the sender are not needed and do nothing.
private final class ChallengeSender: NSObject, URLAuthenticationChallengeSender {
    func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
    func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
    func cancel(_ challenge: URLAuthenticationChallenge) {}
    func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
    func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}

extension WebKit.AuthenticationRequest.Scheme {
    /// Foundation's name of the method.
    var authenticationMethod: String {
        switch self {
        case .httpBasic: NSURLAuthenticationMethodHTTPBasic
        case .httpDigest: NSURLAuthenticationMethodHTTPDigest
        case .htmlForm: NSURLAuthenticationMethodHTMLForm
        case .ntlm: NSURLAuthenticationMethodNTLM
        case .negotiate: NSURLAuthenticationMethodNegotiate
        case .clientCertificate: "NSURLAuthenticationMethodClientCertificate"  // unavailable off Darwin
        case .serverTrust: WebPage.serverTrustAuthenticationMethod
        case .other: NSURLAuthenticationMethodDefault
        }
    }
}

extension URLCredential.Persistence {
    var webKitValue: WebKit.AuthenticationRequest.Persistence {
        switch self {
        case .none: .none
        case .forSession: .forSession
        default: .permanent
        }
    }
}
