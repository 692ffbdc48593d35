/// A view that switches between tabs, one shown at a time, with a bar of tab buttons.
///
/// ```swift
/// TabView(selection: $tab) {
///     InboxView()
///         .tabItem { Label("Inbox", systemImage: "tray") }
///         .tag(Screen.inbox)
///     SettingsView()
///         .tabItem { Label("Settings", systemImage: "gear") }
///         .tag(Screen.settings)
/// }
/// ```
///
/// Each child is a tab: a view with `.tabItem` (its title is the label's text) and `.tag` (the
/// value the selection takes), or a `Tab`. `ForEach`, `Group` and `TabSection` contribute their
/// children. The selection follows the binding both ways. Tabs stay mounted when hidden, so
/// their `@State` is there when the user comes back. GTK shows the tabs as a `GtkStack` with a
/// `GtkStackSwitcher` above it, as the Mac shows them at the top; `.tabViewStyle(.page)` turns
/// it into pages that slide sideways with a row of page dots.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    @State private var ownIndex = 0
    @State private var bar = _TabBarModel()
    @Environment(\._tabViewStyle) private var style
    @Environment(\._barAppearances) private var barAppearances
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose shown tab is `selection`: the tag of a tab.
    ///
    /// - Parameters:
    ///   - selection: The shown tab's tag; `nil` lets the tab view keep the selection itself.
    ///   - content: The tabs.
    public init(selection: Binding<SelectionValue>? = nil, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// The tab bar and the tabs' pages, the selected one showing.
    public var body: some View {
        var tabs: [_TabEntry] = []
        _collectTabs(content, into: &tabs)
        // An untagged tab is selected by its position, as SwiftUI's implicit tags do.
        let tags = tabs.enumerated().map { index, tab in tab.tag ?? AnyHashable(index) }
        let selected: Int?
        let onSelect: @MainActor (Int) -> Void
        if let selection {
            selected = tags.firstIndex(of: AnyHashable(selection.wrappedValue))
            onSelect = { index in
                guard index < tags.count, let value = tags[index].base as? SelectionValue else { return }
                selection.wrappedValue = value
            }
        } else {
            selected = tabs.isEmpty ? nil : min(ownIndex, tabs.count - 1)
            let own = $ownIndex
            onSelect = { own.wrappedValue = $0 }
        }
        let bar = self.bar
        let pages = zip(tabs, tags).map { tab, tag in
            AnyView(erasing: tab.view).environment(\._tabBarScope, _TabBarScope(model: bar, tag: tag)).id(tag)
        }
        // Hidden when a modifier outside asked, or the shown tab did (`.toolbar(.hidden, for: .tabBar)`).
        let shownTag = tags.isEmpty ? nil : tags[min(selected ?? 0, tags.count - 1)]
        let asked = (barAppearances[.tab] ?? _BarAppearance()).merged(
            with: shownTag.flatMap { bar.appearances[$0] } ?? _BarAppearance())
        return _TabHost(
            items: tabs.map { _TabBarItem(title: $0.title, badge: $0.badge) }, pages: pages.map { AnyView($0) },
            selected: selected, style: style.kind, barHidden: asked.isHidden, onSelect: onSelect)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its selection itself, starting on the first tab.
    ///
    /// - Parameter content: The tabs.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The native tab container: a tab bar (or page dots) and one page per tab.
struct _TabHost: View, _PrimitiveView {
    typealias Body = Never
    let items: [_TabBarItem]
    let pages: [AnyView]
    let selected: Int?
    let style: _TabViewStyleKind
    let barHidden: Bool
    let onSelect: @MainActor (Int) -> Void

    var _slots: [any View] { pages }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeTabView()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateTabView(
            context.handle(), items: items, selected: selected, style: style, barHidden: barHidden, onSelect: onSelect,
            context.environment)
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setTabPages(context.handle(), slots)
    }
    static var _widgetIgnoresSlots: Bool { true }
}
