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

    /// Whether GTK animates its widgets (`gtk-enable-animations`); GNOME's "Reduce animation"
    /// turns it off.
    public var enableAnimations: Bool {
        get { settings.property("gtk-enable-animations", as: Bool.self) ?? true }
        set {
            guard newValue != enableAnimations else { return }
            try? settings.setProperty("gtk-enable-animations", newValue)
        }
    }

    /// Whether a high-contrast theme (`HighContrast` or `HighContrastInverse`) is in use.
    public var isHighContrast: Bool { themeName.hasPrefix("HighContrast") }

    /// The text resolution in 1024ths of a dot per inch (`gtk-xft-dpi`), which GNOME's text
    /// scaling factor and "Large Text" raise; -1 when unset (96 dots per inch).
    public var xftDPI: Int {
        get { settings.property("gtk-xft-dpi", as: Int.self) ?? -1 }
        set {
            guard newValue != xftDPI else { return }
            try? settings.setProperty("gtk-xft-dpi", newValue)
        }
    }

    /// How much larger than normal the desktop draws text: `gtk-xft-dpi` over 96 dots per inch.
    public var textScale: Double {
        let dpi = xftDPI
        return dpi > 0 ? Double(dpi) / 1024 / 96 : 1
    }

    /// Runs `handler` after each change of the animation, theme or text-scaling settings.
    ///
    /// - Parameter handler: Runs on the main actor.
    /// - Returns: The tokens of the observations; cancel them to stop.
    public func observeAccessibilitySettings(_ handler: @escaping @MainActor () -> Void) -> [SignalToken] {
        [
            settings.observe("gtk-enable-animations", handler), settings.observe("gtk-theme-name", handler),
            settings.observe("gtk-xft-dpi", handler),
        ]
    }

    /// Whether GNOME's screen reader is turned on (`screen-reader-enabled` of
    /// `org.gnome.desktop.a11y.applications`); `false` where that schema is not installed, and
    /// without a session bus (no desktop session, so no screen reader either: reading GSettings
    /// there would autolaunch a bus tied to the X display).
    public static var isScreenReaderEnabled: Bool {
        guard getenv("DBUS_SESSION_BUS_ADDRESS") != nil else { return false }
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.a11y.applications", 1)
        else { return false }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "screen-reader-enabled") != 0,
            let gsettings = g_settings_new_full(schema, nil, nil)
        else { return false }
        defer { g_object_unref(gsettings) }
        return g_settings_get_boolean(gsettings, "screen-reader-enabled") != 0
    }
}

extension Gtk {
    /// Opens `uri` with the desktop's default application for its scheme or file type
    /// (`g_app_info_launch_default_for_uri`, what `gtk_show_uri` does outside a sandbox).
    ///
    /// - Parameter uri: The URI, e.g. `https://example.org` or `file:///tmp/a.pdf`.
    /// - Throws: `GtkLaunchError` when no application can open it or launching failed.
    public static func launchDefaultApplication(for uri: String) throws(GtkLaunchError) {
        var error: UnsafeMutablePointer<GError>?
        let context = gdk_display_get_default().flatMap { gdk_display_get_app_launch_context($0) }
        defer { if let context { g_object_unref(UnsafeMutableRawPointer(context)) } }
        let launched = g_app_info_launch_default_for_uri(
            uri, context.map { UnsafeMutablePointer<GAppLaunchContext>($0) }, &error)
        if launched == 0 {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
            if let error { g_error_free(error) }
            throw GtkLaunchError(uri: uri, message: message)
        }
    }
}

/// Why a URI could not be opened.
public struct GtkLaunchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URI that was to be opened.
    public let uri: String
    /// GIO's explanation.
    public let message: String
    /// The URI and the explanation.
    public var description: String { "cannot open \(uri): \(message)" }
}
