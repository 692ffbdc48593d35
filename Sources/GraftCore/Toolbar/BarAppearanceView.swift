import Observation

/// Tells the bars above a view what it asked of them (`.toolbar(_:for:)`, `.toolbarBackground`,
/// `.toolbarColorScheme`, `.toolbarTitleMenu`): the navigation bar of the screen it is on and the
/// tab bar of the tab it is in through their models, and the bars inside it (a `TabView` or a
/// `.toolbar`'s bottom bar it modifies) through the environment.
struct _BarAppearanceView<Content: View>: View, _ModifierView {
    typealias Body = Never
    let bars: [ToolbarPlacement]
    let appearance: _BarAppearance
    var style: AnyShapeStyle?
    var titleMenu: AnyView?
    let content: Content

    init(
        bars: [ToolbarPlacement], appearance: _BarAppearance, style: AnyShapeStyle? = nil, titleMenu: AnyView? = nil,
        content: Content
    ) {
        self.bars = bars
        self.appearance = appearance
        self.style = style
        self.titleMenu = titleMenu
        self.content = content
    }

    func _mount(_ node: ViewNode, _ state: inout Void?) {
        // Toolbar content without a title menu asks nothing of the bars.
        if titleMenu == nil, style == nil, appearance == _BarAppearance() {
            node.reconcileChild(at: 0, with: content, environment: node.environment)
            return
        }
        var environment = node.environment
        var appearance = self.appearance
        if let style { appearance.background = style._paint(in: environment) }
        let named = bars.isEmpty ? ToolbarPlacement.automatic.bars : bars.reduce(into: Set()) { $0.formUnion($1.bars) }
        if named.contains(.navigation), let model = environment._navigation {
            model.setBarAppearance(appearance, titleMenu: titleMenu, level: environment._navigationLevel)
        }
        if named.contains(.tab), let tab = environment._tabBarScope {
            tab.model.setAppearance(appearance, tab: tab.tag)
        }
        for bar in named where bar == .tab || bar == .bottom {
            environment._barAppearances[bar] = (environment._barAppearances[bar] ?? _BarAppearance()).merged(
                with: appearance)
        }
        // The tab bar's scope ends here: a `TabView` inside has its own.
        node.reconcileChild(at: 0, with: content, environment: environment)
    }
    func _update(_ node: ViewNode, _ state: inout Void?) { _mount(node, &state) }
}

/// The tab bar of one `TabView`: what its tabs asked of it, by tab tag.
@MainActor @Observable
final class _TabBarModel: Equatable {
    nonisolated static func == (lhs: _TabBarModel, rhs: _TabBarModel) -> Bool { lhs === rhs }

    /// What each tab asked (observed: the `TabView` shows the selected tab's).
    private(set) var appearances: [AnyHashable: _BarAppearance] = [:]
    /// The same, not observed, compared against when a tab asks again.
    @ObservationIgnored private var asked: [AnyHashable: _BarAppearance] = [:]

    /// Merges what the tab tagged `tag` asks into what it asked before.
    func setAppearance(_ appearance: _BarAppearance, tab tag: AnyHashable) {
        let merged = (asked[tag] ?? _BarAppearance()).merged(with: appearance)
        guard asked[tag] != merged else { return }
        asked[tag] = merged
        appearances[tag] = merged
    }
}

/// The tab a view is in, and its `TabView`'s bar.
struct _TabBarScope: Equatable {
    let model: _TabBarModel
    let tag: AnyHashable
}

struct TabBarScopeKey: EnvironmentKey { static var defaultValue: _TabBarScope? { nil } }
struct BarAppearancesKey: EnvironmentKey { static var defaultValue: [ToolbarPlacement.Bar: _BarAppearance] { [:] } }

extension EnvironmentValues {
    /// The tab this view is in, if any.
    var _tabBarScope: _TabBarScope? {
        get { self[TabBarScopeKey.self] }
        set { self[TabBarScopeKey.self] = newValue }
    }
    /// What modifiers outside this view asked of the tab and bottom bars inside it.
    var _barAppearances: [ToolbarPlacement.Bar: _BarAppearance] {
        get { self[BarAppearancesKey.self] }
        set { self[BarAppearancesKey.self] = newValue }
    }
}

extension _NavigationModel {
    /// Merges what a view on `level`'s screen asks of the navigation bar into what that screen
    /// asked before; a title menu replaces the last one. Compared against an unobserved copy, as
    /// titles are (see `setTitle`).
    func setBarAppearance(_ appearance: _BarAppearance, titleMenu: AnyView?, level: Int) {
        if let titleMenu { titleMenus[level] = titleMenu }
        let merged = (askedBars[level] ?? _BarAppearance()).merged(with: appearance)
        guard askedBars[level] != merged else { return }
        askedBars[level] = merged
        barAppearances[level] = merged
    }

    /// What `level`'s screen asked of the navigation bar.
    func barAppearance(of level: Int) -> _BarAppearance { barAppearances[level] ?? _BarAppearance() }
}
