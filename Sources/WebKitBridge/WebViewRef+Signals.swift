import CWebKitGtk
import GtkBridge

/// The web view's load and policy signals, with typed arguments.
///
/// ```swift
/// let changed = webView.onLoadChanged { event in print(event) }         // started … finished
/// let failed = webView.onLoadFailed { event, uri, error in
///     print("\(uri): \(error.message)")
///     return true  // handled: no WebKit error page
/// }
/// let policy = webView.onDecidePolicy { action in
///     action.uri.hasPrefix("http://127.0.0.1") ? .use : .ignore
/// }
/// ```
extension WebViewRef {
    /// Calls `handler` on each `load-changed` emission.
    ///
    /// A successful load reports `.started`, maybe `.redirected`, `.committed`, `.finished`. A
    /// failed one reports `.started`, then `load-failed`, then `.finished`.
    ///
    /// - Parameter handler: Receives the event.
    /// - Returns: The token that owns the connection.
    public func onLoadChanged(_ handler: @escaping @MainActor (WebKit.LoadEvent) -> Void) -> SignalToken {
        _connect(
            "load-changed",
            box: _SignalClosureBox { params, _ in
                guard params.count > 1, let base = params.baseAddress else { return }
                handler(WebKit.LoadEvent(g_value_get_enum(base + 1)))
            })
    }

    /// Calls `handler` on each `load-failed` emission, with the failing URI and the error.
    ///
    /// Return `true` to mark the failure handled, so WebKit does not show its own error page
    /// (which would be a second, successful load of the failing URI).
    ///
    /// - Parameter handler: Receives the load event at which the load failed, the failing URI
    ///   and the error; returns whether it handled the failure.
    /// - Returns: The token that owns the connection.
    public func onLoadFailed(
        _ handler: @escaping @MainActor (WebKit.LoadEvent, String, WebKit.ErrorInfo) -> Bool
    ) -> SignalToken {
        _connect(
            "load-failed",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 3, let base = params.baseAddress else { return }
                let event = WebKit.LoadEvent(g_value_get_enum(base + 1))
                let uri = g_value_get_string(base + 2).map { String(cString: $0) } ?? ""
                let error = WebKit.ErrorInfo.signalArgument(params, at: 3)
                let handled = handler(
                    event, uri, error ?? WebKit.ErrorInfo(domain: "", code: 0, message: "unknown error"))
                if let returnValue { g_value_set_boolean(returnValue, handled ? 1 : 0) }
            })
    }

    /// Asks `handler` about each navigation (`decide-policy` for navigation and new-window
    /// actions); response decisions keep WebKit's default.
    ///
    /// - Parameter handler: Receives the action; returns `.use`, `.ignore`, or `nil` for WebKit's
    ///   default. A new-window action the handler allows is ignored by WebKit (there is no new
    ///   window) unless the caller loads `action.uri` itself.
    /// - Returns: The token that owns the connection.
    public func onDecidePolicy(
        _ handler: @escaping @MainActor (WebKit.NavigationActionInfo) -> WebKit.PolicyVerdict?
    ) -> SignalToken {
        _connect(
            "decide-policy",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 2, let base = params.baseAddress,
                    let decision = g_value_get_object(base + 1)
                else { return }
                let type = WebKitPolicyDecisionType(rawValue: UInt32(g_value_get_enum(base + 2)))
                guard
                    type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION
                        || type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
                else { return }
                let navigationDecision = OpaquePointer(decision)
                guard let action = webkit_navigation_policy_decision_get_navigation_action(navigationDecision) else {
                    return
                }
                let info = WebKit.NavigationActionInfo(
                    action, targetsNewWindow: type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION)
                guard let verdict = handler(info) else { return }
                let policyDecision = UnsafeMutablePointer<WebKitPolicyDecision>(OpaquePointer(decision))
                switch verdict {
                case .use: webkit_policy_decision_use(policyDecision)
                case .ignore: webkit_policy_decision_ignore(policyDecision)
                }
                if let returnValue { g_value_set_boolean(returnValue, 1) }
            })
    }
    /// Calls `handler` when the view's web process ends unexpectedly or on request
    /// (`web-process-terminated`); the view shows nothing until its next load.
    ///
    /// - Parameter handler: Receives why the process ended.
    /// - Returns: The token that owns the connection.
    public func onWebProcessTerminated(
        _ handler: @escaping @MainActor (WebKit.WebProcessTerminationReason) -> Void
    ) -> SignalToken {
        _connect(
            "web-process-terminated",
            box: _SignalClosureBox { params, _ in
                guard params.count > 1, let base = params.baseAddress else { return }
                switch WebKitWebProcessTerminationReason(rawValue: UInt32(g_value_get_enum(base + 1))) {
                case WEBKIT_WEB_PROCESS_CRASHED: handler(.crashed)
                case WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT: handler(.exceededMemoryLimit)
                default: handler(.terminatedByAPI)
                }
            })
    }
}

