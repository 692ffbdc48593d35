import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns an image file's bytes into pixels; the backend installs one (gdk-pixbuf on GTK). Called
/// off the main thread.
package enum _ImageDecoding {
    /// The decoder, or `nil` before a backend that shows images started.
    package nonisolated(unsafe) static var decode: (@Sendable (Data) throws -> PlatformImage)?
}

/// The images `AsyncImage`s have loaded, by URL, and the loads under way (two views of one URL
/// share one load).
@MainActor
final class _AsyncImageCache {
    static let shared = _AsyncImageCache()
    /// How many decoded images are kept; the least recently used goes first.
    let capacity = 100
    private var images: [URL: PlatformImage] = [:]
    private var order: [URL] = []
    private var loads: [URL: Task<Result<PlatformImage, any Error>, Never>] = [:]

    /// The cached image of `url`, if it was loaded before.
    func image(for url: URL, scale: CGFloat) -> Image? {
        guard let image = images[url] else { return nil }
        touch(url)
        return Image(image)
    }

    /// Loads, decodes and caches `url` (off the main thread), or waits for the load under way.
    func load(_ url: URL, scale: CGFloat) async -> AsyncImagePhase {
        let task: Task<Result<PlatformImage, any Error>, Never>
        if let running = loads[url] {
            task = running
        } else {
            task = Task.detached { await Self.fetch(url) }
            loads[url] = task
        }
        let result = await task.value
        loads[url] = nil
        switch result {
        case .success(let image):
            store(image, for: url)
            return .success(Image(image))
        case .failure(let error):
            return .failure(error)
        }
    }

    /// Fetches and decodes, on whatever thread the detached task runs.
    private nonisolated static func fetch(_ url: URL) async -> Result<PlatformImage, any Error> {
        do {
            let data: Data
            if url.isFileURL {
                data = try Data(contentsOf: url)
            } else {
                let (body, response) = try await URLSession.shared.data(from: url)
                if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                    throw AsyncImageError.httpStatus(http.statusCode)
                }
                data = body
            }
            guard let decode = _ImageDecoding.decode else { throw AsyncImageError.noDecoder }
            do {
                return .success(try decode(data))
            } catch {
                throw AsyncImageError.notAnImage("\(error)")
            }
        } catch {
            return .failure(error)
        }
    }

    private func store(_ image: PlatformImage, for url: URL) {
        images[url] = image
        touch(url)
        while order.count > capacity { images[order.removeFirst()] = nil }
    }

    private func touch(_ url: URL) {
        order.removeAll { $0 == url }
        order.append(url)
    }

    /// Forgets every cached image (tests that need a fresh load).
    package static func _removeAll() {
        shared.images = [:]
        shared.order = []
    }
}
