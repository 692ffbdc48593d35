/// How a `Label` arranges its title and icon, set with `.labelStyle(_:)`.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The parts of the label being styled.
    typealias Configuration = LabelStyleConfiguration
    /// The view that shows the label.
    ///
    /// - Parameter configuration: The label's title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The title and icon of a label, as a `LabelStyle` receives them.
public struct LabelStyleConfiguration {
    /// The label's title as a view.
    public struct Title: View {
        let content: AnyView
        let text: String?
        /// The title view.
        public var body: some View { content }
    }
    /// The label's icon as a view; alone it keeps the title as its accessible name.
    public struct Icon: View {
        let content: AnyView
        let titleText: String?
        /// The icon view.
        public var body: some View { content }
    }
    /// The title.
    public internal(set) var title: Title
    /// The icon.
    public internal(set) var icon: Icon
}

/// The icon, then the title (`.automatic` everywhere on GTK: a desktop has room for both).
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    /// The icon then the title, 6 points apart.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

/// The icon then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    /// The icon then the title, 6 points apart.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon, which keeps the title as its accessible name (a screen reader says it).
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    /// The icon alone, named by the title.
    public func makeBody(configuration: Configuration) -> some View {
        if let name = configuration.icon.titleText {
            configuration.icon.accessibilityLabel(name)
        } else {
            configuration.icon
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's default: icon and title on GTK.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon (named by the title for assistive technology).
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style kept in the environment.
public struct _AnyLabelStyle: @unchecked Sendable {
    let body: @MainActor (LabelStyleConfiguration) -> AnyView
    @MainActor init<S: LabelStyle>(_ style: S) { body = { AnyView(style.makeBody(configuration: $0)) } }
}

struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: _AnyLabelStyle? = nil
}

extension EnvironmentValues {
    /// The label style below, set by `.labelStyle(_:)` (`nil`: the default).
    public var _labelStyle: _AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension _AnyLabelStyle? {
    /// The view of `configuration` in this style, or in the default one.
    @MainActor func body(_ configuration: LabelStyleConfiguration) -> AnyView {
        if let style = self { return style.body(configuration) }
        return AnyView(DefaultLabelStyle().makeBody(configuration: configuration))
    }
}

extension View {
    /// Draws the labels below in `style`: `.titleOnly`, `.iconOnly`, `.titleAndIcon`, or your own.
    ///
    /// - Parameter style: The label style.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self, key: LabelStyleKey.self, value: Optional(_AnyLabelStyle(style)))
    }
}
