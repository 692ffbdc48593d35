/// How a `TabView` lets the user move between its tabs; set with `.tabViewStyle(_:)`.
@MainActor
public protocol TabViewStyle {
    /// The way the style shows the tabs.
    var _kind: _TabViewStyleKind { get }
}

/// The platform's tab bar: on GTK, a row of tab buttons above the content (`GtkStackSwitcher`).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    /// A tab bar.
    public var _kind: _TabViewStyleKind { .tabBar }
}

/// A tab bar only: the same as the default on a desktop (no sidebar to adapt to).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The tab-bar-only style.
    public init() {}
    /// A tab bar.
    public var _kind: _TabViewStyleKind { .tabBar }
}

/// A tab bar that an iPad can turn into a sidebar; on GTK, the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The sidebar-adaptable style.
    public init() {}
    /// A tab bar.
    public var _kind: _TabViewStyleKind { .tabBar }
}

/// Pages side by side, one at a time, that slide sideways, with a row of dots for the pages
/// (the user clicks a dot, or presses the arrow keys, to move).
public struct PageTabViewStyle: TabViewStyle {
    /// When the row of page dots shows.
    public struct IndexDisplayMode: Sendable, Hashable {
        let shows: Bool
        /// The platform's choice: the dots show when there is more than one page.
        public static let automatic = IndexDisplayMode(shows: true)
        /// The dots always show.
        public static let always = IndexDisplayMode(shows: true)
        /// The dots never show.
        public static let never = IndexDisplayMode(shows: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// A page style.
    ///
    /// - Parameter indexDisplayMode: When the page dots show.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// Pages, with or without the dots.
    public var _kind: _TabViewStyleKind { .page(showsIndex: indexDisplayMode.shows, indexBackground: false) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that an iPad turns into a sidebar; on GTK, the tab bar.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Sliding pages with page dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Sliding pages, with page dots as `indexDisplayMode` says.
    ///
    /// - Parameter indexDisplayMode: When the page dots show.
    /// - Returns: The page style.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The tab view style in the environment, with its kind resolved.
struct _ResolvedTabViewStyle: Equatable, Sendable {
    var kind: _TabViewStyleKind
}

struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = _ResolvedTabViewStyle(kind: .tabBar)
}

/// Whether the page dots of page-style tab views draw on a backdrop.
struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The style of tab views below.
    var _tabViewStyle: _ResolvedTabViewStyle {
        get {
            var style = self[TabViewStyleKey.self]
            if case .page(let shows, _) = style.kind {
                style.kind = .page(showsIndex: shows, indexBackground: self[PageIndexBackgroundKey.self])
            }
            return style
        }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

/// How the index of a paged view (the dots of a `.page` tab view) is drawn; set with
/// `.indexViewStyle(_:)`.
@MainActor
public protocol IndexViewStyle {
    /// Whether the dots draw on a backdrop.
    var _drawsBackground: Bool { get }
}

/// Page dots, on a rounded backdrop when `backgroundDisplayMode` is `.always`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' backdrop shows.
    public struct BackgroundDisplayMode: Sendable, Hashable {
        let draws: Bool
        /// The platform's choice: no backdrop.
        public static let automatic = BackgroundDisplayMode(draws: false)
        /// A backdrop while the user interacts; on a desktop, none.
        public static let interactive = BackgroundDisplayMode(draws: false)
        /// Always a backdrop.
        public static let always = BackgroundDisplayMode(draws: true)
        /// Never a backdrop.
        public static let never = BackgroundDisplayMode(draws: false)
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// A page index style.
    ///
    /// - Parameter backgroundDisplayMode: When the backdrop shows.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// Whether the dots draw on a backdrop.
    public var _drawsBackground: Bool { backgroundDisplayMode.draws }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots with no backdrop.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with a backdrop as `backgroundDisplayMode` says.
    ///
    /// - Parameter backgroundDisplayMode: When the backdrop shows.
    /// - Returns: The page index style.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets how tab views below show their tabs: `.automatic` (a tab bar) or `.page` (sliding pages).
    ///
    /// - Parameter style: The style.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\._tabViewStyle, _ResolvedTabViewStyle(kind: style._kind))
    }

    /// Sets how the page dots of page-style tab views below are drawn.
    ///
    /// - Parameter style: The style, e.g. `.page(backgroundDisplayMode: .always)`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, style._drawsBackground)
    }
}

extension EnvironmentValues {
    var pageIndexBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}
