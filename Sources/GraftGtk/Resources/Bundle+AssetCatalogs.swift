import Foundation
import GraftCore
import GraftSystem
import Synchronization

extension Bundle {
    /// The asset catalogs (`*.xcassets` folders) of this bundle, each read once and then cached.
    ///
    /// A bundle's catalogs are the `*.xcassets` folders at the top of its resources, and those one
    /// folder down (`Resources/Assets.xcassets`, which `resources: [.copy("Resources")]` makes) —
    /// except for `Bundle.main`, whose resources on Linux are the executable's own folder, where
    /// only the top is looked at. See ``assetCatalogSearchOrder`` for the bundles `Image("name")`
    /// reads when it is given none.
    public var assetCatalogs: [AssetCatalog] { _AssetCatalogs.catalogs(in: self) }

    /// The bundles whose catalogs `Image("name")` and `Color("name")` search, in order, when they are
    /// given no bundle (or `Bundle.main`): `Bundle.main`, then the SwiftPM resource bundles beside
    /// the executable (`<Package>_<Target>.resources`, by name) — where SwiftPM puts an executable
    /// target's `Bundle.module` on Linux. The first catalog that has the name wins.
    public static var assetCatalogSearchOrder: [Bundle] { _AssetCatalogs.searchOrder }
}

/// The cache of parsed catalogs per bundle folder, and the names already warned about.
enum _AssetCatalogs {
    private struct State {
        var catalogs: [String: [AssetCatalog]] = [:]
        var warned: Set<String> = []
        var warnings: [String] = []
        /// The catalogs of the whole search order, once read.
        var searched: [AssetCatalog]?
        /// The catalogs of bundles already asked about, by identity (the bundle kept alive here).
        var byBundle: [ObjectIdentifier: (bundle: Bundle, catalogs: [AssetCatalog])] = [:]
    }
    private static let state = Mutex(State())
    /// `Bundle.main`'s folder (the executable's on Linux), which does not change while running.
    private static let mainPath = Bundle.main.bundlePath

    static var searchOrder: [Bundle] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: mainPath)) ?? []
        let bundles = entries.filter { $0.hasSuffix(".resources") }.sorted().map { mainPath + "/" + $0 }
        return [Bundle.main] + bundles.filter(AssetCatalog.isFolder).compactMap { Bundle(path: $0) }
    }

    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        let key = bundle.bundlePath
        if let known = state.withLock({ $0.catalogs[key] }) { return known }
        let root = bundle.resourcePath ?? key
        let isMain = key == mainPath
        var folders = xcassets(in: root)
        if !isMain {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for entry in entries.sorted()
            where !entry.hasSuffix(".xcassets") && AssetCatalog.isFolder(root + "/" + entry) {
                folders += xcassets(in: root + "/" + entry)
            }
        }
        var catalogs: [AssetCatalog] = []
        for folder in folders {
            do {
                catalogs.append(try AssetCatalog(path: folder))
            } catch {
                graft_write_error_line("Graft: \(error)")
            }
        }
        return state.withLock { state in
            if let known = state.catalogs[key] { return known }  // another thread read it first
            state.catalogs[key] = catalogs
            return catalogs
        }
    }

    private static func xcassets(in folder: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder + "/" + $0 }
            .filter(AssetCatalog.isFolder)
    }

    /// The catalogs `bundle` stands for: its own, or (nil or `Bundle.main`) the search order's.
    static func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
        if let bundle, bundle !== Bundle.main {
            if let known = state.withLock({ $0.byBundle[ObjectIdentifier(bundle)]?.catalogs }) { return known }
            if bundle.bundlePath != mainPath {
                let found = catalogs(in: bundle)
                state.withLock { $0.byBundle[ObjectIdentifier(bundle)] = (bundle, found) }
                return found
            }
        }
        if let known = state.withLock({ $0.searched }) { return known }
        let searched = searchOrder.flatMap { catalogs(in: $0) }
        state.withLock { $0.searched = searched }
        return searched
    }

    /// Finds the image set `name` in the first catalog that has it.
    static func imageSet(named name: String, bundle: Bundle?) -> Result<AssetCatalog.ImageSet, AssetCatalogError> {
        find(name, kind: "image", in: catalogs(for: bundle), has: { $0.hasImage(named: name) }) {
            catalog throws(AssetCatalogError) in try catalog.imageSet(named: name)
        }
    }

    /// Finds the colour set `name` in the first catalog that has it.
    static func colorSet(named name: String, bundle: Bundle?) -> Result<AssetCatalog.ColorSet, AssetCatalogError> {
        find(name, kind: "color", in: catalogs(for: bundle), has: { $0.hasColor(named: name) }) {
            catalog throws(AssetCatalogError) in try catalog.colorSet(named: name)
        }
    }

    /// Reads the set from the first of `searched` that `has` it, warning once per name on failure.
    private static func find<Found>(
        _ name: String, kind: String, in searched: [AssetCatalog], has: (AssetCatalog) -> Bool,
        read: (AssetCatalog) throws(AssetCatalogError) -> Found
    ) -> Result<Found, AssetCatalogError> {
        let result: Result<Found, AssetCatalogError> =
            if let catalog = searched.first(where: has) {
                Result { () throws(AssetCatalogError) in try read(catalog) }
            } else {
                .failure(.notFound(name: name, kind: kind, catalogs: searched.map(\.path)))
            }
        if case .failure(let error) = result {
            warnOnce(error, about: "\(kind == "image" ? "Image" : "Color")(\"\(name)\")")
        }
        return result
    }

    /// The warnings written so far, oldest first.
    static var warnings: [String] { state.withLock { $0.warnings } }

    /// Writes one line to standard error the first time `subject` fails.
    private static func warnOnce(_ error: AssetCatalogError, about subject: String) {
        let line = "Graft: \(subject): \(error)"
        let isFirst = state.withLock { state in
            guard state.warned.insert(subject).inserted else { return false }
            state.warnings.append(line)
            return true
        }
        if isFirst { graft_write_error_line(line) }
    }
}
