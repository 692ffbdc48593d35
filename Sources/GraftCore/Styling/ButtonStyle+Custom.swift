/// A button look of your own: `makeBody` draws the button around its label.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(8)
///             .background(Capsule().fill(.blue))
///             .foregroundColor(.white)
///     }
/// }
/// Button("Go") { … }.buttonStyle(Pill())
/// ```
///
/// On GTK the button keeps its `GtkButton` (clicks, keyboard focus, accessibility) with no frame
/// or padding of its own, and shows what `makeBody` returns. `configuration.isPressed` is always
/// `false`: Graft does not track the pressed state yet.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label and state of the button being styled.
    typealias Configuration = ButtonStyleConfiguration

    /// The button's look around `configuration.label`.
    ///
    /// - Parameter configuration: The label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given: the button's label and state.
@MainActor
public struct ButtonStyleConfiguration {
    /// The button's label view.
    public let label: AnyView
    /// Whether the button is being pressed (always `false` on GTK for now).
    public let isPressed: Bool
}

/// A type-erased custom button style, as kept in the environment.
@MainActor
public struct _AnyButtonStyle {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
}

struct CustomButtonStyleKey: EnvironmentKey {
    static let defaultValue: _AnyButtonStyle? = nil
}

extension EnvironmentValues {
    /// The custom button style of buttons below, if any.
    public var _customButtonStyle: _AnyButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws buttons below with a style of your own.
    ///
    /// - Parameter style: The style.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\._customButtonStyle, _AnyButtonStyle { AnyView(style.makeBody(configuration: $0)) })
            .environment(\.buttonAppearance, ButtonAppearance(frame: .borderless, tintsBackground: false, isBare: true))
    }
}

/// A button's label as its custom style (if any) draws it.
struct _StyledButtonLabel<Label: View>: View {
    let label: Label
    @Environment(\._customButtonStyle) var style
    var body: some View {
        if let style {
            style.makeBody(ButtonStyleConfiguration(label: AnyView(label), isPressed: false))
        } else {
            label
        }
    }
}
