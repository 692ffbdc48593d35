import CWebKitGtk
import GtkBridge

extension WebKit {
    /// A JavaScript `alert`, `confirm` or `prompt` (or a before-unload confirmation) waiting for
    /// its answer (`WebKitScriptDialog`): the page's script is paused until it is answered.
    /// One released unanswered is answered as dismissed (`false`, `null`).
    @MainActor
    public final class ScriptDialog {
        /// The dialog's kind.
        public enum Kind: Sendable, Equatable {
            /// `alert(message)`.
            case alert
            /// `confirm(message)`.
            case confirm
            /// `prompt(message, defaultText)`.
            case prompt(defaultText: String)
            /// A page's `beforeunload` confirmation.
            case beforeUnloadConfirm
        }

        /// The dialog's kind.
        public let kind: Kind
        /// The message the page shows.
        public let message: String
        /// Whether it has been answered.
        public private(set) var isAnswered = false
        private let dialog: OpaquePointer

        init(_ dialog: OpaquePointer) {
            self.dialog = webkit_script_dialog_ref(dialog)
            message = webkit_script_dialog_get_message(dialog).map { String(cString: $0) } ?? ""
            switch webkit_script_dialog_get_dialog_type(dialog) {
            case WEBKIT_SCRIPT_DIALOG_ALERT: kind = .alert
            case WEBKIT_SCRIPT_DIALOG_CONFIRM: kind = .confirm
            case WEBKIT_SCRIPT_DIALOG_PROMPT:
                kind = .prompt(
                    defaultText: webkit_script_dialog_prompt_get_default_text(dialog).map { String(cString: $0) } ?? "")
            default: kind = .beforeUnloadConfirm
            }
        }

        /// Answers the dialog: `confirmed` for a confirm, `text` (`nil`: cancelled) for a prompt;
        /// an alert needs neither. Later calls do nothing.
        ///
        /// - Parameters:
        ///   - confirmed: What `confirm` returns.
        ///   - text: What `prompt` returns; `nil` returns `null`.
        public func answer(confirmed: Bool = false, text: String? = nil) {
            guard !isAnswered else { return }
            isAnswered = true
            switch kind {
            case .confirm, .beforeUnloadConfirm: webkit_script_dialog_confirm_set_confirmed(dialog, confirmed ? 1 : 0)
            case .prompt: if let text { webkit_script_dialog_prompt_set_text(dialog, text) }
            case .alert: break
            }
            // Answered inside the signal, WebKit completes the dialog when the handler returns;
            // closing it there as well would complete it twice.
            if !isInsideSignal { webkit_script_dialog_close(dialog) }
        }

        /// Whether the `script-dialog` handler is running.
        var isInsideSignal = true

        /// Marks the dialog as WebKit's to answer.
        func disown() { isAnswered = true }

        isolated deinit {
            answer()
            webkit_script_dialog_unref(dialog)
        }
    }
}

extension WebViewRef {
    /// Calls `handler` with each script dialog the page opens (`script-dialog`); when it returns
    /// `true` it answers the dialog itself, now or later (``WebKit/ScriptDialog/answer(confirmed:text:)``);
    /// `false` lets WebKit show its own GTK dialog.
    ///
    /// - Parameter handler: Receives the dialog.
    /// - Returns: The token that owns the connection.
    public func onScriptDialog(_ handler: @escaping @MainActor (WebKit.ScriptDialog) -> Bool) -> SignalToken {
        _connect(
            "script-dialog",
            box: _SignalClosureBox { params, returnValue in
                guard params.count > 1, let base = params.baseAddress, let raw = g_value_get_boxed(base + 1) else {
                    return
                }
                let dialog = WebKit.ScriptDialog(OpaquePointer(raw))
                let handled = handler(dialog)
                dialog.isInsideSignal = false
                if !handled { dialog.disown() }  // WebKit's own dialog answers it
                if let returnValue { g_value_set_boolean(returnValue, handled ? 1 : 0) }
            })
    }
}
