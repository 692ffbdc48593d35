import Foundation
internal import WebKitBridge

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A page's navigation decider and the decisions it has not answered yet.
@MainActor
final class DecisionState {
    /// The decider the page was made with, if any.
    var decider: (any WebPage.NavigationDeciding)?
    /// Navigation and response decisions waiting for the decider.
    var pendingPolicies: [WebKit.PolicyDecision] = []
    /// Requests for credentials waiting for the decider.
    var pendingChallenges: [WebKit.AuthenticationRequest] = []
    /// Refused credentials in a row, per protection space (`host:port/realm`).
    var challengeFailures: [String: Int] = [:]
    /// The failure to report instead of WebKit's when the load that a challenge or a response
    /// decision ended fails, and the URI of that load.
    var substituteFailure: (uri: String?, error: WebPageError)?

    /// Answers every pending decision "cancel" (a stopped load, a page let go).
    func releaseAll() {
        let policies = pendingPolicies
        let challenges = pendingChallenges
        pendingPolicies.removeAll()
        pendingChallenges.removeAll()
        for decision in policies { decision.ignore() }
        for request in challenges { request.cancel() }
    }
}

extension WebPage {
    /// How many refused credentials in a row a protection space may take before the load fails
    /// with ``WebPageError/Code-swift.enum/authenticationFailed``.
    static let maximumAuthenticationAttempts = 3

    /// Answers WebKit's `decide-policy`: the `navigationDecider` closure and the checks Graft
    /// makes itself at once, then the ``NavigationDeciding`` decider, if any, asynchronously.
    func decide(_ decision: WebKit.PolicyDecision) -> Bool {
        switch decision.subject {
        case .navigation(let info): return decideNavigation(info, decision)
        case .response(let info): return decideResponse(info, decision)
        }
    }

    private func decideNavigation(_ info: WebKit.NavigationActionInfo, _ decision: WebKit.PolicyDecision) -> Bool {
        if let verdict = decideAtOnce(info) {
            if verdict == .use { decision.use() } else { decision.ignore() }
            return true
        }
        guard let decider = decisions.decider else { return false }
        decisions.pendingPolicies.append(decision)
        let action = WebPage.NavigationAction(info, pageURL: url)
        Task { [weak self] in
            var decider = decider
            var preferences = NavigationPreferences()
            let policy = await decider.decidePolicy(for: action, preferences: &preferences)
            guard let self, self.take(decision) else { return }
            self.decisions.decider = decider
            switch policy {
            case .cancel:
                self.deny(
                    info.uri, message: "The navigation to \(info.uri) was denied by the page's navigation decider")
                decision.ignore()
            case .download:
                decision.download()
            case .allow:
                self.webView.isJavaScriptMarkupEnabled = preferences.allowsContentJavaScript
                if info.targetsNewWindow {
                    self.webView.loadURI(info.uri)  // no new windows: open the link here
                    decision.ignore()
                } else {
                    decision.use()
                }
            }
        }
        return true
    }

    /// The synchronous part of a navigation decision: `.ignore` for a navigation refused now,
    /// `.use` for a new-window one opened here instead, `nil` to go on (to the decider, if any).
    private func decideAtOnce(_ info: WebKit.NavigationActionInfo) -> WebKit.PolicyVerdict? {
        let action = GraftWeb.NavigationAction(info)
        isDeciding = true
        stopRequestedWhileDeciding = false
        let decision = navigationDecider?(action)
        isDeciding = false
        if stopRequestedWhileDeciding {
            // Stopping from inside the decider would make the navigation vanish without an event.
            deniedURI = info.uri
            fail(
                WebPageError(
                    .cancelled,
                    message: "The navigation to \(info.uri) was stopped by stopLoading() in the "
                        + "navigation decider", failingURL: info.uri))
            return .ignore
        }
        if decision == .cancel {
            deny(info.uri, message: "The navigation to \(info.uri) was denied by the page's navigation decider")
            return .ignore
        }
        let hasDecider = navigationDecider != nil || decisions.decider != nil
        if !hasDecider, let scheme = Self.refusedScheme(of: info.uri), info.uri != appRequestedURI {
            deny(
                info.uri,
                message: "The page's navigation to a \(scheme): URL was refused: javascript:, file: and "
                    + "custom-scheme URLs load only when the page's navigationDecider (or its NavigationDeciding "
                    + "decider) allows them")
            return .ignore
        }
        if info.targetsNewWindow, decisions.decider == nil {
            webView.loadURI(info.uri)  // no new windows: open the link here
            return .ignore
        }
        return nil
    }

