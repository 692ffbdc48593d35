import Foundation

/// The user's folders as `URL` properties, as Foundation has them on Apple's platforms
/// (`URL.documentsDirectory`…). swift-corelibs-foundation has only `homeDirectory` and
/// `temporaryDirectory`; these read the same places its `FileManager` does on Linux (the XDG user
/// folders: `~/Documents`, `~/.cache`, `~/.local/share`, …).
extension URL {
    /// The user's documents folder (`XDG_DOCUMENTS_DIR`, usually `~/Documents`).
    public static var documentsDirectory: URL { userFolder(.documentDirectory, "Documents") }
    /// The user's cache folder (`XDG_CACHE_HOME`, usually `~/.cache`).
    public static var cachesDirectory: URL { userFolder(.cachesDirectory, ".cache") }
    /// The user's application data folder (`XDG_DATA_HOME`, usually `~/.local/share`).
    public static var applicationSupportDirectory: URL { userFolder(.applicationSupportDirectory, ".local/share") }
    /// The user's desktop folder (`XDG_DESKTOP_DIR`, usually `~/Desktop`).
    public static var desktopDirectory: URL { userFolder(.desktopDirectory, "Desktop") }
    /// The user's downloads folder (`XDG_DOWNLOAD_DIR`, usually `~/Downloads`).
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, "Downloads") }
    /// The user's pictures folder (`XDG_PICTURES_DIR`, usually `~/Pictures`).
    public static var picturesDirectory: URL { userFolder(.picturesDirectory, "Pictures") }
    /// The user's videos folder (`XDG_VIDEOS_DIR`, usually `~/Videos`).
    public static var moviesDirectory: URL { userFolder(.moviesDirectory, "Videos") }
    /// The user's music folder (`XDG_MUSIC_DIR`, usually `~/Music`).
    public static var musicDirectory: URL { userFolder(.musicDirectory, "Music") }
    /// The user's trash folder.
    public static var trashDirectory: URL { userFolder(.trashDirectory, ".local/share/Trash") }

    private static func userFolder(_ directory: FileManager.SearchPathDirectory, _ fallback: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? homeDirectory.appendingPathComponent(fallback, isDirectory: true)
    }
}
