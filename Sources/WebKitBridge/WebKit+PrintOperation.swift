import CWebKitGtk
import GtkBridge

extension WebKit {
    /// Prints a web view's page to a PDF file without a dialog (`WebKitPrintOperation` with GTK's
    /// "Print to File" printer): the whole document, paginated on the paper size given.
    ///
    /// ```swift
    /// let operation = WebKit.PrintOperation(webView)
    /// operation.printToPDF(path: "/tmp/page.pdf", paperName: "iso_a4") { error in … }
    /// ```
    @MainActor
    public final class PrintOperation: GObjectRef {
        private var operation: OpaquePointer { gobjectPointer }
        private var tokens: [SignalToken] = []

        /// Makes an operation for `view`'s current page.
        public init(_ view: WebViewRef) {
            super.init(adopting: webkit_print_operation_new(view.webViewPointer)!)
        }

        isolated deinit {
            for token in tokens { token.cancel() }
        }

        /// Writes the page as PDF to `path`, then calls `completion` once: `nil` when the file is
        /// written, or the error (`finished` / `failed`).
        ///
        /// - Parameters:
        ///   - path: An absolute file path; an existing file is replaced.
        ///   - paperName: A PWG paper name (`"iso_a4"`, `"na_letter"`).
        ///   - landscape: Whether pages are wider than tall.
        ///   - completion: Receives the outcome.
        public func printToPDF(
            path: String, paperName: String, landscape: Bool,
            completion: @escaping @MainActor (WebKit.ErrorInfo?) -> Void
        ) {
            var failure: WebKit.ErrorInfo?
            var done = false
            tokens.append(
                _connect(
                    "failed",
                    box: _SignalClosureBox { params, _ in failure = WebKit.ErrorInfo.signalArgument(params, at: 1) }))
            tokens.append(
                _connect(
                    "finished",
                    box: _SignalClosureBox { _, _ in
                        guard !done else { return }
                        done = true
                        completion(failure)
                    }))
            let settings = gtk_print_settings_new()!
            defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
            gtk_print_settings_set_printer(settings, "Print to File")
            gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf")
            let uri = g_filename_to_uri(path, nil, nil)
            defer { g_free(uri) }
            gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri)
            let setup = gtk_page_setup_new()!
            defer { g_object_unref(UnsafeMutableRawPointer(setup)) }
            let paper = gtk_paper_size_new(paperName)
            defer { gtk_paper_size_free(paper) }
            gtk_page_setup_set_paper_size_and_default_margins(setup, paper)
            gtk_page_setup_set_orientation(
                setup, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT)
            gtk_print_settings_set_paper_size(settings, paper)
            webkit_print_operation_set_print_settings(operation, settings)
            webkit_print_operation_set_page_setup(operation, setup)
            webkit_print_operation_print(operation)
        }
    }
}
