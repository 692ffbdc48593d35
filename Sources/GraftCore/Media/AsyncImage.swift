import Foundation

/// The state of an `AsyncImage`'s load, for its `content` closure.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (loading, or no URL).
    case empty
    /// Loaded and decoded.
    case success(Image)
    /// The load or the decoding failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` could not show its image.
public enum AsyncImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server answered with an HTTP error status (404, 500…).
    case httpStatus(Int)
    /// The bytes are not an image the decoder reads (corrupt, truncated, another format).
    case notAnImage(String)
    /// No image decoder is installed (a view graph on a backend that shows no images).
    case noDecoder

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .httpStatus(let status): "the server answered HTTP \(status)"
        case .notAnImage(let reason): "not an image: \(reason)"
        case .noDecoder: "no image decoder is installed"
        }
    }
}

/// An image loaded from a URL, shown through phases: a placeholder while it loads, then the image.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.org/cover.png")) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
///
/// The bytes are fetched with `URLSession.shared` and decoded (gdk-pixbuf on GTK) off the main
/// thread; decoded images are kept in a cache shared by every `AsyncImage`, so a URL shown again
/// (a row scrolled back, a new window) appears at once. A new URL starts a new load; a view that
/// goes away cancels its load.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let transaction: Transaction
    let makeContent: @MainActor (AsyncImagePhase) -> AnyView
    @State private var loaded = _AsyncImageLoaded()

    /// Loads `url` and shows `content` for each phase.
    ///
    /// - Parameters:
    ///   - url: The image's address; `nil` stays `.empty`.
    ///   - scale: Pixels per point of the image (2 for an `@2x` image).
    ///   - transaction: The transaction a phase change is applied in (`Transaction(animation:)` to animate it).
    ///   - content: The view for a phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping @MainActor (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        makeContent = { AnyView(content($0)) }
    }

    /// The view for the current phase; loading starts when it appears and when `url` changes.
    public var body: some View {
        let phase = loaded.url == url ? loaded.phase : .empty
        let (url, scale, transaction) = (self.url, self.scale, self.transaction)
        let loaded = $loaded
        return makeContent(phase)
            .task(id: url) {
                guard let url else {
                    loaded.wrappedValue = _AsyncImageLoaded()
                    return
                }
                if let cached = _AsyncImageCache.shared.image(for: url, scale: scale) {
                    loaded.wrappedValue = _AsyncImageLoaded(url: url, phase: .success(cached))
                    return
                }
                let phase = await _AsyncImageCache.shared.load(url, scale: scale)
                guard !Task.isCancelled else { return }
                withTransaction(transaction) { loaded.wrappedValue = _AsyncImageLoaded(url: url, phase: phase) }
            }
    }
}

extension AsyncImage where Content == Image {
    /// Loads `url` and shows it, with a grey placeholder filling the space until it has loaded (and
    /// when it cannot be loaded).
    ///
    /// - Parameters:
    ///   - url: The image's address.
    ///   - scale: Pixels per point of the image.
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        makeContent = { phase in
            if let image = phase.image { return AnyView(image) }
            return AnyView(Color.gray.opacity(0.25))
        }
    }
}

extension AsyncImage {
    /// Loads `url`, showing `placeholder` until it has loaded (and when it cannot be), then `content`.
    ///
    /// - Parameters:
    ///   - url: The image's address.
    ///   - scale: Pixels per point of the image.
    ///   - content: The view of the loaded image (`image.resizable()`…).
    ///   - placeholder: The view until then.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping @MainActor (Image) -> I,
        @ViewBuilder placeholder: @escaping @MainActor () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        makeContent = { phase in
            if let image = phase.image { return AnyView(content(image)) }
            return AnyView(placeholder())
        }
    }
}

/// What an `AsyncImage` has loaded, and for which URL.
struct _AsyncImageLoaded {
    var url: URL?
    var phase: AsyncImagePhase = .empty
}
