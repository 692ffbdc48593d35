import Foundation
internal import GtkBridge
internal import WebKitBridge

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The WebKit signals a ``WKWebView`` turns into its delegates' calls.
extension WKWebView {
    func connectDelegates() {
        navigationTokens.append(engine.onLoadChanged { [weak self] event in self?.loadChanged(event) })
        navigationTokens.append(
            engine.onLoadFailed { [weak self] event, uri, error in
                self?.loadFailed(uri, error)
                return true  // as Apple's: no WebKit error page (a second navigation) over the failure
            })
        navigationTokens.append(
            engine.onDecidePolicyDeferred { [weak self] decision in self?.decide(decision) ?? false })
        navigationTokens.append(engine.onScriptDialog { [weak self] dialog in self?.runDialog(dialog) ?? false })
        navigationTokens.append(
            engine.onWebProcessTerminated { [weak self] _ in
                guard let self else { return }
                self.navigationDelegate?.webViewWebContentProcessDidTerminate(self)
            })
    }

    /// The page reports its scroll position through the controller's hidden channel (not while
    /// the controller is shared: a report does not say which view it comes from).
    func connectScrollReports() {
        userContentController.receiveScrollReports(for: self, in: engine) { [weak self] report in
            self?.scrollView.report(report)
        }
    }

    private func loadChanged(_ event: WebKit.LoadEvent) {
        switch event {
        case .started:
            let navigation = requestedNavigation ?? WKNavigation()
            requestedNavigation = nil
            currentNavigation = navigation
            hasCommitted = false
            navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        case .redirected:
            navigationDelegate?.webView(self, didReceiveServerRedirectForProvisionalNavigation: currentNavigation)
        case .committed:
            hasCommitted = true
            navigationDelegate?.webView(self, didCommit: currentNavigation)
        case .finished:
            // A failed load ends with `.finished` too; its failure was reported and it is over.
            guard let navigation = currentNavigation else { return }
            currentNavigation = nil
            navigationDelegate?.webView(self, didFinish: navigation)
        }
    }

    private func loadFailed(_ uri: String, _ error: WebKit.ErrorInfo) {
        let navigation = currentNavigation
        currentNavigation = nil
        let failure = WebPageError(webKit: error, url: uri)
        if hasCommitted {
            navigationDelegate?.webView(self, didFail: navigation, withError: failure)
        } else {
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: failure)
        }
    }

    private func decide(_ decision: WebKit.PolicyDecision) -> Bool {
        guard let delegate = navigationDelegate else { return false }
        switch decision.subject {
        case .navigation(let info):
            var request = URLRequest(url: URL(string: info.uri) ?? URL(string: "about:blank")!)
            request.httpMethod = info.httpMethod
            let action = WKNavigationAction(
                request: request, navigationType: WKNavigationType(info.navigationType),
                targetFrame: info.targetsNewWindow ? nil : WKFrameInfo(isMainFrame: true, request: request))
            delegate.webView(self, decidePolicyFor: action) { Self.apply($0.rawValue, to: decision) }
        case .response(let info):
            let navigationResponse = WKNavigationResponse(
                response: info.urlResponse, isForMainFrame: info.isMainFrameMainResource,
                canShowMIMEType: info.isMIMETypeSupported)
            delegate.webView(self, decidePolicyFor: navigationResponse) { Self.apply($0.rawValue, to: decision) }
        }
        return true
    }

    /// Answers `decision` with a policy's raw value (both policy enums share them: 0 cancel,
    /// 1 allow, 2 download).
    private static func apply(_ policy: Int, to decision: WebKit.PolicyDecision) {
        switch policy {
        case WKNavigationActionPolicy.allow.rawValue: decision.use()
        case WKNavigationActionPolicy.download.rawValue: decision.download()
        default: decision.ignore()
        }
    }

    private func runDialog(_ dialog: WebKit.ScriptDialog) -> Bool {
        guard let delegate = uiDelegate else { return false }
        let frame = WKFrameInfo(isMainFrame: true, request: URLRequest(url: url ?? URL(string: "about:blank")!))
        switch dialog.kind {
        case .alert:
            delegate.webView(self, runJavaScriptAlertPanelWithMessage: dialog.message, initiatedByFrame: frame) {
                dialog.answer()
            }
        case .confirm, .beforeUnloadConfirm:
            delegate.webView(self, runJavaScriptConfirmPanelWithMessage: dialog.message, initiatedByFrame: frame) {
                dialog.answer(confirmed: $0)
            }
        case .prompt(let defaultText):
            delegate.webView(
                self, runJavaScriptTextInputPanelWithPrompt: dialog.message, defaultText: defaultText,
                initiatedByFrame: frame
            ) { dialog.answer(text: $0) }
        }
        return true
    }
}

extension WKNavigationType {
    init(_ type: WebKit.NavigationType) {
        switch type {
        case .linkClicked: self = .linkActivated
        case .formSubmitted: self = .formSubmitted
        case .backForward: self = .backForward
        case .reload: self = .reload
        case .formResubmitted: self = .formResubmitted
        case .other: self = .other
        }
    }
}
