import CGtk
import GraftListModel

/// A named icon that the icon theme does not have.
public struct IconNotFoundError: Error, Sendable, CustomStringConvertible {
    /// The icon name asked for.
    public let name: String
    /// The error as a sentence naming the missing icon, for logs and alerts.
    public var description: String { "the icon theme has no icon named '\(name)'" }
}

extension Gtk.Picture {
    /// Shows the theme icon `iconName` at `size` pixels; a symbolic icon in `tint` (red, green,
    /// blue, alpha from 0 to 1) when one is given, else in GTK's default symbolic colours.
    ///
    /// - Parameters:
    ///   - iconName: The theme icon's name.
    ///   - size: The size in pixels.
    ///   - tint: The foreground colour of a symbolic icon.
    /// - Throws: ``IconNotFoundError`` when the theme has no such icon.
    public func setImage(
        iconName: String, size: Int, tint: (red: Double, green: Double, blue: Double, alpha: Double)? = nil
    ) throws {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else {
            throw IconNotFoundError(name: iconName)
        }
        guard gtk_icon_theme_has_icon(theme, iconName) != 0,
            let icon = gtk_icon_theme_lookup_icon(
                theme, iconName, nil, Int32(size), 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
        else { throw IconNotFoundError(name: iconName) }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let tint else { return gtk_picture_set_paintable(gobjectPointer, icon) }
        var color = GdkRGBA(
            red: Float(tint.red), green: Float(tint.green), blue: Float(tint.blue), alpha: Float(tint.alpha))
        let tinted = graft_tinted_icon_new(icon, &color)
        gtk_picture_set_paintable(gobjectPointer, tinted)
        g_object_unref(UnsafeMutableRawPointer(tinted))
    }
}
