import CGtk

/// GTK settings pinned for reproducible rendering: one theme, one font, fixed hinting and
/// antialiasing, 96 dpi, no animations, and the light or dark theme variant.
///
/// `apply()` changes only the settings that differ and returns the previous values, so
/// `restore(_:)` puts the display back as it was (other windows of the process see the change
/// while it lasts).
///
/// ```swift
/// let saved = RenderingSettings(darkTheme: true).apply()
/// defer { RenderingSettings.restore(saved) }
/// ```
public struct RenderingSettings: Equatable, Sendable {
    /// The GTK theme (`gtk-theme-name`).
    public var themeName: String
    /// The default font (`gtk-font-name`), as a Pango font description.
    public var fontName: String
    /// Whether the dark variant of the theme is used (`gtk-application-prefer-dark-theme`).
    public var darkTheme: Bool

    /// The pinned settings: Adwaita, "DejaVu Sans 11", grayscale antialiasing with slight
    /// hinting, 96 dpi, animations off.
    ///
    /// - Parameters:
    ///   - themeName: The GTK theme.
    ///   - fontName: The default font; DejaVu Sans is installed with `fonts-dejavu-core`.
    ///   - darkTheme: Whether to use the theme's dark variant.
    public init(themeName: String = "Adwaita", fontName: String = "DejaVu Sans 11", darkTheme: Bool = false) {
        self.themeName = themeName
        self.fontName = fontName
        self.darkTheme = darkTheme
    }

    /// The values a call to ``apply()`` replaced, for ``restore(_:)``.
    public struct Saved: Sendable {
        fileprivate let values: [(String, _SettingValue)]
    }

    /// Applies the settings to the default display's `GtkSettings`.
    ///
    /// - Returns: The replaced values; pass them to ``restore(_:)``. Empty before GTK is initialized.
    @MainActor @discardableResult
    public func apply() -> Saved {
        guard let settings = _RenderingSettingsStore.settings else { return Saved(values: []) }
        let wanted: [(String, _SettingValue)] = [
            ("gtk-theme-name", .string(themeName)),
            ("gtk-font-name", .string(fontName)),
            ("gtk-xft-antialias", .int(1)),
            ("gtk-xft-hinting", .int(1)),
            ("gtk-xft-hintstyle", .string("hintslight")),
            ("gtk-xft-rgba", .string("none")),
            ("gtk-xft-dpi", .int(96 * 1024)),
            ("gtk-hint-font-metrics", .bool(true)),
            ("gtk-enable-animations", .bool(false)),
            ("gtk-cursor-blink", .bool(false)),
            ("gtk-application-prefer-dark-theme", .bool(darkTheme)),
        ]
        var saved: [(String, _SettingValue)] = []
        for (name, value) in wanted where settings.hasProperty(name) {
            let current = value.read(name, from: settings)
            guard current != value, let current else { continue }
            saved.append((name, current))
            value.write(name, to: settings)
        }
        return Saved(values: saved)
    }

    /// Puts back the values that ``apply()`` replaced, in reverse order.
    ///
    /// - Parameter saved: The result of ``apply()``.
    @MainActor
    public static func restore(_ saved: Saved) {
        guard let settings = _RenderingSettingsStore.settings else { return }
        for (name, value) in saved.values.reversed() { value.write(name, to: settings) }
    }
}

/// A settings value of one of the property types the pinned settings use.
enum _SettingValue: Equatable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)

    @MainActor
    func read(_ name: String, from object: GObjectRef) -> _SettingValue? {
        switch self {
        case .string: object.property(name, as: String.self).map(_SettingValue.string)
        case .int: object.property(name, as: Int.self).map(_SettingValue.int)
        case .bool: object.property(name, as: Bool.self).map(_SettingValue.bool)
        }
    }

    @MainActor
    func write(_ name: String, to object: GObjectRef) {
        switch self {
        case .string(let value): try? object.setProperty(name, value)
        case .int(let value): try? object.setProperty(name, value)
        case .bool(let value): try? object.setProperty(name, value)
        }
    }
}

@MainActor
enum _RenderingSettingsStore {
    static var settings: GObjectRef? {
        gtk_settings_get_default().map { GObjectRef(retaining: $0) }
    }
}