extension WebKit {
    /// A step of a load (`WebKitLoadEvent`).
    public enum LoadEvent: Sendable, Equatable {
        /// A load request was made; no data has arrived yet.
        case started
        /// The request was redirected to another URI.
        case redirected
        /// The first data arrived: the page is now the view's page.
        case committed
        /// The load ended, successfully or not.
        case finished

        init(_ raw: gint) {
            switch WebKitLoadEvent(rawValue: UInt32(raw)) {
            case WEBKIT_LOAD_STARTED: self = .started
            case WEBKIT_LOAD_REDIRECTED: self = .redirected
            case WEBKIT_LOAD_COMMITTED: self = .committed
            default: self = .finished
            }
        }
    }

    /// Why a web process ended (`WebKitWebProcessTerminationReason`).
    public enum WebProcessTerminationReason: Sendable, Equatable {
        /// It crashed.
        case crashed
        /// It used more memory than allowed.
        case exceededMemoryLimit
        /// `terminateWebProcess()` ended it.
        case terminatedByAPI
    }

    /// What to do with a navigation.
    public enum PolicyVerdict: Sendable, Equatable {
        /// Let it happen.
        case use
        /// Cancel it: nothing is requested and no load event is emitted.
        case ignore
    }

    /// How a navigation was triggered (`WebKitNavigationType`).
    public enum NavigationType: Sendable, Equatable {
        case linkClicked, formSubmitted, backForward, reload, formResubmitted, other
    }

    /// A navigation WebKit asks about (`WebKitNavigationAction`), copied into Swift values.
    public struct NavigationActionInfo: Sendable, Equatable {
        /// The requested URI.
        public let uri: String
        /// The HTTP method (`"GET"`, `"POST"`).
        public let httpMethod: String
        /// How the navigation was triggered.
        public let navigationType: NavigationType
        /// Whether a user action (a click, a key) triggered it.
        public let isUserGesture: Bool
        /// Whether it is a redirect of a navigation already allowed.
        public let isRedirect: Bool
        /// Whether it asks for a new window (`target="_blank"`, `window.open`).
        public let targetsNewWindow: Bool

        init(_ action: OpaquePointer, targetsNewWindow: Bool) {
            let request = webkit_navigation_action_get_request(action)
            uri = request.flatMap { webkit_uri_request_get_uri($0) }.map { String(cString: $0) } ?? ""
            httpMethod = request.flatMap { webkit_uri_request_get_http_method($0) }.map { String(cString: $0) } ?? "GET"
            switch webkit_navigation_action_get_navigation_type(action) {
            case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: navigationType = .linkClicked
            case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: navigationType = .formSubmitted
            case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: navigationType = .backForward
            case WEBKIT_NAVIGATION_TYPE_RELOAD: navigationType = .reload
            case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: navigationType = .formResubmitted
            default: navigationType = .other
            }
            isUserGesture = webkit_navigation_action_is_user_gesture(action) != 0
            isRedirect = webkit_navigation_action_is_redirect(action) != 0
            self.targetsNewWindow = targetsNewWindow
        }
    }
}
