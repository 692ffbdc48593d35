import Foundation
import GraftWeb

/// Serves the showcase's bundled web pages under `graft-showcase://start/`, from the target's
/// `Resources` folder: the start page works with no network, and its links and images resolve
/// against the bundle like a site's do. A path the bundle lacks fails the load with its name.
struct BundledPages: URLSchemeHandler {
    /// The scheme the pages are served under.
    static let scheme = URLScheme("graft-showcase")!
    /// The start page's address.
    static let startURL = URL(string: "graft-showcase://start/")!

    /// A path with no file in the bundle.
    struct NotFound: LocalizedError {
        let path: String
        var errorDescription: String? { "The showcase has no bundled page “\(path)”" }
    }

    func reply(for request: URLRequest) -> AsyncThrowingStream<URLSchemeTaskResult, any Error> {
        AsyncThrowingStream { continuation in
            do {
                let (url, file) = try Self.file(for: request)
                let data = try Data(contentsOf: file)
                continuation.yield(
                    .response(
                        URLResponse(
                            url: url, mimeType: Self.mimeType(of: file), expectedContentLength: data.count,
                            textEncodingName: "utf-8")))
                continuation.yield(.data(data))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }

    /// The bundled file for `request`'s path (`/` is `start.html`), refusing paths that climb out.
    private static func file(for request: URLRequest) throws -> (URL, URL) {
        let url = request.url ?? startURL
        let path = url.path.isEmpty || url.path == "/" ? "start.html" : String(url.path.drop { $0 == "/" })
        let name = (path as NSString).deletingPathExtension
        let ending = (path as NSString).pathExtension
        guard !path.split(separator: "/").contains(".."),
            let file = Bundle.module.url(forResource: name, withExtension: ending, subdirectory: "Resources")
        else { throw NotFound(path: path) }
        return (url, file)
    }

    private static func mimeType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "html", "htm": "text/html"
        case "css": "text/css"
        case "js": "text/javascript"
        case "png": "image/png"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
