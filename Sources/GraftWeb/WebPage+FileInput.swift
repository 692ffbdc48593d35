import Foundation
internal import GtkBridge
internal import WebKitBridge

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a page's `<input type=file>` asks for (WebKit's `WKOpenPanelParameters`).
@MainActor
public final class WKOpenPanelParameters {
    /// Whether the input takes several files (its `multiple` attribute).
    public let allowsMultipleSelection: Bool
    /// Whether folders may be chosen: always `false` (WebKitGTK asks for files only).
    public let allowsDirectories = false
    /// The MIME types the input's `accept` attribute names; empty when it accepts any file
    /// (a Graft addition: WebKitGTK reports them, Apple's parameters do not).
    public let acceptedMIMETypes: [String]

    init(allowsMultipleSelection: Bool, acceptedMIMETypes: [String]) {
        self.allowsMultipleSelection = allowsMultipleSelection
        self.acceptedMIMETypes = acceptedMIMETypes
    }
}

extension WebPage {
    /// How the user answered a page's file input.
    public enum FileInputPromptResult: Sendable, Equatable {
        /// These local files: the page sees their names, sizes and contents.
        case selected([URL])
        /// Cancel: the input keeps the files it had.
        case cancel
    }

    /// Routes the page's file inputs to the ``dialogPresenter``; with none, WebKitGTK shows its
    /// own GTK file chooser.
    func connectFileInput() -> SignalToken {
        webView.onRunFileChooser { [weak self] request in
            guard let self, let presenter = self.dialogPresenter else { return false }
            let parameters = WKOpenPanelParameters(
                allowsMultipleSelection: request.allowsMultipleSelection, acceptedMIMETypes: request.mimeTypes)
            let frame = FrameInfo(isMainFrame: true, request: URLRequest(url: self.url ?? URL(string: "about:blank")!))
            Task { @MainActor in
                let result = await presenter.handleFileInputPrompt(parameters: parameters, initiatedBy: frame)
                switch result {
                case .selected(let urls):
                    let files = urls.filter(\.isFileURL).map(\.path)
                    if files.isEmpty {
                        request.cancel()
                    } else {
                        request.select(paths: parameters.allowsMultipleSelection ? files : [files[0]])
                    }
                case .cancel:
                    request.cancel()
                }
            }
            return true
        }
    }
}
