/// How a `NavigationView` lays out its views; set with `.navigationViewStyle(_:)`.
@MainActor
public protocol NavigationViewStyle {
    /// Whether the style keeps one column.
    var _isStack: Bool { get }
}

/// The platform's choice: columns when the navigation view has two or more views.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
    /// Columns when there are several views.
    public var _isStack: Bool { false }
}

/// One column: a stack of screens showing the first view.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
    /// One column.
    public var _isStack: Bool { true }
}

/// Columns: a sidebar and a detail column.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// The columns style.
    public init() {}
    /// Columns.
    public var _isStack: Bool { false }
}

/// The one-column style, as a value of `_NavigationViewStyleKind`.
enum _NavigationViewStyleKind: Hashable, Sendable { case automatic, stack }

struct NavigationViewStyleKey: EnvironmentKey { static let defaultValue = _NavigationViewStyleKind.automatic }

extension EnvironmentValues {
    /// The style of navigation views below.
    var _navigationViewStyle: _NavigationViewStyleKind {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// Columns when the navigation view has several views.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One column: a stack of screens.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// A sidebar and a detail column.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets how navigation views below lay out their views: `.stack` keeps one column,
    /// `.columns` and `.automatic` show a sidebar and a detail column when there are two views.
    ///
    /// - Parameter style: The style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\._navigationViewStyle, style._isStack ? .stack : .automatic)
    }
}
