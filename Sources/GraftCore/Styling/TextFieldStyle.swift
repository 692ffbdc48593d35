/// How a text field draws its frame, as the backend shows it.
public enum TextFieldAppearance: Hashable, Sendable {
    /// The platform's field (on GTK a framed entry, as GTK applications show it).
    case automatic
    /// No frame or background: the text sits on what is behind it.
    case plain
    /// A frame with rounded corners around the text.
    case roundedBorder
}

/// A look for the text fields below, set with `.textFieldStyle(_:)`.
///
/// | style | GTK |
/// |---|---|
/// | `.automatic`, `.roundedBorder`, `.squareBorder` | a framed `GtkEntry` |
/// | `.plain` | a `GtkEntry` without its frame (`has-frame` off) |
public protocol TextFieldStyle: Sendable {
    /// The frame the style asks of the backend.
    var _appearance: TextFieldAppearance { get }
}

/// The platform's default text field look.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    /// `.automatic`.
    public var _appearance: TextFieldAppearance { .automatic }
}

/// A text field with no decoration: only its text (and placeholder) shows.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    /// `.plain`.
    public var _appearance: TextFieldAppearance { .plain }
}

/// A text field inside a rounded frame.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
    /// `.roundedBorder`.
    public var _appearance: TextFieldAppearance { .roundedBorder }
}

/// A text field inside a square frame (macOS); on GTK the same frame as `.roundedBorder`.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    /// The square-border style.
    public init() {}
    /// `.roundedBorder`: GTK's entry frame is the only one it has.
    public var _appearance: TextFieldAppearance { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default look (a framed entry on GTK).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No frame: only the text shows.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded frame around the text.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A square frame around the text (GTK draws its one entry frame).
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

struct TextFieldAppearanceKey: EnvironmentKey { static let defaultValue = TextFieldAppearance.automatic }

extension EnvironmentValues {
    /// How text fields below draw their frame, set by `.textFieldStyle(_:)`.
    public var textFieldAppearance: TextFieldAppearance {
        get { self[TextFieldAppearanceKey.self] }
        set { self[TextFieldAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Gives the text fields and secure fields below a look.
    ///
    /// ```swift
    /// Form { TextField("Name", text: $name) }.textFieldStyle(.roundedBorder)
    /// ```
    ///
    /// - Parameter style: `.automatic`, `.plain`, `.roundedBorder` (or `.squareBorder`).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self, key: TextFieldAppearanceKey.self, value: style._appearance)
    }
}
