/// One tab of a `TabView` as its tab bar shows it.
public struct _TabBarItem: Equatable, Sendable {
    /// The tab's title (from its `Tab` or `.tabItem` label); empty when it has none.
    public var title: String
    /// The tab's badge (from `.badge`), or `nil` when it shows none.
    public var badge: String?

    /// A tab bar entry.
    ///
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - badge: The tab's badge, if any.
    public init(title: String, badge: String? = nil) {
        self.title = title
        self.badge = badge
    }
}

/// How a `TabView` lets the user move between its tabs.
public enum _TabViewStyleKind: Equatable, Sendable {
    /// A row of tab buttons above the content.
    case tabBar
    /// Pages side by side, one at a time, moving sideways, with a row of page dots when
    /// `showsIndex` (SwiftUI's `.page` style).
    case page(showsIndex: Bool, indexBackground: Bool)
}

/// The backend contract for tab containers: `TabView`.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol TabsBackend: BackendCore {
    /// The handle of a tab view widget (see `makeTabView`); the backend's `Widget` unless it keeps more.
    associatedtype TabViewWidget: BackendWidget = Widget where TabViewWidget.Widget == Widget

    /// Makes a container of tabs, of which one shows at a time.
    func makeTabView() -> TabViewWidget

    /// Sets the tabs' titles and badges, which one shows (`nil`: none is selected, the first
    /// shows), the style, whether the tab bar is hidden (`.toolbar(.hidden, for: .tabBar)`: no
    /// tab buttons, the pages alone), and what runs when the user chooses another tab (with its index).
    /// Called after make and whenever one of them changes; `selected` may name a tab whose page
    /// arrives in the next `setTabPages`.
    func updateTabView(
        _ view: TabViewWidget, items: [_TabBarItem], selected: Int?, style: _TabViewStyleKind, barHidden: Bool,
        onSelect: @escaping @MainActor (Int) -> Void, _ environment: EnvironmentValues)

    /// Sets each tab's page (a list of widgets, stacked vertically), in the order of `items`;
    /// called after the first update and whenever a page's widgets or the number of tabs change.
    func setTabPages(_ view: TabViewWidget, _ pages: [[Widget]])
}
