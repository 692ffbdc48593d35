import CGtk

/// The user's well-known folders, as GLib reads them from the XDG user-dirs configuration.
///
/// ```swift
/// let pictures = UserDirectories.pictures ?? UserDirectories.home + "/Pictures"
/// ```
public enum UserDirectories {
    /// The pictures folder (`XDG_PICTURES_DIR`, `g_get_user_special_dir(G_USER_DIRECTORY_PICTURES)`),
    /// or `nil` when the user has none configured.
    public static var pictures: String? {
        g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }
    }

    /// The home folder (`g_get_home_dir`).
    public static var home: String { String(cString: g_get_home_dir()) }
}
