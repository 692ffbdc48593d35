import Foundation
internal import GtkBridge
import Observation
internal import WebKitBridge

extension WebPage {
    /// A file the page is downloading: a link with a `download` attribute, a response sent with
    /// `Content-Disposition: attachment`, or ``WebPage/startDownload(from:)``.
    ///
    /// Its properties are observable; ``WebPage/downloadEvents`` reports the same steps in order.
    @Observable @MainActor
    public final class Download: Identifiable {
        /// Where a download stands.
        public enum State: Sendable, Equatable {
            /// Bytes are arriving (or the destination is being chosen).
            case inProgress
            /// Every byte is written to ``Download/destination``.
            case finished
            /// It stopped with an error; whatever was written is removed.
            case failed(WebPageError)
            /// ``Download/cancel()`` (or a destination chooser that chose nothing) stopped it;
            /// whatever was written is removed.
            case cancelled
        }

        /// The URL the file comes from.
        public let originalURL: URL?
        /// The file name the server suggests (from `Content-Disposition` or the URL), once known.
        public internal(set) var suggestedFilename = ""
        /// Where the file is written, once chosen.
        public internal(set) var destination: URL?
        /// How many bytes have been written.
        public internal(set) var receivedByteCount = 0
        /// The size the server announced (`Content-Length`), or `nil` when it sent none.
        public internal(set) var expectedByteCount: Int?
        /// How much is done, 0…1 (WebKit's estimate when the size is unknown).
        public internal(set) var fractionCompleted = 0.0
        /// Where the download stands.
        public internal(set) var state = State.inProgress

        @ObservationIgnored let native: WebKit.Download

        init(_ native: WebKit.Download) {
            self.native = native
            originalURL = native.requestURI.flatMap(URL.init(string:))
        }

        /// Stops the download: it ends as ``State-swift.enum/cancelled`` and its partial file is
        /// removed. Does nothing once it has ended.
        public func cancel() {
            guard state == .inProgress else { return }
            native.cancel()
        }
    }

    /// A step of a download, as ``WebPage/downloadEvents`` reports it.
    public enum DownloadEvent: Sendable {
        /// WebKit started it (its destination is not chosen yet).
        case started(Download)
        /// More bytes were written (``Download/receivedByteCount``).
        case progress(Download)
        /// Every byte is on disk at `destination`.
        case finished(Download, destination: URL)
        /// It ended without the file: ``WebPageError/Code-swift.enum/cancelled`` when cancelled,
        /// ``WebPageError/Code-swift.enum/downloadFailed`` otherwise.
        case failed(Download, WebPageError)
    }

    /// The page's downloads from now on, each step in order, for as long as the sequence is
    /// iterated (every access gives a new sequence; each hears every event).
    ///
    /// ```swift
    /// for await event in page.downloadEvents {
    ///     if case .finished(_, let destination) = event { open(destination) }
    /// }
    /// ```
    public var downloadEvents: AsyncStream<DownloadEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: DownloadEvent.self)
        let id = downloadCenter.add(continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.downloadCenter.remove(id) }
        }
        return stream
    }

    /// Downloads `url` as a link with a `download` attribute would, through the page's session.
    ///
    /// - Parameter url: What to download.
    public func startDownload(from url: URL) {
        webView.download(uri: url.absoluteString)
    }

    func connectDownloads() -> SignalToken {
        let session = webView.networkSession
        return session.onDownloadStarted { [weak self] native in
            guard let self, native.isStarted(by: self.webView) else { return }
            self.track(Download(native))
        }
    }

    private func track(_ download: Download) {
        let native = download.native
        downloadCenter.active.append(download)
        var failure: WebPageError?
        native.onDecideDestination = { [weak self, weak download] suggested in
            guard let self, let download, let chooser = self.downloadDestination else {
                download?.suggestedFilename = suggested
                return false
            }
            download.suggestedFilename = suggested
            Task { @MainActor in
                if let destination = await chooser(download), destination.isFileURL {
                    native.setDestination(destination.path)
                } else {
                    native.cancel()
                }
            }
            return true
        }
        native.onCreatedDestination = { [weak download] path in download?.destination = URL(fileURLWithPath: path) }
        native.onReceivedData = { [weak self, weak download, weak native] _ in
            guard let self, let download, let native else { return }
            download.receivedByteCount = native.receivedLength
            download.expectedByteCount = native.expectedLength
            download.fractionCompleted = min(max(native.estimatedProgress, 0), 1)
            self.downloadCenter.send(.progress(download))
        }
        native.onFailed = { [weak download] error in
            failure = WebPageError(download: error, url: download?.originalURL)
        }
        native.onFinished = { [weak self, weak download, weak native] in
            guard let self, let download, let native else { return }
            defer { native.clearHandlers() }
            self.downloadCenter.active.removeAll { $0 === download }
            if let failure {
                download.state = failure.code == .cancelled ? .cancelled : .failed(failure)
                self.downloadCenter.send(.failed(download, failure))
            } else {
                let destination = download.destination ?? native.destination.map { URL(fileURLWithPath: $0) }
                download.destination = destination
                download.fractionCompleted = 1
                download.state = .finished
                if let destination { self.downloadCenter.send(.finished(download, destination: destination)) }
            }
        }
        downloadCenter.send(.started(download))
    }
}

/// The page's downloads in flight and the sequences that hear about them.
@MainActor
final class DownloadCenter {
    /// Downloads not yet ended (kept alive until WebKit reports `finished`).
    var active: [WebPage.Download] = []
    private var listeners: [Int: AsyncStream<WebPage.DownloadEvent>.Continuation] = [:]
    private var nextID = 0

    func add(_ continuation: AsyncStream<WebPage.DownloadEvent>.Continuation) -> Int {
        nextID += 1
        listeners[nextID] = continuation
        return nextID
    }

    func remove(_ id: Int) { listeners[id] = nil }

    func send(_ event: WebPage.DownloadEvent) {
        for listener in listeners.values { listener.yield(event) }
    }
}

extension WebPageError {
    init(download error: WebKit.ErrorInfo, url: URL?) {
        let cancelled =
            error.domain == WebKit.ErrorInfo.downloadDomain && error.code == WebKit.ErrorInfo.downloadCancelledByUser
        self.init(
            cancelled ? .cancelled : .downloadFailed,
            message: cancelled ? "The download was cancelled" : "The download failed: \(error.message)",
            failingURL: url?.absoluteString, underlyingDomain: error.domain, underlyingCode: error.code)
    }
}
