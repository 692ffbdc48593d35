import CWebKitGtk
import GtkBridge

extension WebKit {
    /// A file WebKit is downloading (`WebKitDownload`): a `download` link, an attachment
    /// response, or `download(uri:)`. Its signals arrive through the `on…` handlers, set once
    /// before the main loop runs again after `NetworkSession.onDownloadStarted(_:)` hands it over.
    @MainActor
    public final class Download: GObjectRef {
        private var download: OpaquePointer { gobjectPointer }
        private var tokens: [SignalToken] = []

        /// Asked for a destination with the server's suggested file name (`decide-destination`);
        /// return `true` to set one with `setDestination(_:)` now or later (the transfer waits),
        /// `false` for WebKit's default (the user's download directory). Unset: the default.
        public var onDecideDestination: (@MainActor (String) -> Bool)?
        /// Called with the path once the destination file exists (`created-destination`).
        public var onCreatedDestination: (@MainActor (String) -> Void)?
        /// Called with the byte count of each piece written (`received-data`).
        public var onReceivedData: (@MainActor (Int) -> Void)?
        /// Called with the error when the download fails or is cancelled (`failed`; then `finished`).
        public var onFailed: (@MainActor (WebKit.ErrorInfo) -> Void)?
        /// Called once when the download ends, successfully or not (`finished`).
        public var onFinished: (@MainActor () -> Void)?

        override init(retaining pointer: OpaquePointer) {
            super.init(retaining: pointer)
            tokens.append(
                _connect(
                    "decide-destination",
                    box: _SignalClosureBox { [weak self] params, returnValue in
                        guard params.count > 1, let base = params.baseAddress,
                            let decide = self?.onDecideDestination
                        else { return }
                        let name = g_value_get_string(base + 1).map { String(cString: $0) } ?? ""
                        if let returnValue { g_value_set_boolean(returnValue, decide(name) ? 1 : 0) }
                    }))
            tokens.append(
                _connect(
                    "created-destination",
                    box: _SignalClosureBox { [weak self] params, _ in
                        guard params.count > 1, let base = params.baseAddress else { return }
                        self?.onCreatedDestination?(g_value_get_string(base + 1).map { String(cString: $0) } ?? "")
                    }))
            tokens.append(
                _connect(
                    "received-data",
                    box: _SignalClosureBox { [weak self] params, _ in
                        guard params.count > 1, let base = params.baseAddress else { return }
                        self?.onReceivedData?(Int(clamping: g_value_get_uint64(base + 1)))
                    }))
            tokens.append(
                _connect(
                    "failed",
                    box: _SignalClosureBox { [weak self] params, _ in
                        guard let error = WebKit.ErrorInfo.signalArgument(params, at: 1) else { return }
                        self?.onFailed?(error)
                    }))
            tokens.append(_connect("finished", box: _SignalClosureBox { [weak self] _, _ in self?.onFinished?() }))
        }

        isolated deinit {
            for token in tokens { token.cancel() }
        }

        /// The URI the download was requested from.
        public var requestURI: String? {
            webkit_download_get_request(download).flatMap { webkit_uri_request_get_uri($0) }.map { String(cString: $0) }
        }

        /// The server's `Content-Length`, once the response has arrived and if it sent one.
        public var expectedLength: Int? {
            guard let response = webkit_download_get_response(download) else { return nil }
            let length = webkit_uri_response_get_content_length(response)
            return length > 0 ? Int(clamping: length) : nil
        }

        /// How many bytes have been written so far.
        public var receivedLength: Int { Int(clamping: webkit_download_get_received_data_length(download)) }

        /// WebKit's estimate of how much is done, 0…1 (`estimated-progress`).
        public var estimatedProgress: Double { webkit_download_get_estimated_progress(download) }

        /// The local path the file is written to, once decided.
        public var destination: String? { webkit_download_get_destination(download).map { String(cString: $0) } }

        /// Sets the local path to write to (before the transfer starts); see `onDecideDestination`.
        public func setDestination(_ path: String) { webkit_download_set_destination(download, path) }

        /// Whether an existing file at the destination is replaced (otherwise the download fails).
        public var allowsOverwrite: Bool {
            get { webkit_download_get_allow_overwrite(download) != 0 }
            set { webkit_download_set_allow_overwrite(download, newValue ? 1 : 0) }
        }

        /// Whether `view` started the download.
        public func isStarted(by view: WebViewRef) -> Bool {
            webkit_download_get_web_view(download) == view.webViewPointer
        }

        /// Drops the `on…` handlers (and what they hold), once the download has ended.
        public func clearHandlers() {
            onDecideDestination = nil
            onCreatedDestination = nil
            onReceivedData = nil
            onFailed = nil
            onFinished = nil
        }

        /// Stops the download; `onFailed` then receives `cancelledByUser`.
        public func cancel() { webkit_download_cancel(download) }
    }
}

extension WebKit.ErrorInfo {
    /// `WebKitDownloadError`.
    public static let downloadDomain = "WebKitDownloadError"
    /// `WEBKIT_DOWNLOAD_ERROR_CANCELLED_BY_USER`.
    public static let downloadCancelledByUser = 400
    /// `WEBKIT_DOWNLOAD_ERROR_DESTINATION`.
    public static let downloadDestination = 401
}

extension WebKit.NetworkSession {
    /// Calls `handler` with each download the session starts (`download-started`), from any of
    /// its web views (see `Download.isStarted(by:)`).
    ///
    /// - Parameter handler: Receives the download.
    /// - Returns: The token that owns the connection.
    public func onDownloadStarted(_ handler: @escaping @MainActor (WebKit.Download) -> Void) -> SignalToken {
        _connect(
            "download-started",
            box: _SignalClosureBox { params, _ in
                guard params.count > 1, let base = params.baseAddress, let raw = g_value_get_object(base + 1) else {
                    return
                }
                handler(WebKit.Download(retaining: OpaquePointer(raw)))
            })
    }
}

extension WebViewRef {
    /// Downloads `uri` as this view would (`webkit_web_view_download_uri`): the session's
    /// `onDownloadStarted` handler receives it.
    ///
    /// - Parameter uri: What to download.
    public func download(uri: String) {
        webkit_web_view_download_uri(webViewPointer, uri)
    }
}
