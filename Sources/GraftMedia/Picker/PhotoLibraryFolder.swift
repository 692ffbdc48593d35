import Foundation
import GtkBridge

/// One folder of the photo library as the picker lists it: sub-folders first (by name), then the
/// photos (and, when the filter asks for them, videos), newest first.
///
/// ```swift
/// let folder = PhotoLibraryFolder(path: PhotoLibraryFolder.defaultDirectory)
/// for entry in folder.entries { print(entry.name, entry.isFolder) }
/// ```
public struct PhotoLibraryFolder: Sendable {
    /// A sub-folder or a photo.
    public struct Entry: Sendable, Hashable {
        /// The full path.
        public let path: String
        /// The file or folder name.
        public let name: String
        /// Whether it is a folder.
        public let isFolder: Bool
        /// When the file was last modified.
        public let modified: Date
        /// Whether it is a video (by its extension, one of ``PhotoLibraryFolder/videoExtensions``).
        public var isVideo: Bool { !isFolder && PhotoLibraryFolder.kind(ofFileNamed: name) == .video }

        /// "name, date" — what the grid item's tooltip and accessible label say.
        public var accessibleDescription: String {
            isFolder ? "\(name), folder" : "\(name), \(PhotoLibraryFolder.dateFormatter.string(from: modified))"
        }
    }

    /// The file extensions listed as photos (lower case), depending on the installed loaders.
    public static let photoExtensions: Set<String> = {
        var extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "tif", "tiff"]
        if ImageCodec.readableFormats.contains("webp") { extensions.insert("webp") }
        return extensions
    }()

    /// The file extensions listed as videos (lower case), when a filter asks for videos.
    public static let videoExtensions: Set<String> = ["mp4", "m4v", "mov", "webm", "mkv", "avi", "ogv"]

    /// Whether a file is an image or a video, by its extension; `nil` for neither.
    static func kind(ofFileNamed name: String) -> PHPickerFilter.Kind? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        if photoExtensions.contains(fileExtension) { return .image }
        if videoExtensions.contains(fileExtension) { return .video }
        return nil
    }

    /// One formatter for every item's date (making one per cell would cost more than the cell).
    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    /// The user's pictures folder (XDG `PICTURES`), else `~/Pictures`.
    public static var defaultDirectory: String { UserDirectories.pictures ?? UserDirectories.home + "/Pictures" }

    /// The folder's path.
    public let path: String
    /// Sub-folders, then photos newest first; hidden files are skipped, and so is anything that is
    /// not a regular file (a FIFO, a socket, a link to a device), which could never be opened as a
    /// photo. A name that is not valid UTF-8 is listed under a display name with U+FFFD in place
    /// of each bad byte.
    public let entries: [Entry]
    /// Why the folder could not be listed, or `nil`.
    public let error: String?

    /// Lists the folder at `path`.
    ///
    /// - Parameters:
    ///   - path: The folder.
    ///   - filter: Which files to list; `nil` for photos and videos. The image picker lists
    ///     ``PHPickerFilter/images``.
    public init(path: String, filter: PHPickerFilter? = .images) {
        self.path = path
        var listed: [DirectoryListing.Entry] = []
        do {
            listed = try DirectoryListing.entries(of: path)
            error = nil
        } catch {
            self.error = "Cannot open the folder \(path): \(error.reason)"
        }
        var folders: [Entry] = []
        var photos: [Entry] = []
        for item in listed where !item.name.hasPrefix(".") {
            let full = path.hasSuffix("/") ? path + item.name : path + "/" + item.name
            let modified = Date(timeIntervalSince1970: item.modified)
            if item.isDirectory {
                folders.append(Entry(path: full, name: item.name, isFolder: true, modified: modified))
            } else if item.isRegularFile, let kind = Self.kind(ofFileNamed: item.name),
                filter?.matches(kind) ?? true
            {
                photos.append(Entry(path: full, name: item.name, isFolder: false, modified: modified))
            }
        }
        folders.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        photos.sort { $0.modified != $1.modified ? $0.modified > $1.modified : $0.name < $1.name }
        entries = folders + photos
    }
}
