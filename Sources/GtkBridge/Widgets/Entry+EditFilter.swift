import CGtk

extension Gtk.Entry {
    /// Asks `shouldChange` before each edit of the text: an insertion of `replacement` at the
    /// character offset `start` (`end == start`), or a deletion of the characters `start..<end`
    /// (`replacement` empty). Returning `false` refuses the edit: GTK never applies it and the text
    /// stays as it was (the `insert-text` / `delete-text` emissions of the entry's `GtkText` are
    /// stopped before their class handlers run).
    ///
    /// - Parameter shouldChange: Receives the character range and the new characters.
    /// - Returns: The tokens that own the two connections.
    public func onShouldChange(
        _ shouldChange: @escaping @MainActor (_ start: Int, _ end: Int, _ replacement: String) -> Bool
    ) -> [SignalToken] {
        let text = gtk_editable_get_delegate(gobjectPointer).map { GObjectRef(retaining: $0) } ?? self
        let insert = text._connect(
            "insert-text",
            box: _SignalClosureBox { params, _ in
                guard params.count >= 4, let base = params.baseAddress,
                    let position = g_value_get_pointer(base + 3)?.assumingMemoryBound(to: Int32.self),
                    let chars = g_value_get_string(base + 1)
                else { return }
                let length = Int(g_value_get_int(base + 2))
                let inserted =
                    length < 0
                    ? String(cString: chars)
                    : chars.withMemoryRebound(to: UInt8.self, capacity: length) {
                        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                    }
                let offset = Int(position.pointee)
                if !shouldChange(offset, offset, inserted) {
                    g_signal_stop_emission_by_name(g_value_get_object(base), "insert-text")
                }
            })
        let delete = text._connect(
            "delete-text",
            box: _SignalClosureBox { params, _ in
                guard params.count >= 3, let base = params.baseAddress else { return }
                let count = Int(g_utf8_strlen(gtk_editable_get_text(OpaquePointer(g_value_get_object(base))), -1))
                let start = Int(g_value_get_int(base + 1))
                let end = Int(g_value_get_int(base + 2))
                let range = (min(max(start, 0), count), end < 0 ? count : min(end, count))
                guard range.0 < range.1, !shouldChange(range.0, range.1, "") else { return }
                g_signal_stop_emission_by_name(g_value_get_object(base), "delete-text")
            })
        return [insert, delete]
    }

    /// Types `text` at the cursor, replacing the selection, as the keyboard does (through
    /// `gtk_editable_insert_text`, so `insert-text` handlers see and may refuse it).
    ///
    /// - Parameter text: The characters typed.
    public func typeAtCursor(_ text: String) {
        var start: Int32 = 0
        var end: Int32 = 0
        if gtk_editable_get_selection_bounds(gobjectPointer, &start, &end) != 0 {
            gtk_editable_delete_text(gobjectPointer, start, end)
        }
        var position = gtk_editable_get_position(gobjectPointer)
        gtk_editable_insert_text(gobjectPointer, text, -1, &position)
        gtk_editable_set_position(gobjectPointer, position)
    }

    /// The text's length in characters.
    public var characterCount: Int { Int(g_utf8_strlen(gtk_editable_get_text(gobjectPointer), -1)) }

    /// Where the cursor is, in characters from the start.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(gobjectPointer)) }
        set { gtk_editable_set_position(gobjectPointer, Int32(clamping: newValue)) }
    }

    /// Selects the characters `start..<end` (as a drag or Shift+arrows would).
    ///
    /// - Parameters:
    ///   - start: The first selected character.
    ///   - end: The character after the last selected one.
    public func selectRange(start: Int, end: Int) {
        gtk_editable_select_region(gobjectPointer, Int32(clamping: start), Int32(clamping: end))
    }

    /// Deletes the characters `start..<end` as Backspace or Delete does (through
    /// `gtk_editable_delete_text`, so `delete-text` handlers see and may refuse it).
    ///
    /// - Parameters:
    ///   - start: The first character deleted.
    ///   - end: The character after the last one deleted.
    public func deleteAsUser(start: Int, end: Int) {
        gtk_editable_delete_text(gobjectPointer, Int32(clamping: start), Int32(clamping: end))
    }
}
