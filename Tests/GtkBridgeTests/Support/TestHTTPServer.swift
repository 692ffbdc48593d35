import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests, on background threads.
///
/// It binds an ephemeral port, serves fixed routes (404 otherwise), closes each connection after
/// one response, records every request path, and can send a body slowly — in chunks with a delay
/// between them — so that load progress is observable.
///
/// ```swift
/// let server = try TestHTTPServer()
/// server.route("/", .html("<p>Hi</p>", chunks: 10, chunkDelay: .milliseconds(50)))
/// webView.loadURI(server.url("/"))
/// ```
final class TestHTTPServer: Sendable {
    /// One canned response.
    struct Response: Sendable {
        var status = 200
        var contentType = "text/html; charset=utf-8"
        var body: [UInt8] = []
        /// The body is written in this many pieces…
        var chunks = 1
        /// …with this pause before each piece.
        var chunkDelay: Duration = .zero

        /// An HTML response, optionally sent slowly.
        static func html(_ text: String, chunks: Int = 1, chunkDelay: Duration = .zero) -> Response {
            Response(body: Array(text.utf8), chunks: chunks, chunkDelay: chunkDelay)
        }

        /// A response with any content type.
        static func data(_ bytes: [UInt8], contentType: String, chunks: Int = 1, chunkDelay: Duration = .zero)
            -> Response
        {
            Response(contentType: contentType, body: bytes, chunks: chunks, chunkDelay: chunkDelay)
        }

        static let notFound = Response(status: 404, contentType: "text/plain", body: Array("not found".utf8))
    }

    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// The bound port on 127.0.0.1.
    let port: UInt16
    private let listener: Int32
    private let state = Mutex(State())
    private let stopped = Atomic<Bool>(false)
    private let acceptThreadDone = Atomic<Bool>(false)

    private struct State {
        var routes: [String: Response] = [:]
        var requests: [String] = []
    }

    /// Starts listening on 127.0.0.1 at an ephemeral port.
    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw StartError(description: "socket() failed: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw StartError(description: "bind/listen on 127.0.0.1 failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "TestHTTPServer.accept"
        thread.start()
    }

    deinit {
        stop()
    }

    /// The absolute URL of `path` on this server.
    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// Serves `response` for requests to `path` (query strings are ignored).
    func route(_ path: String, _ response: Response) {
        state.withLock { $0.routes[path] = response }
    }

    /// The paths requested so far, in arrival order.
    var requests: [String] {
        state.withLock { $0.requests }
    }

    /// Stops accepting connections and closes the listening socket. Idempotent.
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        let deadline = ContinuousClock.now.advanced(by: .seconds(2))
        while !acceptThreadDone.load(ordering: .acquiring), ContinuousClock.now < deadline {
            usleep(1_000)
        }
        close(listener)
    }

    private func acceptLoop() {
        defer { acceptThreadDone.store(true, ordering: .releasing) }
        while !stopped.load(ordering: .acquiring) {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            let connection = Thread { [self] in serve(client) }
            connection.name = "TestHTTPServer.connection"
            connection.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let path = readRequestPath(client) else { return }
        let response = state.withLock { state -> Response in
            state.requests.append(path)
            let bare = String(path.prefix { $0 != "?" })
            return state.routes[bare] ?? .notFound
        }
        let reason = response.status == 200 ? "OK" : "Not Found"
        let head =
            "HTTP/1.1 \(response.status) \(reason)\r\nContent-Type: \(response.contentType)\r\n"
            + "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        guard send(client, Array(head.utf8)) else { return }
        let pieces = max(1, response.chunks)
        let size = max(1, (response.body.count + pieces - 1) / pieces)
        var offset = 0
        while offset < response.body.count {
            if response.chunkDelay > .zero { Thread.sleep(forTimeInterval: response.chunkDelay.seconds) }
            let end = min(offset + size, response.body.count)
            guard send(client, Array(response.body[offset..<end])) else { return }
            offset = end
        }
        shutdown(client, Int32(SHUT_WR))
    }

    /// Reads the request head and returns the request target (e.g. `/index.html`).
    private func readRequestPath(_ client: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65_536 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[0..<count])
            if containsHeadEnd(received) { break }
        }
        guard let line = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first else { return nil }
        let parts = line.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private func containsHeadEnd(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 0...(bytes.count - 4) where bytes[index..<index + 4].elementsEqual([13, 10, 13, 10]) {
            return true
        }
        return false
    }

    private func send(_ client: Int32, _ bytes: [UInt8]) -> Bool {
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
