import FoundationEssentials

extension AssetCatalog {
    /// The files of one image set (`Name.imageset`): one per scale (`1x`, `2x`, `3x`) and appearance.
    public struct ImageSet: Hashable, Sendable {
        /// One file of the set.
        public struct Variant: Hashable, Sendable {
            /// The image file's full path (PNG, JPEG, or any format GdkPixbuf reads).
            public var path: String
            /// Pixels per point: 1 for `1x` and for a single-scale image, 2 for `2x`, 3 for `3x`.
            public var scale: Int
            /// The scheme this file is for (`"luminosity": "dark"` is `.dark`), or nil for any.
            public var appearance: ColorScheme?
        }

        /// The set's folder.
        public let folder: String
        /// Its files, in the order of its `Contents.json`.
        public let variants: [Variant]

        /// Reads `folder/Contents.json`.
        ///
        /// - Throws: `AssetCatalogError.malformedContents` naming the file.
        public init(folder: String) throws(AssetCatalogError) {
            self.folder = folder
            let file = folder + "/Contents.json"
            let contents = try _decodeContents(_ImageSetContents.self, file: file)
            var found: [(idiom: String?, variant: Variant)] = []
            for entry in contents.images ?? [] {
                // An empty slot in Xcode has no file; high-contrast variants are not used.
                guard let filename = entry.filename, !_isHighContrast(entry.appearances) else { continue }
                let scale: Int
                if let text = entry.scale {
                    guard text.hasSuffix("x"), let value = Int(text.dropLast()), value > 0 else {
                        throw .malformedContents(file: file, reason: "scale '\(text)' is not 1x, 2x or 3x")
                    }
                    scale = value
                } else {
                    scale = 1
                }
                let appearance = try _appearance(entry.appearances, file: file)
                found.append(
                    (entry.idiom, Variant(path: folder + "/" + filename, scale: scale, appearance: appearance)))
            }
            let shared = found.filter { $0.idiom == nil || $0.idiom == "universal" || $0.idiom == "mac" }
            let variants = (shared.isEmpty ? found : shared).map(\.variant)
            self.variants = variants
        }

        /// The best file for a display of `scale` pixels per point in `scheme`: the scheme's own
        /// files if it has any (else those for any scheme), then the exact scale, else the smallest
        /// larger one, else the largest. Nil when the set lists no file.
        public func file(forScale scale: Double, in scheme: ColorScheme) -> Variant? {
            let ownScheme = variants.filter { $0.appearance == scheme }
            let candidates = ownScheme.isEmpty ? variants.filter { $0.appearance == nil } : ownScheme
            let pool = candidates.isEmpty ? variants : candidates
            let wanted = max(1, Int(scale.rounded(.up)))
            if let exact = pool.first(where: { $0.scale == wanted }) { return exact }
            if let larger = pool.filter({ $0.scale > wanted }).min(by: { $0.scale < $1.scale }) { return larger }
            return pool.max { $0.scale < $1.scale }
        }
    }
}

/// Decodes a `Contents.json`, turning every failure into an error that names the file.
func _decodeContents<T: Decodable>(_ type: T.Type, file: String) throws(AssetCatalogError) -> T {
    guard let data = FileManager.default.contents(atPath: file) else {
        throw .malformedContents(file: file, reason: "the file is missing or unreadable")
    }
    do {
        return try JSONDecoder().decode(T.self, from: data)
    } catch let error as DecodingError {
        throw .malformedContents(file: file, reason: _describe(error))
    } catch {
        throw .malformedContents(file: file, reason: "\(error)")
    }
}

/// Whether an entry is for the high-contrast appearance.
func _isHighContrast(_ appearances: [_Appearance]?) -> Bool {
    (appearances ?? []).contains { $0.appearance == "contrast" }
}

/// The scheme an entry's `appearances` ask for: `luminosity` `light`/`dark`; nil for none.
func _appearance(_ appearances: [_Appearance]?, file: String) throws(AssetCatalogError) -> ColorScheme? {
    guard let luminosity = appearances?.first(where: { $0.appearance == "luminosity" }) else { return nil }
    switch luminosity.value {
    case "dark": return .dark
    case "light": return .light
    default:
        throw .malformedContents(file: file, reason: "luminosity '\(luminosity.value)' is neither light nor dark")
    }
}

private func _describe(_ error: DecodingError) -> String {
    func at(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? "" : " at \(path)"
    }
    switch error {
    case .dataCorrupted(let context):
        return "not valid JSON\(at(context)): \(context.underlyingError.map { "\($0)" } ?? context.debugDescription)"
    case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)'\(at(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
        return "unexpected value\(at(context)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
}

struct _Appearance: Decodable {
    var appearance: String
    var value: String
}

struct _GroupContents: Decodable {
    struct Properties: Decodable {
        var providesNamespace: Bool?
        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
    }
    var properties: Properties?
}

struct _ImageSetContents: Decodable {
    struct Entry: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [_Appearance]?
    }
    var images: [Entry]?
}
