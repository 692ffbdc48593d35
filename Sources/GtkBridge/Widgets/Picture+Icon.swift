import CGtk

/// A named icon that the icon theme does not have.
public struct IconNotFoundError: Error, Sendable, CustomStringConvertible {
    /// The icon name asked for.
    public let name: String
    /// The error as a sentence naming the missing icon, for logs and alerts.
    public var description: String { "the icon theme has no icon named '\(name)'" }
}

extension Gtk.Picture {
    /// Shows the theme icon `iconName` at `size` pixels.
    ///
    /// - Throws: ``IconNotFoundError`` when the theme has no such icon.
    public func setImage(iconName: String, size: Int) throws {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else {
            throw IconNotFoundError(name: iconName)
        }
        guard gtk_icon_theme_has_icon(theme, iconName) != 0,
            let icon = gtk_icon_theme_lookup_icon(
                theme, iconName, nil, Int32(size), 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
        else { throw IconNotFoundError(name: iconName) }
        gtk_picture_set_paintable(gobjectPointer, icon)
        g_object_unref(UnsafeMutableRawPointer(icon))
    }
}
