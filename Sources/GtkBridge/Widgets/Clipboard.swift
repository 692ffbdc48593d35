import CGtk

extension Gtk {
    /// The default display's clipboard (`GdkClipboard`), the one Ctrl+C and Ctrl+V use.
    @MainActor
    public enum Clipboard {
        private static var clipboard: OpaquePointer? {
            gdk_display_get_default().flatMap { gdk_display_get_clipboard($0) }
        }

        /// Puts `text` on the clipboard, for this and other applications to paste.
        ///
        /// - Parameter text: The text.
        public static func setText(_ text: String) {
            guard let clipboard else { return }
            gdk_clipboard_set_text(clipboard, text)
        }

        /// Reads the clipboard's text and hands it to `completion` on the main loop (nil when the
        /// clipboard holds no text or there is no display).
        ///
        /// - Parameter completion: Receives the text.
        public static func readText(_ completion: @escaping @MainActor (String?) -> Void) {
            guard let clipboard else { return completion(nil) }
            let box = Unmanaged.passRetained(_ClipboardReadBox(completion)).toOpaque()
            gdk_clipboard_read_text_async(clipboard, nil, _clipboardTextRead, box)
        }
    }
}

@MainActor
final class _ClipboardReadBox {
    let completion: @MainActor (String?) -> Void
    init(_ completion: @escaping @MainActor (String?) -> Void) { self.completion = completion }
}

private func _clipboardTextRead(_ source: UnsafeMutablePointer<GObject>?, _ result: OpaquePointer?, _ data: gpointer?) {
    guard let data else { return }
    let box = Unmanaged<_ClipboardReadBox>.fromOpaque(data).takeRetainedValue()
    var error: UnsafeMutablePointer<GError>?
    let raw = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
    if let error { g_error_free(error) }
    let text = raw.map { String(cString: $0) }
    g_free(raw)
    // GIO delivers async results on the main context's thread.
    MainActor.assumeIsolated { box.completion(text) }
}
