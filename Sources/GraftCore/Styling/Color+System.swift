/// The system colours of UIKit (`UIColor.systemBackground`, `.label`, `.systemBlue`, …), each with
/// a light and a dark value, so code ported from UIKit keeps its names.
///
/// In views they resolve against `@Environment(\.colorScheme)` like every Graft colour; on raw
/// widgets, `widget.backgroundColor = .systemBackground` follows the scheme of the widget's window
/// (see `Gtk.Widget.backgroundColor` in GraftGtk).
///
/// ```swift
/// Text("Status").foregroundColor(.secondaryLabel)
/// Color.systemBackground.frame(width: 100, height: 40)
/// ```
extension Color {
    /// A colour from two `0xRRGGBB` values, one per scheme, with the same opacity in both.
    init(light: UInt32, dark: UInt32, opacity: Double = 1) {
        func components(_ rgb: UInt32) -> Components {
            Components(
                red: Double((rgb >> 16) & 0xff) / 255, green: Double((rgb >> 8) & 0xff) / 255,
                blue: Double(rgb & 0xff) / 255, opacity: opacity)
        }
        self.init(light: Color(components: components(light)), dark: Color(components: components(dark)))
    }

    // MARK: Backgrounds

    /// The background of a window or a main view: white in light, the window's near-black in dark.
    public static let systemBackground = Color(light: 0xffffff, dark: 0x1f1f1f)
    /// The background of content layered on ``systemBackground`` (grouped cells, cards).
    public static let secondarySystemBackground = Color(light: 0xf2f2f7, dark: 0x2c2c2e)
    /// The background of content layered on ``secondarySystemBackground``.
    public static let tertiarySystemBackground = Color(light: 0xffffff, dark: 0x3a3a3c)
    /// The background of a grouped list (`UIColor.systemGroupedBackground`).
    public static let systemGroupedBackground = Color(light: 0xf2f2f7, dark: 0x000000)

    // MARK: Text and lines

    /// Primary text: the window's text colour in each scheme.
    public static let label = Color(light: 0x1a1a1a, dark: 0xf2f2f2)
    /// Secondary text (subtitles, captions).
    public static let secondaryLabel = Color(light: 0x3c3c43, dark: 0xebebf5, opacity: 0.6)
    /// Tertiary text (hints).
    public static let tertiaryLabel = Color(light: 0x3c3c43, dark: 0xebebf5, opacity: 0.3)
    /// Placeholder text in fields.
    public static let placeholderText = Color(light: 0x3c3c43, dark: 0xebebf5, opacity: 0.3)
    /// Thin separator lines and borders.
    public static let separator = Color(light: 0x3c3c43, dark: 0x545458, opacity: 0.29)
    /// Links.
    public static let link = Color(light: 0x007aff, dark: 0x0984ff)

    // MARK: Tints

    /// Blue, brighter in dark.
    public static let systemBlue = Color(light: 0x007aff, dark: 0x0a84ff)
    /// Red, brighter in dark.
    public static let systemRed = Color(light: 0xff3b30, dark: 0xff453a)
    /// Green, brighter in dark.
    public static let systemGreen = Color(light: 0x34c759, dark: 0x30d158)
    /// Orange, brighter in dark.
    public static let systemOrange = Color(light: 0xff9500, dark: 0xff9f0a)
    /// Yellow, brighter in dark.
    public static let systemYellow = Color(light: 0xffcc00, dark: 0xffd60a)
    /// Pink, brighter in dark.
    public static let systemPink = Color(light: 0xff2d55, dark: 0xff375f)
    /// Purple, brighter in dark.
    public static let systemPurple = Color(light: 0xaf52de, dark: 0xbf5af2)
    /// Indigo, brighter in dark.
    public static let systemIndigo = Color(light: 0x5856d6, dark: 0x5e5ce6)
    /// Teal, brighter in dark.
    public static let systemTeal = Color(light: 0x30b0c7, dark: 0x40c8e0)
    /// Mid grey, the same in both schemes.
    public static let systemGray = Color(light: 0x8e8e93, dark: 0x8e8e93)
    /// A lighter grey in light, darker in dark.
    public static let systemGray2 = Color(light: 0xaeaeb2, dark: 0x636366)
    /// Lighter (light) or darker (dark) than ``systemGray2``.
    public static let systemGray3 = Color(light: 0xc7c7cc, dark: 0x48484a)
    /// Lighter (light) or darker (dark) than ``systemGray3``.
    public static let systemGray4 = Color(light: 0xd1d1d6, dark: 0x3a3a3c)
    /// Lighter (light) or darker (dark) than ``systemGray4``.
    public static let systemGray5 = Color(light: 0xe5e5ea, dark: 0x2c2c2e)
    /// The lightest (light) or darkest (dark) grey.
    public static let systemGray6 = Color(light: 0xf2f2f7, dark: 0x1c1c1e)
}
