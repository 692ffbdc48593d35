import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension TestHTTPServer {
    /// One canned response.
    ///
    /// ```swift
    /// server.route("/slow", .html(page, chunks: 20, chunkDelay: .milliseconds(40), chunkedEncoding: true))
    /// server.route("/cached", .html(page, headers: ["Cache-Control": "max-age=3600"]))
    /// server.route("/moved", .redirect(to: "/slow"))
    /// ```
    public struct Response: Sendable {
        /// The HTTP status code.
        public var status = 200
        /// The `Content-Type` header.
        public var contentType = "text/html; charset=utf-8"
        /// Extra header fields. Without a `Cache-Control` field, `Cache-Control: no-store` is sent.
        public var headers: [String: String] = [:]
        /// The body bytes.
        public var body: [UInt8] = []
        /// The body is written in this many pieces…
        public var chunks = 1
        /// …with this pause before each piece.
        public var chunkDelay: Duration = .zero
        /// Sends the body with `Transfer-Encoding: chunked` (one HTTP chunk per piece) instead of a
        /// `Content-Length`.
        public var chunkedEncoding = false
        /// With a value, a request whose `Authorization` header is not exactly it is answered
        /// `401` with `WWW-Authenticate: Basic realm="…"` (see ``protected(_:user:password:realm:)``).
        public var requiredAuthorization: String?
        /// The realm a 401 names.
        public var realm = "Graft tests"

        /// Creates a response.
        public init(
            status: Int = 200, contentType: String = "text/html; charset=utf-8", headers: [String: String] = [:],
            body: [UInt8] = [], chunks: Int = 1, chunkDelay: Duration = .zero, chunkedEncoding: Bool = false
        ) {
            self.status = status
            self.contentType = contentType
            self.headers = headers
            self.body = body
            self.chunks = chunks
            self.chunkDelay = chunkDelay
            self.chunkedEncoding = chunkedEncoding
        }

        /// An HTML response, optionally sent slowly.
        ///
        /// - Parameters:
        ///   - text: The page.
        ///   - headers: Extra header fields (e.g. `Cache-Control`).
        ///   - chunks: How many pieces to send the body in.
        ///   - chunkDelay: The pause before each piece.
        ///   - chunkedEncoding: Use `Transfer-Encoding: chunked`.
        public static func html(
            _ text: String, headers: [String: String] = [:], chunks: Int = 1, chunkDelay: Duration = .zero,
            chunkedEncoding: Bool = false
        ) -> Response {
            Response(
                headers: headers, body: Array(text.utf8), chunks: chunks, chunkDelay: chunkDelay,
                chunkedEncoding: chunkedEncoding)
        }

        /// A response with any content type.
        public static func data(_ bytes: [UInt8], contentType: String, chunks: Int = 1, chunkDelay: Duration = .zero)
            -> Response
        {
            Response(contentType: contentType, body: bytes, chunks: chunks, chunkDelay: chunkDelay)
        }

        /// A redirect to `location` (a path on this server or an absolute URL).
        ///
        /// - Parameters:
        ///   - location: The `Location` header.
        ///   - status: 301, 302 (the default), 303, 307 or 308.
        public static func redirect(to location: String, status: Int = 302) -> Response {
            Response(status: status, contentType: "text/plain", headers: ["Location": location])
        }

        /// `response`, served only to requests with HTTP Basic credentials `user` and `password`;
        /// others get `401 Unauthorized` with `WWW-Authenticate: Basic realm="realm"`.
        public static func protected(
            _ response: Response, user: String, password: String, realm: String = "Graft tests"
        ) -> Response {
            var protected = response
            protected.requiredAuthorization = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
            protected.realm = realm
            return protected
        }

        /// The answer to a request without the right credentials.
        func unauthorized() -> Response {
            Response(
                status: 401, contentType: "text/html", headers: ["WWW-Authenticate": "Basic realm=\"\(realm)\""],
                body: Array("<title>Unauthorized</title><p>401: credentials needed</p>".utf8))
        }

        /// 404 Not Found.
        public static let notFound = Response(status: 404, contentType: "text/plain", body: Array("not found".utf8))
    }
}

/// Reads one request head from a socket.
enum _RequestReader {
    static func read(_ client: Int32) -> TestHTTPServer.Request? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
            if containsHeadEnd(received) { break }
        }
        let lines = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return TestHTTPServer.Request(target: String(parts[1]), headers: headers)
    }

    private static func containsHeadEnd(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 0...(bytes.count - 4) where bytes[index..<index + 4].elementsEqual([13, 10, 13, 10]) {
            return true
        }
        return false
    }
}

/// Writes one response to a socket, slowly if asked.
struct _ResponseWriter {
    let client: Int32
    let response: TestHTTPServer.Response

    func write() {
        guard send(Array(head().utf8)) else { return }
        let pieces = max(1, response.chunks)
        let size = max(1, (response.body.count + pieces - 1) / pieces)
        var offset = 0
        while offset < response.body.count {
            if response.chunkDelay > .zero { Thread.sleep(forTimeInterval: response.chunkDelay.seconds) }
            let end = min(offset + size, response.body.count)
            let piece = Array(response.body[offset..<end])
            let framed =
                response.chunkedEncoding
                ? Array("\(String(piece.count, radix: 16))\r\n".utf8) + piece + [13, 10] : piece
            guard send(framed) else { return }
            offset = end
        }
        if response.chunkedEncoding { _ = send(Array("0\r\n\r\n".utf8)) }
        shutdown(client, Int32(SHUT_WR))
    }

    private func head() -> String {
        var fields = ["Content-Type": response.contentType, "Connection": "close"]
        if response.chunkedEncoding {
            fields["Transfer-Encoding"] = "chunked"
        } else {
            fields["Content-Length"] = String(response.body.count)
        }
        if !response.headers.keys.contains(where: { $0.lowercased() == "cache-control" }) {
            fields["Cache-Control"] = "no-store"
        }
        fields.merge(response.headers) { _, new in new }
        let lines = fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
        return "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n\(lines)\r\n"
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 303: return "See Other"
        case 304: return "Not Modified"
        case 401: return "Unauthorized"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 404: return "Not Found"
        default: return "Status"
        }
    }

    private func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let result = bytes[sent...].withUnsafeBytes {
                Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard result > 0 else { return false }
            sent += result
        }
        return true
    }
}

extension Duration {
    fileprivate var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
