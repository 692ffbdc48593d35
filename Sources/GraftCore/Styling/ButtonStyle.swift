/// The built-in button looks.
///
/// | style | look | on GTK |
/// |---|---|---|
/// | `.automatic`, `.bordered` | a framed button | a normal `GtkButton` |
/// | `.borderedProminent` | filled with the accent colour; `.tint` sets it | `suggested-action` |
/// | `.borderless`, `.plain` | no frame until hovered; `.tint` colours a borderless label | `flat` |
public protocol PrimitiveButtonStyle: Sendable {
    /// The frame the style draws around a button.
    var _frame: ButtonAppearance.Frame { get }
    /// Whether the tint colours the button's background (else its label).
    var _tintsBackground: Bool { get }
}

/// The platform's default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    /// `.standard`: the platform's normal button.
    public var _frame: ButtonAppearance.Frame { .standard }
    /// `false`: a tint colours the label.
    public var _tintsBackground: Bool { false }
}
/// A button with a frame.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// `.standard`: the platform's normal button.
    public var _frame: ButtonAppearance.Frame { .standard }
    /// `false`: a tint colours the label.
    public var _tintsBackground: Bool { false }
}
/// A button filled with the accent (or tint) colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent style.
    public init() {}
    /// `.prominent`: filled with the accent colour.
    public var _frame: ButtonAppearance.Frame { .prominent }
    /// `true`: a tint colours the button's background.
    public var _tintsBackground: Bool { true }
}
/// A button with no frame.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// `.borderless`: no frame until the pointer is over the button.
    public var _frame: ButtonAppearance.Frame { .borderless }
    /// `false`: a tint colours the label.
    public var _tintsBackground: Bool { false }
}
/// A button that shows only its label.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// `.borderless`: no frame until the pointer is over the button.
    public var _frame: ButtonAppearance.Frame { .borderless }
    /// `false`: a tint colours the label.
    public var _tintsBackground: Bool { false }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default look.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button with a frame (GTK's normal button).
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button filled with the accent colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button with no frame.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button showing only its label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// How buttons below look: their frame and whether the tint fills them.
public struct ButtonAppearance: Hashable, Sendable {
    /// The frame a button draws.
    public enum Frame: Hashable, Sendable {
        /// The platform's normal framed button.
        case standard
        /// A button filled with the accent (or tint) colour.
        case prominent
        /// No frame until the pointer is over the button.
        case borderless
    }
    /// The frame buttons draw.
    public var frame: Frame
    /// Whether the tint colours the background (else the label).
    public var tintsBackground: Bool
    /// Whether the button draws no frame or padding of its own (a custom `ButtonStyle` draws it).
    public var isBare = false
    /// Whether the button looks like a hyperlink (a `Link`): accent-coloured text, no frame.
    public var isLink = false
}

struct ButtonAppearanceKey: EnvironmentKey {
    static let defaultValue = ButtonAppearance(frame: .standard, tintsBackground: false)
}
struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// How buttons below look, set by `.buttonStyle(_:)`.
    public var buttonAppearance: ButtonAppearance {
        get { self[ButtonAppearanceKey.self] }
        set { self[ButtonAppearanceKey.self] = newValue }
    }
    /// The tint of controls below, set by `.tint(_:)`; `nil` for the accent colour.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Gives buttons below one of the built-in looks.
    ///
    /// - Parameter style: `.bordered`, `.borderedProminent`, `.borderless`, `.plain` or `.automatic`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(
            \.buttonAppearance, ButtonAppearance(frame: style._frame, tintsBackground: style._tintsBackground))
    }

    /// Colours the controls below with `tint` instead of the accent colour: a prominent button's
    /// background, a borderless button's label.
    ///
    /// - Parameter tint: The colour, or `nil` for the accent colour.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
}
