import FoundationEssentials

/// An Xcode asset catalog (an `Assets.xcassets` folder), read from disk: its image sets and colour
/// sets by name.
///
/// The catalog is read once, when it is made: every `*.imageset/Contents.json` and
/// `*.colorset/Contents.json` below the folder (groups included; a group whose `Contents.json` says
/// `"provides-namespace": true` prefixes its children's names with `Group/`). A set whose
/// `Contents.json` is malformed does not stop the others: asking for it throws an error that
/// names the file. `Image("name")` and `Color("name")` use the catalogs of a bundle through this
/// type; use it directly to list or check a catalog.
///
/// ```swift
/// let catalog = try AssetCatalog(path: "Resources/Assets.xcassets")
/// let icon = try catalog.imageSet(named: "AppIcon").file(forScale: 2, in: .light)
/// let tint = try catalog.colorSet(named: "Tint").color
/// ```
public struct AssetCatalog: Sendable {
    /// The catalog folder's path.
    public let path: String
    private let images: [String: Result<ImageSet, AssetCatalogError>]
    private let colors: [String: Result<ColorSet, AssetCatalogError>]

    /// Reads the catalog at `path` (a folder, normally named `*.xcassets`).
    ///
    /// - Parameter path: The catalog folder.
    /// - Throws: `AssetCatalogError.unreadableCatalog` when `path` is not a readable folder.
    public init(path: String) throws(AssetCatalogError) {
        self.path = path
        var images: [String: Result<ImageSet, AssetCatalogError>] = [:]
        var colors: [String: Result<ColorSet, AssetCatalogError>] = [:]
        guard Self.isFolder(path) else {
            throw .unreadableCatalog(path: path)
        }
        var folders = [(path: path, prefix: "")]
        while let folder = folders.popLast() {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries.sorted() {
                let entryPath = folder.path + "/" + entry
                guard Self.isFolder(entryPath) else { continue }
                if let name = Self.name(of: entry, suffix: ".imageset") {
                    images[folder.prefix + name] = Result { () throws(AssetCatalogError) in
                        try ImageSet(folder: entryPath)
                    }
                } else if let name = Self.name(of: entry, suffix: ".colorset") {
                    colors[folder.prefix + name] = Result { () throws(AssetCatalogError) in
                        try ColorSet(folder: entryPath)
                    }
                } else if !entry.contains(".") {
                    let namespace = Self.providesNamespace(entryPath)
                    folders.append((entryPath, folder.prefix + (namespace ? entry + "/" : "")))
                }
            }
        }
        self.images = images
        self.colors = colors
    }

    /// The names of the catalog's image sets, sorted.
    public var imageNames: [String] { images.keys.sorted() }

    /// The names of the catalog's colour sets, sorted.
    public var colorNames: [String] { colors.keys.sorted() }

    /// Whether the catalog has an image set called `name` (readable or not).
    public func hasImage(named name: String) -> Bool { images[name] != nil }

    /// Whether the catalog has a colour set called `name` (readable or not).
    public func hasColor(named name: String) -> Bool { colors[name] != nil }

    /// The image set called `name`.
    ///
    /// - Throws: `.notFound` when there is none, `.malformedContents` when its `Contents.json`
    ///   cannot be read.
    public func imageSet(named name: String) throws(AssetCatalogError) -> ImageSet {
        guard let found = images[name] else { throw .notFound(name: name, kind: "image", catalogs: [path]) }
        return try found.get()
    }

    /// The colour set called `name`.
    ///
    /// - Throws: `.notFound` when there is none, `.malformedContents` when its `Contents.json`
    ///   cannot be read.
    public func colorSet(named name: String) throws(AssetCatalogError) -> ColorSet {
        guard let found = colors[name] else { throw .notFound(name: name, kind: "color", catalogs: [path]) }
        return try found.get()
    }

    /// Whether `path` is a folder (or a link to one).
    package static func isFolder(_ path: String) -> Bool {
        var isFolder = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder
    }

    private static func name(of entry: String, suffix: String) -> String? {
        entry.hasSuffix(suffix) && entry.count > suffix.count ? String(entry.dropLast(suffix.count)) : nil
    }

    /// Whether a group folder's `Contents.json` asks for its name to prefix its children's.
    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json") else { return false }
        return (try? JSONDecoder().decode(_GroupContents.self, from: data))?.properties?.providesNamespace ?? false
    }
}

/// Why an asset catalog, or an image or colour in it, cannot be used.
public enum AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The catalog folder does not exist or is not a folder.
    case unreadableCatalog(path: String)
    /// No catalog searched has an asset of this kind ("image" or "color") and name.
    case notFound(name: String, kind: String, catalogs: [String])
    /// A `Contents.json` file is missing, is not valid JSON, or does not describe its set.
    case malformedContents(file: String, reason: String)

    /// A human-readable explanation that names the asset or the file.
    public var description: String {
        switch self {
        case .unreadableCatalog(let path): "no asset catalog folder at '\(path)'"
        case .notFound(let name, let kind, let catalogs):
            catalogs.isEmpty
                ? "no \(kind) named '\(name)': no asset catalog found"
                : "no \(kind) named '\(name)' in \(catalogs.map { "'\($0)'" }.joined(separator: ", "))"
        case .malformedContents(let file, let reason): "malformed asset catalog file '\(file)': \(reason)"
        }
    }
}
