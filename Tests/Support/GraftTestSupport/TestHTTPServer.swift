import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests and benchmarks, on background threads.
///
/// It binds an ephemeral port on the loopback address only, serves fixed routes (404 otherwise),
/// closes each connection after one response and records every request. A response can be sent
/// slowly — in pieces with a pause before each, optionally with `Transfer-Encoding: chunked` — so
/// that load progress is observable, and a route can redirect.
///
/// ```swift
/// let server = try TestHTTPServer()
/// server.route("/", .html("<p>Hi</p>", chunks: 10, chunkDelay: .milliseconds(50)))
/// server.route("/old", .redirect(to: "/"))
/// webView.loadURI(server.url("/"))
/// #expect(server.requestCount(for: "/") == 1)
/// ```
public final class TestHTTPServer: Sendable {
    /// The bound port on 127.0.0.1.
    public let port: UInt16
    private let listener: Int32
    private let state = Mutex(State())
    private let stopped = Atomic<Bool>(false)
    private let acceptThreadDone = Atomic<Bool>(false)

    private struct State {
        var routes: [String: Response] = [:]
        var requests: [Request] = []
    }

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        /// What failed, with the `errno` value.
        public let description: String
    }

    /// Starts listening on 127.0.0.1 at an ephemeral port.
    ///
    /// - Throws: `StartError` if the socket cannot be made or bound.
    public init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw StartError(description: "socket() failed: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard let port = Self.bindLoopback(fd), listen(fd, 64) == 0 else {
            close(fd)
            throw StartError(description: "bind/listen on 127.0.0.1 failed: errno \(errno)")
        }
        listener = fd
        self.port = port
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "TestHTTPServer.accept"
        thread.start()
    }

    deinit {
        stop()
    }

    /// A port on 127.0.0.1 with nothing listening on it, for "connection refused" tests.
    ///
    /// The port is bound and released at once; nothing else on this machine is expected to take
    /// it in the moment before the test connects.
    public static func unusedPort() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        return bindLoopback(fd) ?? 9
    }

    /// The absolute URL of `path` on this server, as text.
    ///
    /// - Parameter path: A path such as `"/index.html"`, with an optional query.
    public func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// The absolute URL of `path` on this server.
    ///
    /// - Parameter path: A path such as `"/index.html"`, with an optional query.
    public func endpoint(_ path: String) -> URL {
        URL(string: url(path))!
    }

    /// Serves `response` for requests to `path` (query strings are ignored when matching).
    ///
    /// - Parameters:
    ///   - path: The path to answer, without a query.
    ///   - response: The canned response.
    public func route(_ path: String, _ response: Response) {
        state.withLock { $0.routes[path] = response }
    }

    /// The request targets received so far (path and query), in arrival order.
    public var requests: [String] {
        state.withLock { $0.requests.map(\.target) }
    }

    /// The requests received so far, with their headers, in arrival order.
    public var recordedRequests: [Request] {
        state.withLock { $0.requests }
    }

    /// Forgets the requests recorded so far: a long run (a soak) would otherwise hold every request
    /// and its headers, and count the test's own log as the code's memory growth.
    public func forgetRequests() {
        state.withLock { $0.requests.removeAll() }
    }

    /// How many requests arrived for `path` (any query).
    ///
    /// - Parameter path: The path without a query, e.g. `"/page"`.
    public func requestCount(for path: String) -> Int {
        state.withLock { $0.requests.filter { $0.path == path }.count }
    }

    /// Stops accepting connections and closes the listening socket. Idempotent.
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        let deadline = ContinuousClock.now.advanced(by: .seconds(2))
        while !acceptThreadDone.load(ordering: .acquiring), ContinuousClock.now < deadline {
            usleep(1_000)
        }
        close(listener)
    }

    // MARK: - Serving

    private static func bindLoopback(_ fd: Int32) -> UInt16? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { return nil }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
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
        guard let request = _RequestReader.read(client) else { return }
        var response = state.withLock { state -> Response in
            state.requests.append(request)
            return state.routes[request.path] ?? .notFound
        }
        if let required = response.requiredAuthorization, request.headers["authorization"] != required {
            response = response.unauthorized()
        }
        _ResponseWriter(client: client, response: response).write()
    }
}

extension TestHTTPServer {
    /// One request the server received.
    public struct Request: Sendable, Equatable {
        /// The request target as sent: path and query, e.g. `"/page?x=1"`.
        public let target: String
        /// The header fields, with lower-cased names.
        public let headers: [String: String]

        /// The target without its query.
        public var path: String { String(target.prefix { $0 != "?" }) }
    }
}
