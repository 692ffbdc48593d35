import CWebKitGtk
import GtkBridge

extension WebKit {
    /// A page's `<input type=file>` asking for files (`WebKitFileChooserRequest`). One released
    /// unanswered is cancelled: the input keeps its files.
    @MainActor
    public final class FileChooserRequest: GObjectRef {
        private var request: OpaquePointer { gobjectPointer }
        /// Whether it has been answered.
        public private(set) var isAnswered = false

        override init(retaining pointer: OpaquePointer) {
            super.init(retaining: pointer)
        }

        isolated deinit {
            cancel()
        }

        /// Whether the input takes several files (`multiple`).
        public var allowsMultipleSelection: Bool { webkit_file_chooser_request_get_select_multiple(request) != 0 }

        /// The MIME types the input's `accept` attribute names (empty: any file).
        public var mimeTypes: [String] {
            guard let types = webkit_file_chooser_request_get_mime_types(request) else { return [] }
            var result: [String] = []
            var index = 0
            while let type = types[index] {
                result.append(String(cString: type))
                index += 1
            }
            return result
        }

        /// Gives the input these local files (absolute paths). Later answers do nothing.
        ///
        /// - Parameter paths: The files; the page sees their names, sizes and contents.
        public func select(paths: [String]) {
            guard !isAnswered else { return }
            isAnswered = true
            let cStrings = paths.map { strdup($0) }
            defer { for string in cStrings { free(string) } }
            var pointers: [UnsafePointer<CChar>?] = cStrings.map { UnsafePointer($0) } + [nil]
            webkit_file_chooser_request_select_files(request, &pointers)
        }

        /// Marks the request as WebKit's own dialog's to answer.
        func disown() { isAnswered = true }

        /// Leaves the input as it was. Later answers do nothing.
        public func cancel() {
            guard !isAnswered else { return }
            isAnswered = true
            webkit_file_chooser_request_cancel(request)
        }
    }
}

extension WebViewRef {
    /// Calls `handler` with each file request of the page's `<input type=file>` elements
    /// (`run-file-chooser`); when it returns `true` it answers the request itself, now or later;
    /// `false` lets WebKit show its own GTK file chooser.
    ///
    /// - Parameter handler: Receives the request.
    /// - Returns: The token that owns the connection.
    public func onRunFileChooser(_ handler: @escaping @MainActor (WebKit.FileChooserRequest) -> Bool) -> SignalToken {
        _connect(
            "run-file-chooser",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 1, let base = params.baseAddress, let raw = g_value_get_object(base + 1) else {
                    return
                }
                let request = WebKit.FileChooserRequest(retaining: OpaquePointer(raw))
                let handled = handler(request)
                if !handled { request.disown() }
                if let returnValue { g_value_set_boolean(returnValue, handled ? 1 : 0) }
            })
    }
}
