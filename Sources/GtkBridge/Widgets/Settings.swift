import CGtk

/// GTK's settings for the default display (`GtkSettings`): theme and dark-mode preference.
///
/// ```swift
/// Settings.default?.preferDarkTheme = true
/// ```
@MainActor
public final class Settings {
    private let settings: GObjectRef

    private init(_ settings: GObjectRef) {
        self.settings = settings
    }

    /// The settings of the default display, or `nil` before GTK is initialised (no display).
    public static var `default`: Settings? {
        guard let pointer = gtk_settings_get_default() else { return nil }
        return Settings(GObjectRef(retaining: pointer))
    }

    /// Whether the app asks for the dark variant of the theme
    /// (`gtk-application-prefer-dark-theme`). Applies to every window of the display.
    public var preferDarkTheme: Bool {
        get { settings.property("gtk-application-prefer-dark-theme", as: Bool.self) ?? false }
        set {
            // Setting it, even to the same value, reloads the theme for every window: skip no-ops.
            guard newValue != preferDarkTheme else { return }
            try? settings.setProperty("gtk-application-prefer-dark-theme", newValue)
        }
    }

    /// The name of the GTK theme in use (`gtk-theme-name`), e.g. `"Adwaita"`.
    public var themeName: String {
        get { settings.property("gtk-theme-name", as: String.self) ?? "" }
        set {
            guard newValue != themeName else { return }
            try? settings.setProperty("gtk-theme-name", newValue)
        }
    }
}
