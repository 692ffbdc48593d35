import CGtk

extension Gtk.Entry {
    /// The selected characters, as character offsets (Unicode scalars) from the start; an empty
    /// range at the cursor when nothing is selected. Setting it selects those characters (see
    /// `selectRange(start:end:)`).
    public var selectedRange: Range<Int> {
        get {
            var start: Int32 = 0
            var end: Int32 = 0
            _ = gtk_editable_get_selection_bounds(gobjectPointer, &start, &end)
            return Int(min(start, end))..<Int(max(start, end))
        }
        set { selectRange(start: newValue.lowerBound, end: newValue.upperBound) }
    }

    /// Runs `handler` whenever the cursor or the other end of the selection moves, by the user
    /// or by code (the `cursor-position` and `selection-bound` notifications).
    ///
    /// - Parameter handler: Runs on the main actor after the move.
    /// - Returns: The tokens that own the two observations.
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> [SignalToken] {
        [observe("cursor-position", handler), observe("selection-bound", handler)]
    }
}

extension Gtk.TextView {
    private var textBuffer: UnsafeMutablePointer<GtkTextBuffer> {
        gtk_text_view_get_buffer(pointer(as: GtkTextView.self))
    }

    /// The selected characters, as character offsets (Unicode scalars) from the start; an empty
    /// range at the cursor when nothing is selected. Setting it selects those characters and puts
    /// the cursor at the end of the range, as a Shift+arrow selection towards the end does.
    public var selectedRange: Range<Int> {
        get {
            var insert = GtkTextIter()
            var bound = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(textBuffer, &insert, gtk_text_buffer_get_insert(textBuffer))
            gtk_text_buffer_get_iter_at_mark(textBuffer, &bound, gtk_text_buffer_get_selection_bound(textBuffer))
            let a = Int(gtk_text_iter_get_offset(&insert))
            let b = Int(gtk_text_iter_get_offset(&bound))
            return min(a, b)..<max(a, b)
        }
        set {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(textBuffer, &start, Int32(clamping: newValue.lowerBound))
            gtk_text_buffer_get_iter_at_offset(textBuffer, &end, Int32(clamping: newValue.upperBound))
            gtk_text_buffer_select_range(textBuffer, &end, &start)
        }
    }

    /// Runs `handler` whenever the cursor or the other end of the selection moves, by the user
    /// or by code (the buffer's `mark-set` signal for its `insert` and `selection_bound` marks).
    ///
    /// - Parameter handler: Runs on the main actor after the move.
    /// - Returns: The token that owns the connection.
    public func onSelectionChanged(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
        let bufferRef = GObjectRef(retaining: OpaquePointer(textBuffer))
        let buffer = textBuffer
        return bufferRef._connect(
            "mark-set", after: true,
            box: _SignalClosureBox { params, _ in
                guard params.count >= 3, let base = params.baseAddress,
                    let mark = g_value_get_object(base + 2).map({ OpaquePointer($0) })
                else { return }
                let insert = OpaquePointer(gtk_text_buffer_get_insert(buffer))
                let bound = OpaquePointer(gtk_text_buffer_get_selection_bound(buffer))
                guard mark == insert || mark == bound else { return }
                handler()
            })
    }
}
