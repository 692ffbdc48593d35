import CWebKitGtk
import GtkBridge

extension WebKit {
    /// A response WebKit asks about before showing it (`WebKitURIResponse`), copied into Swift values.
    public struct ResponseInfo: Sendable, Equatable {
        /// The response's URI.
        public let uri: String
        /// The HTTP status code (0 for non-HTTP responses).
        public let statusCode: Int
        /// The MIME type, such as `"text/html"`.
        public let mimeType: String?
        /// The announced length of the body, or -1.
        public let expectedContentLength: Int64
        /// The file name the server suggests (`Content-Disposition`), if any.
        public let suggestedFilename: String?
        /// The HTTP header fields.
        public let headers: [String: String]
        /// Whether it is the main frame's document (not a subframe's).
        public let isMainFrameMainResource: Bool
        /// Whether WebKit can show its MIME type.
        public let isMIMETypeSupported: Bool
    }

    /// One pending `decide-policy` decision, kept until ``use()``, ``ignore()`` or ``download()``
    /// answers it — later, if need be (WebKit waits). One left unanswered is ignored when released.
    @MainActor
    public final class PolicyDecision: GObjectRef {
        /// What WebKit asks about.
        public enum Subject: Sendable, Equatable {
            /// A navigation (or a new-window request).
            case navigation(NavigationActionInfo)
            /// A response about to be shown.
            case response(ResponseInfo)
        }

        /// What WebKit asks about.
        public let subject: Subject
        /// Whether it has been answered.
        public private(set) var isDecided = false

        private var decision: UnsafeMutablePointer<WebKitPolicyDecision> {
            UnsafeMutablePointer<WebKitPolicyDecision>(gobjectPointer)
        }

        init(retaining pointer: OpaquePointer, subject: Subject) {
            self.subject = subject
            super.init(retaining: pointer)
        }

        /// Lets the navigation or response go ahead.
        public func use() { decide { webkit_policy_decision_use($0) } }
        /// Cancels it.
        public func ignore() { decide { webkit_policy_decision_ignore($0) } }
        /// Downloads the resource instead of showing it.
        public func download() { decide { webkit_policy_decision_download($0) } }

        /// Leaves the decision to WebKit's default handler (a handler that did not take it): it is
        /// no longer this object's to answer, so releasing it does not ignore it.
        func leaveToWebKit() { isDecided = true }

        private func decide(_ body: (UnsafeMutablePointer<WebKitPolicyDecision>) -> Void) {
            guard !isDecided else { return }
            isDecided = true
            body(decision)
        }

        isolated deinit {
            if !isDecided { webkit_policy_decision_ignore(decision) }
        }
    }
}

extension WebViewRef {
    /// Calls `handler` with each navigation and response decision (`decide-policy`); when it
    /// returns `true` it owns the decision and answers it, now or later; `false` leaves it to
    /// WebKit's default (or to later handlers).
    ///
    /// - Parameter handler: Receives the pending decision.
    /// - Returns: The token that owns the connection.
    public func onDecidePolicyDeferred(_ handler: @escaping @MainActor (WebKit.PolicyDecision) -> Bool) -> SignalToken {
        _connect(
            "decide-policy",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 2, let base = params.baseAddress, let raw = g_value_get_object(base + 1) else {
                    return
                }
                let pointer = OpaquePointer(raw)
                let type = WebKitPolicyDecisionType(rawValue: UInt32(g_value_get_enum(base + 2)))
                let subject: WebKit.PolicyDecision.Subject
                switch type {
                case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION, WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION:
                    guard let action = webkit_navigation_policy_decision_get_navigation_action(pointer) else { return }
                    subject = .navigation(
                        WebKit.NavigationActionInfo(
                            action, targetsNewWindow: type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION))
                case WEBKIT_POLICY_DECISION_TYPE_RESPONSE:
                    guard let response = webkit_response_policy_decision_get_response(pointer) else { return }
                    subject = .response(
                        WebKit.ResponseInfo(
                            response, isMain: webkit_response_policy_decision_is_main_frame_main_resource(pointer) != 0,
                            isSupported: webkit_response_policy_decision_is_mime_type_supported(pointer) != 0))
                default:
                    return
                }
                let decision = WebKit.PolicyDecision(retaining: pointer, subject: subject)
                if handler(decision) {
                    if let returnValue { g_value_set_boolean(returnValue, 1) }
                } else {
                    decision.leaveToWebKit()  // WebKit's default answers it: releasing it must not ignore it
                }
            })
    }
}

extension WebKit.ResponseInfo {
    init(_ response: OpaquePointer, isMain: Bool, isSupported: Bool) {
        uri = webkit_uri_response_get_uri(response).map { String(cString: $0) } ?? ""
        statusCode = Int(webkit_uri_response_get_status_code(response))
        mimeType = webkit_uri_response_get_mime_type(response).map { String(cString: $0) }
        expectedContentLength = Int64(bitPattern: UInt64(webkit_uri_response_get_content_length(response)))
        suggestedFilename = webkit_uri_response_get_suggested_filename(response).map { String(cString: $0) }
        var fields: [String: String] = [:]
        if let headers = webkit_uri_response_get_http_headers(response) {
            withUnsafeMutablePointer(to: &fields) { fieldsPointer in
                soup_message_headers_foreach(
                    headers,
                    { name, value, data in
                        guard let name, let value, let data else { return }
                        let fields = data.assumingMemoryBound(to: [String: String].self)
                        fields.pointee[String(cString: name)] = String(cString: value)
                    }, fieldsPointer)
            }
        }
        headers = fields
        isMainFrameMainResource = isMain
        isMIMETypeSupported = isSupported
    }
}
