/// How a `ControlGroup` looks: one of the built-in styles (`.automatic`, `.navigation`, `.menu`,
/// `.compactMenu`, `.palette`) or one of your own.
///
/// ```swift
/// ControlGroup("Format") {
///     Button("Bold") { bold() }
///     Button("Italic") { italic() }
/// }
/// .controlGroupStyle(.menu)
/// ```
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The controls and label of the group being styled.
    typealias Configuration = ControlGroupStyleConfiguration

    /// The group drawn from `configuration`.
    ///
    /// - Parameter configuration: The controls and the label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ControlGroupStyle` is given: the group's controls and its label.
@MainActor
public struct ControlGroupStyleConfiguration {
    /// The group's controls, type-erased.
    public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The controls.
        public var body: some View { content }
    }
    /// The group's label, type-erased.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label's content.
        public var body: some View { content }
    }

    /// The controls.
    public let content: Content
    let optionalLabel: Label?
    /// The label (empty when the group has none).
    public var label: Label { optionalLabel ?? Label(AnyView(EmptyView())) }

    init(content: Content, label: Label?) {
        self.content = content
        self.optionalLabel = label
    }
}

/// The controls side by side in one joined box (GTK's `linked` style class).
struct _LinkedControlGroup: View {
    let configuration: ControlGroupStyleConfiguration
    var body: some View { _LinkedControls(content: configuration.content) }
}

/// A menu button showing the label (or an ellipsis when there is none) whose menu holds the
/// controls.
struct _MenuControlGroup: View {
    let configuration: ControlGroupStyleConfiguration
    var body: some View {
        Menu {
            configuration.content
        } label: {
            if let label = configuration.optionalLabel { label } else { Image(systemName: "ellipsis") }
        }
    }
}

/// The platform's default: the controls joined side by side.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The default style.
    public init() {}
    /// The joined controls.
    ///
    /// - Parameter configuration: The controls and the label.
    public func makeBody(configuration: Configuration) -> some View {
        _LinkedControlGroup(configuration: configuration)
    }
}

/// The controls joined side by side, as navigation buttons (back and forward) are.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation style.
    public init() {}
    /// The joined controls.
    ///
    /// - Parameter configuration: The controls and the label.
    public func makeBody(configuration: Configuration) -> some View {
        _LinkedControlGroup(configuration: configuration)
    }
}

/// A menu button with the group's label whose popover holds the controls.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu style.
    public init() {}
    /// The menu button.
    ///
    /// - Parameter configuration: The controls and the label.
    public func makeBody(configuration: Configuration) -> some View {
        _MenuControlGroup(configuration: configuration)
    }
}

/// A menu button with the group's label whose popover holds the controls (GTK has no more compact
/// menu than its popover menu).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The compact menu style.
    public init() {}
    /// The menu button.
    ///
    /// - Parameter configuration: The controls and the label.
    public func makeBody(configuration: Configuration) -> some View {
        _MenuControlGroup(configuration: configuration)
    }
}

/// The controls joined side by side in a row, as a palette of choices.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The palette style.
    public init() {}
    /// The joined controls.
    ///
    /// - Parameter configuration: The controls and the label.
    public func makeBody(configuration: Configuration) -> some View {
        _LinkedControlGroup(configuration: configuration)
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's default: the controls joined side by side.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The controls joined side by side, as navigation buttons.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu button holding the controls.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A menu button holding the controls.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// The controls joined side by side as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

/// A type-erased control group style, as kept in the environment.
@MainActor
public struct _AnyControlGroupStyle {
    let makeBody: @MainActor (ControlGroupStyleConfiguration) -> AnyView
}

struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue: _AnyControlGroupStyle? = nil
}

extension EnvironmentValues {
    /// The style of control groups below, set by `.controlGroupStyle(_:)`; `nil` for the default.
    public var _controlGroupStyle: _AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

/// A control group with the style of its environment applied.
struct _StyledControlGroup: View {
    let configuration: ControlGroupStyleConfiguration
    @Environment(\._controlGroupStyle) private var style
    var body: some View {
        if let style {
            style.makeBody(configuration).environment(\._controlGroupStyle, nil)
        } else {
            _LinkedControlGroup(configuration: configuration)
        }
    }
}

extension View {
    /// Draws the control groups below in `style`: a built-in one or one of your own.
    ///
    /// - Parameter style: The style.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\._controlGroupStyle, _AnyControlGroupStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
