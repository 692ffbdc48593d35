/// The built-in button looks, as GTK style classes.
///
/// | style | GTK |
/// |---|---|
/// | `.automatic`, `.bordered` | a normal `GtkButton` |
/// | `.borderedProminent` | `suggested-action` (accent background); `.tint` sets its colour |
/// | `.borderless`, `.plain` | `flat` (no frame until hovered); `.tint` colours a borderless label |
public protocol PrimitiveButtonStyle: Sendable {
    /// The GTK style class the style maps to, if any.
    var _gtkClass: String? { get }
    /// Whether the tint colours the button's background (else its label).
    var _tintsBackground: Bool { get }
}

/// The platform's default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    /// None: a plain `GtkButton`.
    public var _gtkClass: String? { nil }
    /// `false`: a tint colours the label.
    public var _tintsBackground: Bool { false }
}
/// A button with a frame.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// None: a plain `GtkButton`.
    public var _gtkClass: String? { nil }
    /// `false`: a tint colours the label.
    public var _tintsBackground: Bool { false }
}
/// A button filled with the accent (or tint) colour.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent style.
    public init() {}
    /// `suggested-action`: GTK's accent-filled button.
    public var _gtkClass: String? { "suggested-action" }
    /// `true`: a tint colours the button's background.
    public var _tintsBackground: Bool { true }
}
/// A button with no frame.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// `flat`: no frame until the pointer is over the button.
    public var _gtkClass: String? { "flat" }
    /// `false`: a tint colours the label.
    public var _tintsBackground: Bool { false }
}
/// A button that shows only its label.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// `flat`: no frame until the pointer is over the button.
    public var _gtkClass: String? { "flat" }
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
    /// A button filled with the accent colour (`suggested-action`).
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button with no frame (`flat`).
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button showing only its label (`flat`).
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// How buttons below look: the GTK class they get and whether the tint fills them.
public struct ButtonAppearance: Hashable, Sendable {
    /// The GTK style class (`suggested-action`, `flat`), or `nil` for GTK's normal button.
    public var gtkClass: String?
    /// Whether the tint colours the background (else the label).
    public var tintsBackground: Bool
    /// Whether the button draws no frame or padding of its own (a custom `ButtonStyle` draws it).
    public var isBare = false
    /// Whether the button looks like a hyperlink (a `Link`): accent-coloured text, no frame.
    public var isLink = false
}

struct ButtonAppearanceKey: EnvironmentKey {
    static let defaultValue = ButtonAppearance(gtkClass: nil, tintsBackground: false)
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
            \.buttonAppearance, ButtonAppearance(gtkClass: style._gtkClass, tintsBackground: style._tintsBackground))
    }

    /// Colours the controls below with `tint` instead of the accent colour: a prominent button's
    /// background, a borderless button's label.
    ///
    /// - Parameter tint: The colour, or `nil` for the accent colour.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
}
