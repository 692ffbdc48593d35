import GraftCore
import GtkBridge
internal import WebKitBridge

extension WebView {
    /// Shows a find bar above the web page while `isPresented` is `true` (a `GtkSearchBar`):
    /// typing searches the page with ``WebPage/find(_:configuration:)`` and shows the match
    /// count, Enter selects the next match, and Escape or the bar's close button hide the bar,
    /// end the search and set `isPresented` to `false`.
    ///
    /// ```swift
    /// WebView(page)
    ///     .findNavigator(isPresented: $isFinding)
    ///     .toolbar { Button("Find") { isFinding = true } }
    /// ```
    ///
    /// Apple declares it on every `View` (for text views too); Graft's is the web view's.
    ///
    /// - Parameter isPresented: Whether the bar is shown.
    /// - Returns: The web view with its find bar.
    public func findNavigator(isPresented: Binding<Bool>) -> WebView {
        var view = self
        view.findNavigatorPresented = isPresented
        return view
    }
}

/// The find bar: a search field and the match count in a `GtkSearchBar`, driving a page's find.
@MainActor
final class _FindNavigatorBar {
    let bar: Gtk.SearchBar
    let entry = Gtk.SearchEntry(placeholderText: "Find in page")
    let matches = Gtk.Label("")
    weak var page: WebPage?
    /// Where the bar reports being shown or hidden (the view's binding).
    var isPresented: Binding<Bool>?
    private var tokens: [SignalToken] = []

    init() {
        let row = Gtk.Box(orientation: .horizontal, spacing: 8)
        row.append(entry)
        row.append(matches)
        bar = Gtk.SearchBar(child: row, entry: entry)
        bar.showsCloseButton = true
        tokens.append(entry.onChanged { [weak self] text in self?.search(text) })
        tokens.append(entry.onActivate { [weak self] in self?.page?.findNext() })
        tokens.append(bar.onSearchModeChanged { [weak self] shown in self?.searchModeChanged(shown) })
    }

    /// Shows or hides the bar as the binding says.
    func update(presented: Bool) {
        guard bar.isSearchModeEnabled != presented else { return }
        bar.isSearchModeEnabled = presented
        if presented { _ = entry.grabFocus() }
    }

    private func search(_ text: String) {
        guard let page else { return }
        Task { @MainActor [weak self] in
            let result = await page.find(text)
            guard let self, self.entry.text == text else { return }  // a later keystroke searched again
            self.matches.text =
                text.isEmpty
                ? ""
                : result.matchCount == 1 ? "1 match" : result.matchFound ? "\(result.matchCount) matches" : "No matches"
        }
    }

    private func searchModeChanged(_ shown: Bool) {
        if !shown {
            page?.endFind()
            matches.text = ""
        }
        if let isPresented, isPresented.wrappedValue != shown { isPresented.wrappedValue = shown }
    }
}
