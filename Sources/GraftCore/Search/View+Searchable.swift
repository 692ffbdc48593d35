/// Where `.searchable` puts its field. A desktop window has one place for it, the trailing end of
/// its header bar, so every placement puts it there.
public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    /// The platform's choice: the window's toolbar.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The window's toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The toolbar's principal place; on GTK, the toolbar's trailing end like the others.
    public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
    /// A sidebar's top on the Mac; on GTK, the window's toolbar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// A phone's navigation bar drawer; on GTK, the window's toolbar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// When a phone's navigation bar drawer shows the field.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        let name: String
        /// The platform's choice.
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    /// A phone's navigation bar drawer; on GTK, the window's toolbar.
    ///
    /// - Parameter displayMode: When a phone shows the drawer; no effect on a desktop.
    /// - Returns: The placement.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }
}

/// Ends the search of the nearest `.searchable`: clears its text and ends its presentation.
/// Read it as `@Environment(\.dismissSearch) private var dismissSearch`, call `dismissSearch()`.
@MainActor
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Ends the search.
    public func callAsFunction() { action() }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction {} }
}

extension EnvironmentValues {
    /// Whether the user is searching in the nearest `.searchable`: its field holds the focus or
    /// some text (read by views inside the searchable view).
    public var isSearching: Bool { self[IsSearchingKey.self] }

    var _isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the nearest `.searchable` (clears its text, ends its presentation).
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

/// A view with a search field in its window's toolbar.
struct _SearchableView<Content: View>: View {
    @State private var isFocused = false
    let content: Content
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let prompt: String

    var body: some View {
        let text = self.text
        let isPresented = self.isPresented
        let focused = $isFocused
        let presented = isPresented?.wrappedValue ?? false
        let field = _SearchField(
            text: text.wrappedValue, prompt: prompt, focus: presented && !isFocused,
            onChange: { text.wrappedValue = $0 },
            onFocusChange: { hasFocus in
                focused.wrappedValue = hasFocus
                if hasFocus, let isPresented, !isPresented.wrappedValue { isPresented.wrappedValue = true }
            })
        return
            content
            .environment(\._isSearching, isFocused || presented || !text.wrappedValue.isEmpty)
            .environment(
                \.dismissSearch,
                DismissSearchAction {
                    text.wrappedValue = ""
                    focused.wrappedValue = false
                    isPresented?.wrappedValue = false
                }
            )
            .toolbar { ToolbarItem(placement: .primaryAction) { field } }
    }
}

/// The native search field.
struct _SearchField: View, _PrimitiveView {
    typealias Body = Never
    let text: String
    let prompt: String
    let focus: Bool
    let onChange: @MainActor (String) -> Void
    let onFocusChange: @MainActor (Bool) -> Void

    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeSearchField()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateSearchField(
            context.handle(), text: text, prompt: prompt, focus: focus, onChange: onChange,
            onFocusChange: onFocusChange, context.environment)
    }
}

extension View {
    /// Puts a search field for `text` in the window's toolbar (a `GtkSearchEntry` at the end of
    /// the header bar); the view filters its content by `text` as the user types.
    ///
    /// ```swift
    /// List(filtered) { Text($0.name) }
    ///     .searchable(text: $query, prompt: "Search recipes")
    /// ```
    ///
    /// Views inside read `@Environment(\.isSearching)` (the field holds the focus or some text)
    /// and `@Environment(\.dismissSearch)`. Escape clears the field.
    ///
    /// - Parameters:
    ///   - text: The search text, both ways.
    ///   - placement: Where the field goes; on a desktop, always the toolbar.
    ///   - prompt: The grey text shown while the field is empty; `nil` shows "Search".
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        _SearchableView(content: self, text: text, isPresented: nil, prompt: prompt?.content ?? "Search")
    }

    /// Puts a search field for `text` in the window's toolbar, with a string prompt.
    ///
    /// - Parameters:
    ///   - text: The search text, both ways.
    ///   - placement: Where the field goes; on a desktop, always the toolbar.
    ///   - prompt: The grey text shown while the field is empty.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        _SearchableView(content: self, text: text, isPresented: nil, prompt: String(prompt))
    }

    /// Puts a search field for `text` in the window's toolbar; `isPresented` is `true` while the
    /// user searches (the field took the focus), and setting it to `true` focuses the field.
    ///
    /// - Parameters:
    ///   - text: The search text, both ways.
    ///   - isPresented: Whether the search is active, both ways.
    ///   - placement: Where the field goes; on a desktop, always the toolbar.
    ///   - prompt: The grey text shown while the field is empty; `nil` shows "Search".
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        _SearchableView(content: self, text: text, isPresented: isPresented, prompt: prompt?.content ?? "Search")
    }

    /// Puts a search field for `text` in the window's toolbar, with a string prompt; `isPresented`
    /// is `true` while the user searches.
    ///
    /// - Parameters:
    ///   - text: The search text, both ways.
    ///   - isPresented: Whether the search is active, both ways.
    ///   - placement: Where the field goes; on a desktop, always the toolbar.
    ///   - prompt: The grey text shown while the field is empty.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S
    ) -> some View {
        _SearchableView(content: self, text: text, isPresented: isPresented, prompt: String(prompt))
    }
}
