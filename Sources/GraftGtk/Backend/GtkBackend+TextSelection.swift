import GraftCore
import GtkBridge

/// A text widget whose cursor and selection a `TextSelection` binding follows.
@MainActor
protocol SelectionFollowing: NativeWidget {
    /// What runs when the user moves the cursor or selection.
    var onSelect: (@MainActor (Range<Int>, String) -> Void)? { get set }
    /// Whether the widget's cursor and selection are observed.
    var followsSelection: Bool { get set }
    /// The selected characters (Unicode scalar offsets), or the cursor as an empty range.
    var selectedRange: Range<Int> { get set }
    /// The text the offsets count in.
    var shownText: String { get }
    /// Observes the cursor and the other end of the selection.
    func observeSelection(_ handler: @escaping @MainActor () -> Void) -> [SignalToken]
}

extension NativeTextField: SelectionFollowing {
    var selectedRange: Range<Int> {
        get { entry.selectedRange }
        set { entry.selectedRange = newValue }
    }
    var shownText: String { entry.text }
    func observeSelection(_ handler: @escaping @MainActor () -> Void) -> [SignalToken] {
        entry.onSelectionChanged(handler)
    }
}

extension NativeTextEditor: SelectionFollowing {
    var selectedRange: Range<Int> {
        get { editor.selectedRange }
        set { editor.selectedRange = newValue }
    }
    var shownText: String { editor.text }
    func observeSelection(_ handler: @escaping @MainActor () -> Void) -> [SignalToken] {
        [editor.onSelectionChanged(handler)]
    }
}

extension GtkBackend {
    /// Selects the characters `selection` in the entry unless they are its selection already;
    /// the entry's `cursor-position` and `selection-bound` moves go to `onSelect`.
    public func updateTextFieldSelection(
        _ view: NativeTextField, _ selection: Range<Int>?,
        onSelect: @escaping @MainActor (Range<Int>, String) -> Void
    ) {
        follow(view, selection, onSelect: onSelect)
    }

    /// Selects the characters `selection` in the text view unless they are its selection
    /// already; moves of the buffer's `insert` and `selection_bound` marks, and edits, go to
    /// `onSelect`.
    public func updateTextEditorSelection(
        _ view: NativeTextEditor, _ selection: Range<Int>?,
        onSelect: @escaping @MainActor (Range<Int>, String) -> Void
    ) {
        follow(view, selection, onSelect: onSelect)
    }

    /// Reports the user's moves of `view`'s selection to `onSelect`, and selects `selection` when
    /// the widget's differs (without reporting it back).
    private func follow<View: SelectionFollowing>(
        _ view: View, _ selection: Range<Int>?, onSelect: @escaping @MainActor (Range<Int>, String) -> Void
    ) {
        view.onSelect = onSelect
        if !view.followsSelection {
            view.followsSelection = true
            view.tokens += view.observeSelection { [weak view] in
                guard let view, !view.isApplyingUpdate else { return }
                view.onSelect?(view.selectedRange, view.shownText)
            }
        }
        guard let selection, view.selectedRange != selection else { return }
        view.isApplyingUpdate = true
        view.selectedRange = selection
        view.isApplyingUpdate = false
    }
}
