import Foundation
internal import GtkBridge
internal import WebKitBridge

extension WebPage {
    /// How ``WebPage/pdf(configuration:)`` lays the page out: WebKit prints the whole document,
    /// paginated on this paper with the paper's default margins.
    public struct PDFConfiguration: Sendable, Equatable {
        /// A paper size.
        public enum Paper: Sendable, Equatable {
            /// ISO A4, 210 × 297 mm.
            case a4
            /// US Letter, 8.5 × 11 in.
            case letter
        }

        /// The paper size; A4 unless set.
        public var paper = Paper.a4
        /// Whether pages are wider than tall.
        public var isLandscape = false

        /// A4 portrait.
        public init() {}
    }

    /// How long ``pdf(configuration:)`` waits for WebKit's print operation, in seconds.
    static let printTimeout = 60.0

    /// The page printed as a PDF document, through WebKit's print operation and GTK's
    /// "Print to File" printer (`WebKitPrintOperation`), without a dialog.
    ///
    /// ```swift
    /// let data = try await page.pdf()
    /// try data.write(to: URL(filePath: "/tmp/page.pdf"))
    /// ```
    ///
    /// Unlike Apple's single tall page, the document is paginated as printing paginates it (print
    /// style sheets apply). The PDF is written to a temporary file, read, and the file removed.
    ///
    /// - Parameter configuration: Paper size and orientation.
    /// - Returns: The PDF file's bytes.
    /// - Throws: ``WebPageError`` with ``WebPageError/Code-swift.enum/pdfFailed`` when printing
    ///   failed, wrote nothing, or did not end within a minute (no page loaded, no GTK file
    ///   printer installed).
    public func pdf(configuration: PDFConfiguration = PDFConfiguration()) async throws(WebPageError) -> Data {
        guard url != nil else {
            throw WebPageError(.pdfFailed, message: "There is no page to print: load one first")
        }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("graft-print-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let operation = WebKit.PrintOperation(webView)
        var timeout: SourceToken?
        let failure: WebKit.ErrorInfo? = await withCheckedContinuation { continuation in
            var isResumed = false
            let finish: @MainActor (WebKit.ErrorInfo?) -> Void = { error in
                guard !isResumed else { return }
                isResumed = true
                continuation.resume(returning: error)
            }
            // A printer GTK never finds would leave the operation waiting for ever.
            timeout = MainLoop.every(milliseconds: Int(Self.printTimeout * 1_000)) {
                finish(WebKit.ErrorInfo(domain: "", code: 0, message: "no answer in \(Int(Self.printTimeout)) s"))
                return false
            }
            operation.printToPDF(
                path: path, paperName: configuration.paper == .a4 ? "iso_a4" : "na_letter",
                landscape: configuration.isLandscape, completion: finish)
        }
        timeout?.cancel()
        withExtendedLifetime(operation) {}
        if let failure {
            throw WebPageError(
                .pdfFailed, message: "Printing the page to PDF failed: \(failure.message)",
                failingURL: url?.absoluteString, underlyingDomain: failure.domain, underlyingCode: failure.code)
        }
        guard let data = FileManager.default.contents(atPath: path), data.starts(with: Array("%PDF".utf8)) else {
            throw WebPageError(
                .pdfFailed, message: "Printing the page wrote no PDF file (is GTK's file print backend installed?)",
                failingURL: url?.absoluteString)
        }
        return data
    }
}
