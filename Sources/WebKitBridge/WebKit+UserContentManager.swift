import CWebKitGtk
import GtkBridge

extension WebKit {
    /// A `WebKitUserContentManager`: the user scripts a web view injects into its pages and the
    /// script message channels its pages post to (`window.webkit.messageHandlers.name.postMessage`).
    ///
    /// One manager can serve several web views; give it to a view when it is made
    /// (`WebViewRef(networkSession:userContentManager:)`).
    ///
    /// ```swift
    /// let manager = WebKit.UserContentManager()
    /// manager.addScript("document.title = 'injected'", allFrames: false, atDocumentStart: false, worldName: nil)
    /// let token = manager.registerMessageHandler(name: "log", worldName: nil) { value in print(value) }
    /// ```
    @MainActor
    public final class UserContentManager: GObjectRef {
        private var manager: OpaquePointer { gobjectPointer }

        /// Makes an empty manager.
        public init() {
            WebKitDefaults.retainForProcessLifetime()
            super.init(adopting: webkit_user_content_manager_new()!)
        }

        /// Adds a user script to every page loaded from now on (`webkit_user_content_manager_add_script`).
        ///
        /// - Parameters:
        ///   - source: The script.
        ///   - allFrames: `true` for every frame, `false` for the main frame only.
        ///   - atDocumentStart: `true` to run before the document's own scripts, `false` once it is parsed.
        ///   - worldName: The script world to run in, or `nil` for the page's own.
        public func addScript(_ source: String, allFrames: Bool, atDocumentStart: Bool, worldName: String?) {
            let frames = allFrames ? WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES : WEBKIT_USER_CONTENT_INJECT_TOP_FRAME
            let time =
                atDocumentStart
                ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END
            let script: OpaquePointer? =
                if let worldName {
                    webkit_user_script_new_for_world(source, frames, time, worldName, nil, nil)
                } else {
                    webkit_user_script_new(source, frames, time, nil, nil)
                }
            guard let script else { return }
            webkit_user_content_manager_add_script(manager, script)
            webkit_user_script_unref(script)
        }

        /// Removes every user script (pages already loaded keep what ran in them).
        public func removeAllScripts() {
            webkit_user_content_manager_remove_all_scripts(manager)
        }

        /// Opens the channel `name` in `worldName` (`nil`: the page's world) and calls `handler`
        /// with each message posted to it, as JSON.
        ///
        /// - Returns: The token of the signal connection, or `nil` if WebKit refused the name
        ///   (it is registered already).
        public func registerMessageHandler(
            name: String, worldName: String?, _ handler: @escaping @MainActor (WebKit.JavaScriptResult) -> Void
        ) -> SignalToken? {
            guard webkit_user_content_manager_register_script_message_handler(manager, name, worldName) != 0 else {
                return nil
            }
            return _connect(
                "script-message-received::\(name)",
                box: _SignalClosureBox { params, _ in
                    guard params.count > 1, let base = params.baseAddress,
                        let value = g_value_get_object(base + 1)
                    else { return }
                    handler(_JavaScriptCallBox.convert(OpaquePointer(value)))
                })
        }

        /// Opens the channel `name` whose `postMessage` returns a promise, and calls `handler`
        /// with each message and the reply that settles the promise.
        ///
        /// - Returns: The token of the signal connection, or `nil` if WebKit refused the name.
        public func registerReplyingMessageHandler(
            name: String, worldName: String?,
            _ handler: @escaping @MainActor (WebKit.JavaScriptResult, ScriptMessageReply) -> Void
        ) -> SignalToken? {
            guard webkit_user_content_manager_register_script_message_handler_with_reply(manager, name, worldName) != 0
            else { return nil }
            return _connect(
                "script-message-with-reply-received::\(name)",
                box: _SignalClosureBox { params, returnValue in
                    guard params.count > 2, let base = params.baseAddress,
                        let value = g_value_get_object(base + 1),
                        let reply = g_value_get_boxed(base + 2)
                    else { return }
                    let context = jsc_value_get_context(OpaquePointer(value))
                    handler(
                        _JavaScriptCallBox.convert(OpaquePointer(value)),
                        ScriptMessageReply(reply: OpaquePointer(reply), context: context))
                    if let returnValue { g_value_set_boolean(returnValue, 1) }
                })
        }

        /// Closes the channel `name`; pages posting to it get an error from then on.
        public func unregisterMessageHandler(name: String, worldName: String?) {
            webkit_user_content_manager_unregister_script_message_handler(manager, name, worldName)
        }
    }

    /// The answer to one script message posted to a replying channel (`WebKitScriptMessageReply`):
    /// settles the page's promise once; a reply dropped unanswered rejects it.
    @MainActor
    public final class ScriptMessageReply {
        private var reply: OpaquePointer?
        private let context: OpaquePointer?

        init(reply: OpaquePointer, context: OpaquePointer?) {
            self.reply = webkit_script_message_reply_ref(reply)
            self.context = context.map { OpaquePointer(g_object_ref(UnsafeMutableRawPointer($0))) }
        }

        /// Whether the promise is still waiting for an answer.
        public var isPending: Bool { reply != nil }

        /// Resolves the page's promise with the value `json` describes (`undefined` for `nil`).
        ///
        /// JSON WebKit cannot read rejects the promise with an error naming the problem instead.
        public func resolve(json: String?) {
            guard let reply, let context else { return }
            self.reply = nil
            let value = json.map { jsc_value_new_from_json(context, $0) } ?? jsc_value_new_undefined(context)
            if let value {
                webkit_script_message_reply_return_value(reply, value)
                g_object_unref(UnsafeMutableRawPointer(value))
            } else {
                webkit_script_message_reply_return_error_message(reply, "The reply is not valid JSON")
            }
            webkit_script_message_reply_unref(reply)
        }

        /// Rejects the page's promise with an `Error` whose message is `message`.
        public func reject(message: String) {
            guard let reply else { return }
            self.reply = nil
            webkit_script_message_reply_return_error_message(reply, message)
            webkit_script_message_reply_unref(reply)
        }

        isolated deinit {
            if reply != nil { reject(message: "The message handler did not reply") }
            if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        }
    }
}
