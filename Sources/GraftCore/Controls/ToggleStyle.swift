/// How a `Toggle` looks and behaves: one of the built-in styles (`.switch`, `.checkbox`,
/// `.button`, `.automatic`) or one of your own.
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///             }
///         }
///     }
/// }
/// Toggle("Done", isOn: $done).toggleStyle(CheckmarkStyle())
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label and state of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration

    /// The toggle drawn around `configuration.label`, showing and changing `configuration.isOn`.
    ///
    /// - Parameter configuration: The label and the bound state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is given: the toggle's label and its bound state.
@MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label view, as the toggle was given it.
    public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        /// The label's content.
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it writes through to the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off (always `false`: Graft's
    /// toggles are bound to one value).
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The control a built-in toggle style shows.
public enum ToggleAppearance: Hashable, Sendable {
    /// A sliding switch after the label (GTK's `GtkSwitch`).
    case `switch`
    /// A check box before the label, which clicks too (`GtkCheckButton`).
    case checkbox
    /// A button holding the label that stays pressed while on (`GtkToggleButton`).
    case button
}

/// The platform's default toggle style: a switch on the desktop, as on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    /// A switch beside the label.
    ///
    /// - Parameter configuration: The label and the bound state.
    public func makeBody(configuration: Configuration) -> some View {
        _NativeToggle(appearance: .switch, isOn: configuration.$isOn, label: configuration.label)
    }
}

/// A sliding switch after the label (`GtkSwitch`).
public struct SwitchToggleStyle: ToggleStyle {
    /// The switch style.
    public init() {}
    /// The switch style with a tint, which GTK's switch does not take: it keeps the accent colour,
    /// as it does under `.tint(_:)`.
    ///
    /// - Parameter tint: The colour SwiftUI gives the switch while on.
    public init(tint: Color) {}
    /// A switch beside the label.
    ///
    /// - Parameter configuration: The label and the bound state.
    public func makeBody(configuration: Configuration) -> some View {
        _NativeToggle(appearance: .switch, isOn: configuration.$isOn, label: configuration.label)
    }
}

/// A check box before the label (`GtkCheckButton`); a click on the label flips it too.
public struct CheckboxToggleStyle: ToggleStyle {
    /// The check box style.
    public init() {}
    /// A check box holding the label.
    ///
    /// - Parameter configuration: The label and the bound state.
    public func makeBody(configuration: Configuration) -> some View {
        _NativeToggle(appearance: .checkbox, isOn: configuration.$isOn, label: configuration.label)
    }
}

/// A button showing the label that stays pressed while the toggle is on (`GtkToggleButton`).
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    /// A toggle button holding the label.
    ///
    /// - Parameter configuration: The label and the bound state.
    public func makeBody(configuration: Configuration) -> some View {
        _NativeToggle(appearance: .button, isOn: configuration.$isOn, label: configuration.label)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// A sliding switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A type-erased toggle style, as kept in the environment.
@MainActor
public struct _AnyToggleStyle {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView
}

struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue: _AnyToggleStyle? = nil
}

extension EnvironmentValues {
    /// The style of toggles below, set by `.toggleStyle(_:)`; `nil` for the default (a switch).
    public var _toggleStyle: _AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles below in `style`: a built-in one (`.switch`, `.checkbox`, `.button`,
    /// `.automatic`) or one of your own.
    ///
    /// - Parameter style: The style.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\._toggleStyle, _AnyToggleStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
