/// Light or dark appearance.
public enum ColorScheme: String, Sendable, Hashable, CaseIterable {
    case light, dark
}

/// A colour, optionally different in light and dark; also a view that fills its space.
///
/// ```swift
/// Color.blue.frame(width: 40, height: 40)
/// Text("Note").foregroundColor(.secondary)
/// ```
public struct Color: Hashable, Sendable {
    /// Red, green, blue and alpha, each 0…1.
    public struct Components: Hashable, Sendable {
        public var red, green, blue, opacity: Double
        /// Creates components. A value that is not a number counts as 0, an infinite one as 0 or 1
        /// by its sign, so a computed colour that went wrong draws, not traps.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            func finite(_ value: Double) -> Double { value.isFinite ? value : value == .infinity ? 1 : 0 }
            (self.red, self.green, self.blue, self.opacity) = (
                finite(red), finite(green), finite(blue), finite(opacity)
            )
        }
    }
    let light: Components
    let dark: Components

    /// A colour from red, green and blue (0…1).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        light = Components(red: red, green: green, blue: blue, opacity: opacity)
        dark = light
    }

    /// A colour with a value for each colour scheme.
    public init(light: Color, dark: Color) {
        self.light = light.light
        self.dark = dark.dark
    }

    /// A grey of `white` (0…1).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The components in `scheme`.
    public func resolve(in scheme: ColorScheme) -> Components { scheme == .dark ? dark : light }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy = Color(
            light: Color(
                components: .init(
                    red: light.red, green: light.green, blue: light.blue, opacity: light.opacity * opacity)),
            dark: Color(
                components: .init(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity * opacity)))
        return copy
    }

    init(components: Components) {
        light = components
        dark = components
    }

    /// Red (#E01B24, from GNOME's palette), the same in light and dark schemes.
    public static let red = Color(red: 0.88, green: 0.11, blue: 0.14)
    /// Orange (#FF7800, from GNOME's palette), the same in light and dark schemes.
    public static let orange = Color(red: 1.0, green: 0.47, blue: 0.0)
    /// Yellow (#F6D32D, from GNOME's palette), the same in light and dark schemes.
    public static let yellow = Color(red: 0.96, green: 0.83, blue: 0.18)
    /// Green (#2EC27E, from GNOME's palette), the same in light and dark schemes.
    public static let green = Color(red: 0.18, green: 0.76, blue: 0.49)
    /// Blue (#3584E4, from GNOME's palette), the same in light and dark schemes.
    public static let blue = Color(red: 0.21, green: 0.52, blue: 0.89)
    /// Purple (#9141AC, from GNOME's palette), the same in light and dark schemes.
    public static let purple = Color(red: 0.57, green: 0.25, blue: 0.67)
    /// Pink (#E061A3, from GNOME's palette), the same in light and dark schemes.
    public static let pink = Color(red: 0.88, green: 0.38, blue: 0.64)
    /// Mid grey (60 % white), the same in light and dark schemes.
    public static let gray = Color(white: 0.6)
    /// Black, in both schemes (use `primary` for text that follows the scheme).
    public static let black = Color(white: 0)
    /// White, in both schemes.
    public static let white = Color(white: 1)
    /// Fully transparent: shows what is behind.
    public static let clear = Color(white: 0, opacity: 0)
    /// The accent colour (GNOME's blue).
    public static let accentColor = Color.blue
    /// Text colour: near-black in light, near-white in dark.
    public static let primary = Color(light: Color(white: 0.1), dark: Color(white: 0.95))
    /// Secondary text colour.
    public static let secondary = Color(light: Color(white: 0.4), dark: Color(white: 0.65))
    /// A window's background: white in light, near-black in dark.
    public static let background = Color(light: Color(white: 1), dark: Color(white: 0.12))
}
