/// The contrast the user asked for, as `@Environment(\.colorSchemeContrast)` reports it.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
    /// The theme's usual contrast.
    case standard
    /// A high-contrast theme is in use (on GTK: the `HighContrast` or `HighContrastInverse` theme).
    case increased
}

struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
    /// Whether an assistive technology such as a screen reader is turned on.
    ///
    /// On GTK: GNOME's `screen-reader-enabled` setting (`org.gnome.desktop.a11y.applications`),
    /// `false` where that schema is not installed. Read when a window opens.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether the user asked for less motion: skip or shorten decorative animations.
    ///
    /// On GTK: `true` when GTK's `gtk-enable-animations` setting is off (GNOME's "Reduce
    /// animation"); windows follow changes of the setting while open.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for fewer translucent surfaces.
    ///
    /// GTK has no such setting of its own; Graft reports `true` while a high-contrast theme is in
    /// use, since those themes drop translucency too.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked not to rely on colour alone to tell things apart.
    ///
    /// GTK and GNOME have no such setting, so on GTK this is `false` unless a view sets it with
    /// `.environment(\.accessibilityDifferentiateWithoutColor, true)`.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the display's colours are inverted.
    ///
    /// On GTK this is `false`: GNOME inverts colours in the compositor, invisibly to apps. Views may
    /// set it with `.environment(\.accessibilityInvertColors, true)`.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// The contrast of the colour scheme: `.increased` while a high-contrast theme is in use.
    ///
    /// On GTK: the theme name (`gtk-theme-name`) is `HighContrast` or `HighContrastInverse`;
    /// windows follow changes of the theme while open.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}
