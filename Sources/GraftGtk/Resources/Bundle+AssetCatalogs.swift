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
        var searchOrder: [String]?
    }
    private static let state = Mutex(State())

    static var searchOrder: [Bundle] {
        let paths = state.withLock { $0.searchOrder } ?? findSearchOrder()
        return paths.compactMap { $0 == Bundle.main.bundlePath ? Bundle.main : Bundle(path: $0) }
    }

    private static func findSearchOrder() -> [String] {
        let folder = Bundle.main.bundlePath
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let bundles = entries.filter { $0.hasSuffix(".resources") }.sorted().map { folder + "/" + $0 }
        let order = [folder] + bundles.filter { AssetCatalog.isFolder($0) }
        state.withLock { $0.searchOrder = order }
        return order
    }

    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        let root = bundle.resourcePath ?? bundle.bundlePath
        if let known = state.withLock({ $0.catalogs[root] }) { return known }
        let isMain = bundle.bundlePath == Bundle.main.bundlePath
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
            if let known = state.catalogs[root] { return known }  // another thread read it first
            state.catalogs[root] = catalogs
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
        guard let bundle, bundle.bundlePath != Bundle.main.bundlePath else {
            return searchOrder.flatMap { catalogs(in: $0) }
        }
        return catalogs(in: bundle)
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
