import CGtk

extension Gtk {
    /// GTK's "open a file" dialog (`GtkFileChooserNative`, the desktop portal's chooser when there
    /// is one), limited to the image formats gdk-pixbuf reads.
    ///
    /// ```swift
    /// FileChooser.openImage(title: "Open a photo", parent: window) { path in
    ///     if let path { show(path) }
    /// }
    /// ```
    @MainActor
    public enum FileChooser {
        /// Choosers waiting for the user's answer (kept alive until they respond).
        private static var open: [ObjectIdentifier: (GObjectRef, SignalToken)] = [:]

        /// Shows the dialog and calls `completion` once with the chosen file's path, or `nil` when
        /// the user cancels.
        ///
        /// - Parameters:
        ///   - title: The dialog's title.
        ///   - parent: The window the dialog belongs to (modal to it), if any.
        ///   - completion: Gets the path or `nil`.
        /// - Returns: The dialog object (tests can track its lifetime).
        @discardableResult
        public static func openImage(
            title: String, parent: Window?, completion: @escaping @MainActor (String?) -> Void
        ) -> GObjectRef {
            let native = gtk_file_chooser_native_new(
                title, parent?.pointer(as: GtkWindow.self), GTK_FILE_CHOOSER_ACTION_OPEN, "_Open",
                "_Cancel")!
            let dialog = GObjectRef(adopting: native)
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, "Images")
            gtk_file_filter_add_pixbuf_formats(filter)
            gtk_file_chooser_add_filter(native, filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
            gtk_native_dialog_set_modal(dialog.pointer(as: GtkNativeDialog.self), 1)
            let key = ObjectIdentifier(dialog)
            let token = dialog.connect(
                "response",
                withArguments: { arguments in
                    var path: String?
                    if arguments.int(at: 0) == Int(GTK_RESPONSE_ACCEPT.rawValue),
                        let file = gtk_file_chooser_get_file(native)
                    {
                        if let raw = g_file_get_path(file) {
                            path = String(cString: raw)
                            g_free(raw)
                        }
                        g_object_unref(UnsafeMutableRawPointer(file))
                    }
                    if let (_, token) = open.removeValue(forKey: key) { token.cancel() }
                    completion(path)
                })
            open[key] = (dialog, token)
            gtk_native_dialog_show(dialog.pointer(as: GtkNativeDialog.self))
            return dialog
        }

        /// Closes a chooser made by ``openImage(title:parent:completion:)`` without an answer: its
        /// completion is not called. Does nothing when the user already answered.
        ///
        /// - Parameter dialog: The object `openImage` returned.
        public static func dismiss(_ dialog: GObjectRef) {
            guard let (_, token) = open.removeValue(forKey: ObjectIdentifier(dialog)) else { return }
            token.cancel()
            gtk_native_dialog_destroy(dialog.pointer(as: GtkNativeDialog.self))
        }

        /// How many choosers are waiting for an answer (tests).
        public static var openCount: Int { open.count }

    }
}
