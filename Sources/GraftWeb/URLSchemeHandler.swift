import Foundation
internal import WebKitBridge

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A custom URL scheme a page's ``URLSchemeHandler`` answers, such as `app`.
public struct URLScheme: Hashable, Sendable {
    /// The scheme, lowercase, without `:`.
    public let rawValue: String

    /// The schemes WebKit handles itself, which no handler may take over.
    static let reserved: Set<String> = [
        "http", "https", "file", "ftp", "about", "data", "blob", "javascript", "ws", "wss", "webkit", "resource",
    ]

    /// Makes a scheme; `nil` for text that is not a scheme (`^[a-z][a-z0-9+.-]*$`, any case) or
    /// for a scheme WebKit handles itself (`http`, `https`, `file`, `about`, `data`, `blob`, …).
    ///
    /// - Parameter rawValue: The scheme's name.
    public init?(_ rawValue: String) {
        let scheme = rawValue.lowercased()
        guard let first = scheme.unicodeScalars.first, ("a"..."z").contains(first),
            scheme.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0)
            }),
            !Self.reserved.contains(scheme)
        else { return nil }
        self.rawValue = scheme
    }
}

/// One step of a ``URLSchemeHandler``'s reply: the response, then the body's chunks.
public enum URLSchemeTaskResult: Sendable {
    /// The response (an `HTTPURLResponse` sets the status code and header fields); it comes first.
    case response(URLResponse)
    /// A chunk of the body.
    case data(Data)
}

/// Answers a page's requests for URLs of a custom scheme (WebKitGTK's `WebKitURISchemeRequest`),
/// registered with ``WebPage/Configuration/urlSchemeHandlers``.
///
/// The reply is a sequence: a `.response` first, then `.data` chunks. Each chunk is handed to
/// WebKit before the next is asked for, so a large body streams without being held in memory.
/// A sequence that throws before its response, or ends without one, fails the page's load with
/// the error's description; one that throws later cuts the body short. One that sends no response
/// within 30 seconds fails the load too (its task is cancelled).
///
/// ```swift
/// struct AppScheme: URLSchemeHandler {
///     func reply(for request: URLRequest) -> AsyncThrowingStream<URLSchemeTaskResult, any Error> {
///         AsyncThrowingStream { continuation in
///             let html = Data("<h1>Bundled</h1>".utf8)
///             continuation.yield(.response(URLResponse(
///                 url: request.url!, mimeType: "text/html", expectedContentLength: html.count,
///                 textEncodingName: "utf-8")))
///             continuation.yield(.data(html))
///             continuation.finish()
///         }
///     }
/// }
/// ```
public protocol URLSchemeHandler: Sendable {
    /// The sequence a reply is.
    associatedtype TaskSequence: AsyncSequence<URLSchemeTaskResult, any Error>

    /// The reply to `request`: a response, then the body's chunks.
    ///
    /// - Parameter request: The page's request (its URL and method).
    /// - Returns: The reply.
    func reply(for request: URLRequest) -> TaskSequence
}

/// Feeds a handler's reply into WebKit's request.
@MainActor
enum URLSchemeServing {
    static func serve(_ request: WebKit.URISchemeRequest, with handler: any URLSchemeHandler) {
        guard let url = URL(string: request.uri) else {
            request.fail(message: "“\(request.uri)” is not a URL")
            return
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.httpMethod
        let serving = Task { @MainActor in await stream(handler, urlRequest, to: request) }
        let limit = responseTimeout
        Task { @MainActor in
            try? await Task.sleep(for: limit)
            guard !request.isAnswered else { return }
            serving.cancel()
            request.fail(message: "The URL scheme handler did not answer \(request.uri) within \(limit)")
        }
    }

    /// How long a handler may take to send its response before the load fails.
    static var responseTimeout: Duration = .seconds(30)

    private static func stream<Handler: URLSchemeHandler>(
        _ handler: Handler, _ urlRequest: URLRequest, to request: WebKit.URISchemeRequest
    ) async {
        var body: WebKit.URISchemeBody?
        do {
            for try await result in handler.reply(for: urlRequest) {
                switch result {
                case .response(let response):
                    guard body == nil else { continue }  // a second response: the first one stands
                    let http = response as? HTTPURLResponse
                    var headers: [String: String] = [:]
                    for case (let name as String, let value as String) in http?.allHeaderFields ?? [:] {
                        headers[name] = value
                    }
                    guard
                        let opened = request.respond(
                            statusCode: http?.statusCode ?? 200, mimeType: response.mimeType, headers: headers,
                            contentLength: response.expectedContentLength)
                    else { return }
                    body = opened
                case .data(let data):
                    guard let body else {
                        request.fail(message: "The URL scheme handler sent data before its response")
                        return
                    }
                    try await body.write([UInt8](data))
                }
            }
            if let body {
                body.close()
            } else {
                request.fail(message: "The URL scheme handler ended its reply without a response")
            }
        } catch {
            if let body {
                body.close()
            } else {
                request.fail(message: "The URL scheme handler failed: \(error)")
            }
        }
    }
}
