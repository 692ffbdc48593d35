import GraftCore
import GtkBridge

/// A `.searchable` field: a `GtkSearchEntry`.
@MainActor
public final class NativeSearchField: NativeWidget {
    let entry: Gtk.SearchEntry
    /// What runs when the user edits the text.
    var onChange: (@MainActor (String) -> Void)?
    /// What runs when the focus enters or leaves the field.
    var onFocusChange: (@MainActor (Bool) -> Void)?
    init(_ entry: Gtk.SearchEntry) {
        self.entry = entry
        super.init(entry)
    }
    override func dropCallbacks() {
        onChange = nil
        onFocusChange = nil
    }
}

extension GtkBackend {
    /// A `GtkSearchEntry` whose edits, Escape key and focus changes reach the latest callbacks.
    public func makeSearchField() -> NativeSearchField {
        let entry = Gtk.SearchEntry()
        let view = NativeSearchField(entry)
        view.tokens.append(
            entry.onChanged { [weak view] text in
                guard let view, !view.isApplyingUpdate else { return }
                view.onChange?(text)
            })
        // Escape ends the search as SwiftUI's field does: the text goes (reported as an edit).
        view.tokens.append(entry.onStopSearch { [weak entry] in entry?.text = "" })
        view.tokens.append(contentsOf: entry.onFocusChange { [weak view] hasFocus in view?.onFocusChange?(hasFocus) })
        return view
    }

    /// Sets the text (when it differs), the prompt, the callbacks, and takes the focus when asked.
    public func updateSearchField(
        _ view: NativeSearchField, text: String, prompt: String, focus: Bool,
        onChange: @escaping @MainActor (String) -> Void, onFocusChange: @escaping @MainActor (Bool) -> Void,
        _ environment: EnvironmentValues
    ) {
        view.onChange = onChange
        view.onFocusChange = onFocusChange
        view.isApplyingUpdate = true
        defer { view.isApplyingUpdate = false }
        if view.entry.text != text { view.entry.text = text }
        if view.entry.placeholderText != prompt { view.entry.placeholderText = prompt }
        view.widget.isSensitive = environment.isEnabled
        if focus, !view.entry.containsFocus { _ = view.entry.grabFocus() }
    }
}
