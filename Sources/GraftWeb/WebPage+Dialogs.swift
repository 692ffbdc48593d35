import Foundation
internal import GtkBridge
internal import WebKitBridge

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension WebPage {
    /// The frame a dialog came from.
    public struct FrameInfo: Sendable {
        /// Whether it is the page's main frame (WebKitGTK does not say which frame opened a
        /// dialog: the main frame is assumed).
        public let isMainFrame: Bool
        /// The frame's current request (the page's URL).
        public let request: URLRequest
    }

    /// How the user answered `confirm(…)`.
    public enum JavaScriptConfirmResult: Sendable, Equatable {
        /// OK: `confirm` returns `true`.
        case ok
        /// Cancel: `confirm` returns `false`.
        case cancel
    }

    /// How the user answered `prompt(…)`.
    public enum JavaScriptPromptResult: Sendable, Equatable {
        /// OK with the text: `prompt` returns it.
        case ok(String)
        /// Cancel: `prompt` returns `null`.
        case cancel
    }

    /// Shows a page's JavaScript dialogs the app's way (``WebPage/dialogPresenter``); the page's
    /// script waits until the method returns. Every method has a default: an alert is dismissed,
    /// a confirm, a prompt and a file input are cancelled.
    ///
    /// ```swift
    /// struct Presenter: WebPage.DialogPresenting {
    ///     func handleJavaScriptConfirm(_ message: String, initiatedBy frame: WebPage.FrameInfo) async
    ///         -> WebPage.JavaScriptConfirmResult { .ok }
    /// }
    /// page.dialogPresenter = Presenter()
    /// ```
    @MainActor
    public protocol DialogPresenting {
        /// Shows `alert(message)`; returns when it is dismissed.
        func handleJavaScriptAlert(_ message: String, initiatedBy frame: FrameInfo) async
        /// Shows `confirm(message)`.
        func handleJavaScriptConfirm(_ message: String, initiatedBy frame: FrameInfo) async -> JavaScriptConfirmResult
        /// Shows `prompt(message, defaultText)`.
        func handleJavaScriptPrompt(_ message: String, defaultText: String?, initiatedBy frame: FrameInfo) async
            -> JavaScriptPromptResult
        /// Asks for files for an `<input type=file>`; only `file:` URLs are used, and only the
        /// first unless the input takes several.
        func handleFileInputPrompt(parameters: WKOpenPanelParameters, initiatedBy frame: FrameInfo) async
            -> FileInputPromptResult
    }

    func connectDialogs() -> SignalToken {
        webView.onScriptDialog { [weak self] dialog in
            guard let self, let presenter = self.dialogPresenter else { return false }
            let frame = FrameInfo(
                isMainFrame: true, request: URLRequest(url: self.url ?? URL(string: "about:blank")!))
            Task { @MainActor in
                switch dialog.kind {
                case .alert:
                    await presenter.handleJavaScriptAlert(dialog.message, initiatedBy: frame)
                    dialog.answer()
                case .confirm, .beforeUnloadConfirm:
                    let result = await presenter.handleJavaScriptConfirm(dialog.message, initiatedBy: frame)
                    dialog.answer(confirmed: result == .ok)
                case .prompt(let defaultText):
                    let result = await presenter.handleJavaScriptPrompt(
                        dialog.message, defaultText: defaultText, initiatedBy: frame)
                    if case .ok(let text) = result { dialog.answer(text: text) } else { dialog.answer(text: nil) }
                }
            }
            return true
        }
    }
}

extension WebPage.DialogPresenting {
    /// Dismisses the alert at once.
    public func handleJavaScriptAlert(_ message: String, initiatedBy frame: WebPage.FrameInfo) async {}
    /// Cancels at once.
    public func handleJavaScriptConfirm(_ message: String, initiatedBy frame: WebPage.FrameInfo) async
        -> WebPage.JavaScriptConfirmResult
    { .cancel }
    /// Cancels at once.
    public func handleJavaScriptPrompt(_ message: String, defaultText: String?, initiatedBy frame: WebPage.FrameInfo)
        async -> WebPage.JavaScriptPromptResult
    { .cancel }
    /// Cancels at once, as Apple's default does: the input keeps its files.
    public func handleFileInputPrompt(parameters: WKOpenPanelParameters, initiatedBy frame: WebPage.FrameInfo) async
        -> WebPage.FileInputPromptResult
    { .cancel }
}
