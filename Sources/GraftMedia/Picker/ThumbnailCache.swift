import Dispatch
import GtkBridge
import Synchronization

/// Thumbnails decoded on worker threads, scaled at decode time and cached as textures.
///
/// The main thread only asks (``request(_:completion:)``) and swaps a finished texture into a
/// picture. A request whose cell scrolled away before a worker reached it is skipped
/// (``cancel(_:)``), so fast scrolling does not queue work for items no longer shown.
@MainActor
final class ThumbnailCache {
    /// The cache the photo library uses (thumbnails fit 160 × 160 pixels).
    static let shared = ThumbnailCache(side: 160, capacity: 600)

    /// The side of the square the thumbnails fit.
    let side: Int
    private let capacity: Int
    private var textures: [String: Texture] = [:]
    private var recent: [String] = []
    private var waiting: [String: [@MainActor (Result<Texture, ImageCodecError>) -> Void]] = [:]
    private let wanted = _WantedPaths()
    private nonisolated static let workers = DispatchQueue(
        label: "graft.thumbnails", qos: .userInitiated, attributes: .concurrent)

    init(side: Int, capacity: Int) {
        self.side = side
        self.capacity = capacity
    }

    /// Decodes started so far (for tests and benchmarks).
    private(set) var decodeCount = 0

    /// The cached texture for `path`, if it was decoded already.
    func cached(_ path: String) -> Texture? { textures[path] }

    /// Calls `completion` on the main thread with the thumbnail of `path` (at once when cached).
    func request(_ path: String, completion: @escaping @MainActor (Result<Texture, ImageCodecError>) -> Void) {
        if let texture = textures[path] { return completion(.success(texture)) }
        wanted.paths.withLock { _ = $0.insert(path) }
        if waiting[path] != nil {
            waiting[path]!.append(completion)
            return
        }
        waiting[path] = [completion]
        decodeCount += 1
        let side = self.side
        let wanted = self.wanted
        Self.workers.async {
            guard wanted.paths.withLock({ $0.contains(path) }) else {
                Task { @MainActor in self.finish(path, nil) }
                return
            }
            let result = Result { () throws(ImageCodecError) in
                try ImageCodec.thumbnailTexture(atPath: path, maximumSide: side)
            }
            Task { @MainActor in self.finish(path, result) }
        }
    }

    /// Says the thumbnail of `path` is no longer needed (its cell was unbound).
    func cancel(_ path: String) {
        _ = wanted.paths.withLock { $0.remove(path) }
    }

    private func finish(_ path: String, _ result: Result<Texture, ImageCodecError>?) {
        let completions = waiting.removeValue(forKey: path) ?? []
        guard let result else {
            // Skipped because it was cancelled; a cell may have asked again since: start over.
            if wanted.paths.withLock({ $0.contains(path) }) {
                for completion in completions { request(path, completion: completion) }
            }
            return
        }
        if case .success(let texture) = result { store(texture, for: path) }
        for completion in completions { completion(result) }
    }

    private func store(_ texture: Texture, for path: String) {
        textures[path] = texture
        recent.append(path)
        while recent.count > capacity {
            let old = recent.removeFirst()
            if !recent.contains(old) { textures[old] = nil }
        }
    }

    /// Forgets every cached thumbnail.
    func removeAll() {
        textures.removeAll()
        recent.removeAll()
    }
}

/// The paths whose thumbnails are still wanted, shared with the workers.
final class _WantedPaths: Sendable {
    let paths = Mutex<Set<String>>([])
}
