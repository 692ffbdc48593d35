/// Which kinds of items a photo picker shows — PhotosUI's `PHPickerFilter`.
///
/// The library is a folder of files, so a file's kind is its extension: an image is one of
/// ``PhotoLibraryFolder/photoExtensions``, a video one of ``PhotoLibraryFolder/videoExtensions``.
/// A Live Photo is a pairing the file system does not record, so ``livePhotos`` matches no file.
///
/// ```swift
/// PhotosPicker(selection: $item, matching: .any(of: [.images, .videos])) { Text("Choose") }
/// PhotosPicker(selection: $item, matching: .not(.videos)) { Text("Photos only") }
/// ```
public final class PHPickerFilter: Sendable, Hashable {
    /// What a file in the library is, as a filter sees it.
    enum Kind: Sendable, Hashable { case image, video }

    private indirect enum Rule: Sendable, Hashable {
        case kind(Kind)
        case livePhotos
        case any([Rule])
        case all([Rule])
        case not(Rule)

        func matches(_ kind: Kind) -> Bool {
            switch self {
            case .kind(let wanted): wanted == kind
            case .livePhotos: false
            case .any(let rules): rules.contains { $0.matches(kind) }
            case .all(let rules): rules.allSatisfy { $0.matches(kind) }
            case .not(let rule): !rule.matches(kind)
            }
        }
    }

    private let rule: Rule

    private init(_ rule: Rule) { self.rule = rule }

    /// Still images: PNG, JPEG, GIF, BMP, TIFF (and WebP with its loader).
    public static let images = PHPickerFilter(.kind(.image))
    /// Videos: MP4, M4V, MOV, WebM, Matroska, AVI, Ogg video.
    public static let videos = PHPickerFilter(.kind(.video))
    /// Live Photos; a folder of files has none, so this matches nothing.
    public static let livePhotos = PHPickerFilter(.livePhotos)

    /// Items any of `subfilters` matches.
    ///
    /// - Parameter subfilters: The filters to combine.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.any(subfilters.map(\.rule)))
    }

    /// Items every one of `subfilters` matches.
    ///
    /// - Parameter subfilters: The filters to combine.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.all(subfilters.map(\.rule)))
    }

    /// Items `filter` does not match.
    ///
    /// - Parameter filter: The filter to invert.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(.not(filter.rule)) }

    func matches(_ kind: Kind) -> Bool { rule.matches(kind) }

    /// Whether two filters match by the same rule.
    public static func == (lhs: PHPickerFilter, rhs: PHPickerFilter) -> Bool { lhs.rule == rhs.rule }

    /// Hashes the filter's rule.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) { hasher.combine(rule) }
}
