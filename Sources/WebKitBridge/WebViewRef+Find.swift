import CWebKitGtk
import GtkBridge

extension WebKit {
    /// A web view's find-in-page (`WebKitFindController`): highlights every match of a text and
    /// selects one, reporting how many there are through `found-text` / `failed-to-find-text`.
    @MainActor
    public final class FindController: GObjectRef {
        private var controller: OpaquePointer { gobjectPointer }
        private var tokens: [SignalToken] = []
        /// Called with the match count after each search step (0: not found).
        public var onResult: (@MainActor (Int) -> Void)?

        init(_ view: WebViewRef) {
            super.init(retaining: webkit_web_view_get_find_controller(view.webViewPointer)!)
            tokens.append(
                _connect(
                    "found-text",
                    box: _SignalClosureBox { [weak self] params, _ in
                        guard params.count > 1, let base = params.baseAddress else { return }
                        self?.onResult?(Int(g_value_get_uint(base + 1)))
                    }))
            tokens.append(
                _connect("failed-to-find-text", box: _SignalClosureBox { [weak self] _, _ in self?.onResult?(0) }))
        }

        isolated deinit {
            for token in tokens { token.cancel() }
        }

        /// Searches `text`, highlighting every match and selecting the first (or last, `backwards`).
        ///
        /// - Parameters:
        ///   - text: The text to find.
        ///   - caseSensitive: Whether case must match.
        ///   - backwards: Whether to search from the end.
        ///   - wraps: Whether next and previous go round at the ends.
        ///   - maximumMatchCount: How many matches to count at most.
        public func search(_ text: String, caseSensitive: Bool, backwards: Bool, wraps: Bool, maximumMatchCount: Int) {
            var options = WEBKIT_FIND_OPTIONS_NONE.rawValue
            if !caseSensitive { options |= WEBKIT_FIND_OPTIONS_CASE_INSENSITIVE.rawValue }
            if backwards { options |= WEBKIT_FIND_OPTIONS_BACKWARDS.rawValue }
            if wraps { options |= WEBKIT_FIND_OPTIONS_WRAP_AROUND.rawValue }
            webkit_find_controller_search(controller, text, guint32(options), guint(clamping: maximumMatchCount))
        }

        /// Selects the next match of the current search.
        public func next() { webkit_find_controller_search_next(controller) }
        /// Selects the previous match.
        public func previous() { webkit_find_controller_search_previous(controller) }
        /// Ends the search and removes the highlights.
        public func finish() { webkit_find_controller_search_finish(controller) }
    }
}

extension WebViewRef {
    /// Makes a find controller for this view (one per caller; they share WebKit's).
    public func makeFindController() -> WebKit.FindController { WebKit.FindController(self) }
}
