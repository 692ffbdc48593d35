/// A bar that `.toolbar(_:for:)`, `.toolbarBackground` and `.toolbarColorScheme` act on.
///
/// | placement | on GTK |
/// |---|---|
/// | `.navigationBar` | the header of the enclosing `NavigationStack`, for the screen the view is on; outside a stack, the window's `GtkHeaderBar` |
/// | `.tabBar` | the enclosing `TabView`'s tab switcher (`GtkStackSwitcher`) |
/// | `.bottomBar` | the bottom bar of the `.toolbar` the modifier is applied outside of |
/// | `.automatic` | the navigation bar |
///
/// Outside a `NavigationStack` there is no navigation bar, as on iOS: the window's own title bar
/// is not changed.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable {
        case navigation, tab, bottom
    }
    let bars: Set<Bar>

    /// The bars the platform chooses: the navigation bar.
    public static let automatic = ToolbarPlacement(bars: [.navigation])
    /// The navigation bar: the header of the screen in a `NavigationStack`.
    public static let navigationBar = ToolbarPlacement(bars: [.navigation])
    /// The bar of tab buttons of the enclosing `TabView`.
    public static let tabBar = ToolbarPlacement(bars: [.tab])
    /// The bottom bar of a `.toolbar`'s `.bottomBar` items.
    public static let bottomBar = ToolbarPlacement(bars: [.bottom])
}

/// What a view asked of the bars above it: visibility, background, colour scheme, a title menu.
/// A `nil` field leaves the bar as it is.
struct _BarAppearance: Equatable {
    var visibility: Visibility?
    var background: Paint?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?
    var hasTitleMenu = false

    /// `other`'s fields where they are set, over these.
    func merged(with other: _BarAppearance) -> _BarAppearance {
        _BarAppearance(
            visibility: other.visibility ?? visibility, background: other.background ?? background,
            backgroundVisibility: other.backgroundVisibility ?? backgroundVisibility,
            colorScheme: other.colorScheme ?? colorScheme, hasTitleMenu: other.hasTitleMenu || hasTitleMenu)
    }

    /// Whether the bar shows (hidden only when asked).
    var isHidden: Bool { visibility == .hidden }

    /// The paint behind the bar: the style asked for, the scheme's window background when a
    /// scheme or a visible background was asked for, none otherwise or when hidden.
    func backgroundPaint(in environment: EnvironmentValues) -> Paint? {
        if backgroundVisibility == .hidden { return nil }
        if let background { return background }
        guard colorScheme != nil || backgroundVisibility == .visible else { return nil }
        var environment = environment
        if let colorScheme { environment.colorScheme = colorScheme }
        return Color.background._paint(in: environment)
    }
}

/// A paint already resolved, as a shape style.
struct _ResolvedPaintStyle: ShapeStyle {
    let paint: Paint
    func _paint(in environment: EnvironmentValues) -> Paint { paint }
}

extension View {
    /// Shows or hides bars: `.toolbar(.hidden, for: .navigationBar)` hides the header of the
    /// navigation screen this view is on, until the screen is popped.
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` hides the bars; `.visible` and `.automatic` show them.
    ///   - bars: The bars (see ``ToolbarPlacement``); none means `.automatic`.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _BarAppearanceView(bars: bars, appearance: _BarAppearance(visibility: visibility), content: self)
    }

    /// Shows or hides bars, as `toolbar(_:for:)` does (SwiftUI's name since iOS 18).
    ///
    /// - Parameters:
    ///   - visibility: `.hidden` hides the bars; `.visible` and `.automatic` show them.
    ///   - bars: The bars; none means `.automatic`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _BarAppearanceView(bars: bars, appearance: _BarAppearance(visibility: visibility), content: self)
    }

    /// Paints the background of bars with `style`.
    ///
    /// - Parameters:
    ///   - style: A colour, gradient or other shape style, resolved in this view's environment.
    ///   - bars: The bars; none means `.automatic`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        _BarAppearanceView(bars: bars, appearance: _BarAppearance(), style: AnyShapeStyle(style), content: self)
    }

    /// Shows or hides the background of bars: `.visible` paints the window background behind
    /// them (or the `toolbarBackground(_:for:)` style), `.hidden` paints none.
    ///
    /// - Parameters:
    ///   - visibility: Whether the background shows.
    ///   - bars: The bars; none means `.automatic`.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _BarAppearanceView(bars: bars, appearance: _BarAppearance(backgroundVisibility: visibility), content: self)
    }

    /// Shows or hides the background of bars, as `toolbarBackground(_:for:)` with a visibility
    /// does (SwiftUI's name since iOS 18).
    ///
    /// - Parameters:
    ///   - visibility: Whether the background shows.
    ///   - bars: The bars; none means `.automatic`.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        _BarAppearanceView(bars: bars, appearance: _BarAppearance(backgroundVisibility: visibility), content: self)
    }

    /// Gives bars a light or dark look of their own: their items and title take `colorScheme`,
    /// and the bar the window background of that scheme, whatever the rest of the window uses.
    ///
    /// - Parameters:
    ///   - colorScheme: The bars' scheme; `nil` leaves them on the window's.
    ///   - bars: The bars; none means `.automatic`.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        _BarAppearanceView(bars: bars, appearance: _BarAppearance(colorScheme: colorScheme), content: self)
    }

    /// Makes the title of the navigation screen this view is on a menu button: clicking the title
    /// opens a menu of `content` (buttons, dividers, submenus), as a `Menu` does.
    ///
    /// - Parameter content: The menu's items.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        _BarAppearanceView(
            bars: [.navigationBar], appearance: _BarAppearance(hasTitleMenu: true), titleMenu: AnyView(content()),
            content: self)
    }
}