    private func deny(_ uri: String, message: String) {
        deniedURI = uri
        fail(WebPageError(.navigationDenied, message: message, failingURL: uri))
    }

    private func decideResponse(_ info: WebKit.ResponseInfo, _ decision: WebKit.PolicyDecision) -> Bool {
        guard let decider = decisions.decider else { return false }
        decisions.pendingPolicies.append(decision)
        let response = NavigationResponse(
            response: info.urlResponse, isForMainFrame: info.isMainFrameMainResource,
            canShowMimeType: info.isMIMETypeSupported)
        Task { [weak self] in
            var decider = decider
            let policy = await decider.decidePolicy(for: response)
            guard let self, self.take(decision) else { return }
            self.decisions.decider = decider
            switch policy {
            case .allow: decision.use()
            case .download: decision.download()
            case .cancel:
                if info.isMainFrameMainResource {
                    self.decisions.substituteFailure = (
                        info.uri,
                        WebPageError(
                            .cancelled, message: "The page's navigation decider cancelled the response of \(info.uri)",
                            failingURL: info.uri)
                    )
                }
                decision.ignore()
            }
        }
        return true
    }

    /// Removes `decision` from the pending ones; `false` if it was answered meanwhile (the load
    /// was stopped or the page let go).
    private func take(_ decision: WebKit.PolicyDecision) -> Bool {
        decisions.pendingPolicies.removeAll { $0 === decision }
        return !decision.isDecided
    }

    /// Answers the pending decisions "cancel" for ``stopLoading()``; a navigation still being
    /// decided fails as cancelled.
    func cancelPendingDecisions() {
        for decision in decisions.pendingPolicies {
            if case .navigation(let info) = decision.subject {
                deniedURI = info.uri
                fail(
                    WebPageError(
                        .cancelled, message: "The navigation to \(info.uri) was stopped while it was being decided",
                        failingURL: info.uri))
            }
        }
        decisions.releaseAll()
    }

    /// The scheme of `uri` when a page may not navigate to it on its own (anything but http,
    /// https, about, data and blob), or nil.
    static func refusedScheme(of uri: String) -> String? {
        guard let colon = uri.firstIndex(of: ":") else { return nil }
        let scheme = uri[..<colon].lowercased()
        return ["http", "https", "about", "data", "blob"].contains(scheme) ? nil : scheme
    }
}

extension WebPage.NavigationAction {
    init(_ info: WebKit.NavigationActionInfo, pageURL: URL?) {
        var request = URLRequest(url: URL(string: info.uri) ?? URL(string: "about:blank")!)
        request.httpMethod = info.httpMethod
        self.request = request
        navigationType = WKNavigationType(info.navigationType)
        source = WebPage.FrameInfo(
            isMainFrame: true, request: URLRequest(url: pageURL ?? URL(string: "about:blank")!))
        target = info.targetsNewWindow ? nil : WebPage.FrameInfo(isMainFrame: true, request: request)
        shouldPerformDownload = false
        isUserGesture = info.isUserGesture
        isRedirect = info.isRedirect
    }
}

extension WebKit.ResponseInfo {
    /// The response as Foundation has it: an `HTTPURLResponse` with the status and header fields
    /// for HTTP, a `URLResponse` with the MIME type and length otherwise.
    var urlResponse: URLResponse {
        let url = URL(string: uri) ?? URL(string: "about:blank")!
        if statusCode > 0,
            let response = HTTPURLResponse(
                url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
        {
            return response
        }
        return URLResponse(
            url: url, mimeType: mimeType, expectedContentLength: Int(expectedContentLength), textEncodingName: nil)
    }
}
