import Graft

/// A text entry whose coordinator is the delegate of the entry's signals: it writes each edit
/// into a binding and reports Enter through a completion handler. The coordinator example.
///
/// ```swift
/// SearchField(text: $query) { submitted in results = search(submitted) }
/// ```
public struct SearchField: GtkWidgetRepresentable {
    /// The text in the field; edits write it back.
    @Binding public var text: String
    /// Called with the text when the user presses Enter.
    public var onSubmit: @MainActor (String) -> Void

    /// A search field bound to `text`.
    public init(text: Binding<String>, onSubmit: @escaping @MainActor (String) -> Void) {
        self._text = text
        self.onSubmit = onSubmit
    }

    /// Receives the entry's signals; `parent` is refreshed by Graft before every update.
    public final class Coordinator: RepresentableCoordinator {
        /// The latest value of the view, refreshed before every update.
        public var parent: SearchField
        var tokens: [SignalToken] = []
        init(parent: SearchField) { self.parent = parent }

        func changed(_ text: String) {
            if parent.text != text { parent.text = text }
        }

        func activated(_ text: String) { parent.onSubmit(text) }
    }

    /// Makes the coordinator that receives the entry's signals.
    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// Makes a one-line `GtkEntry` and connects its edits and Enter to the coordinator.
    public func makeGtkWidget(context: Context) -> Gtk.Entry {
        let entry = Gtk.Entry(placeholderText: "Search")
        entry.vexpand = false  // one line tall: fill the width offered, keep the natural height
        let coordinator = context.coordinator
        coordinator.tokens.append(entry.onChanged { [weak coordinator] in coordinator?.changed($0) })
        coordinator.tokens.append(
            entry.onActivate { [weak coordinator, weak entry] in
                guard let entry else { return }
                coordinator?.activated(entry.text)
            })
        return entry
    }

    /// Shows the bound text, unless the entry already shows it (so the cursor stays).
    public func updateGtkWidget(_ entry: Gtk.Entry, context: Context) {
        if entry.text != text { entry.text = text }
    }

    /// Disconnects the entry's signals from the coordinator.
    public static func dismantleGtkWidget(_ entry: Gtk.Entry, coordinator: Coordinator) {
        coordinator.tokens.forEach { $0.cancel() }
        coordinator.tokens.removeAll()
    }
}
