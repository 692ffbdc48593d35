import CGtk
import Foundation
import Synchronization

/// An HTTPS front for a ``TestHTTPServer``: a TLS listener on 127.0.0.1 (GLib's
/// `GTlsServerConnection`, GnuTLS through glib-networking) that decrypts each request and relays
/// it to the plain server, then relays the answer back encrypted.
///
/// The certificate and its key come from a PEM text (a self-signed fixture); the client must be
/// told to trust it. Only request heads are relayed (GET requests, no bodies), one request a
/// connection, as the plain server answers.
///
/// ```swift
/// let plain = try TestHTTPServer()
/// let secure = try TestTLSServer(relayingTo: plain, certificatePEM: pem)
/// webView.loadURI(secure.url("/"))
/// ```
public final class TestTLSServer: Sendable {
    /// The bound port on 127.0.0.1.
    public let port: UInt16
    private let backendPort: UInt16
    private let listener: _GObjectBox
    private let certificate: _GObjectBox
    private let cancellable: _GObjectBox
    private let handshakes = Atomic<Int>(0)

    /// Why the server could not start: the PEM text or the socket was refused.
    public struct StartError: Error, CustomStringConvertible {
        /// GLib's message.
        public let description: String
    }

    /// Starts listening on 127.0.0.1 at an ephemeral port.
    ///
    /// - Parameters:
    ///   - backend: The plain server that answers the decrypted requests.
    ///   - certificatePEM: A certificate and its private key, PEM-encoded.
    /// - Throws: `StartError` if the certificate cannot be read or the port not bound.
    public init(relayingTo backend: TestHTTPServer, certificatePEM: String) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let certificate = g_tls_certificate_new_from_pem(certificatePEM, -1, &error) else {
            throw StartError(description: Self.message(of: error))
        }
        self.certificate = _GObjectBox(UnsafeMutableRawPointer(certificate))
        let listener = g_socket_listener_new()!
        self.listener = _GObjectBox(UnsafeMutableRawPointer(listener))
        let address = g_inet_socket_address_new_from_string("127.0.0.1", 0)!
        defer { g_object_unref(address) }
        var effective: UnsafeMutablePointer<GSocketAddress>?
        guard
            g_socket_listener_add_address(
                listener, address, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, nil, &effective, &error) != 0,
            let effective
        else {
            throw StartError(description: Self.message(of: error))
        }
        port = UInt16(g_inet_socket_address_get_port(_cast(effective)))
        g_object_unref(effective)
        backendPort = backend.port
        cancellable = _GObjectBox(UnsafeMutableRawPointer(g_cancellable_new()!))
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "TestTLSServer.accept"
        thread.start()
    }

    deinit {
        stop()
    }

    /// The absolute `https` URL of `path` on this server, as text.
    ///
    /// - Parameter path: A path such as `"/index.html"`, with an optional query.
    public func url(_ path: String) -> String {
        "https://127.0.0.1:\(port)\(path)"
    }

    /// How many TLS handshakes completed (one for each connection a client kept).
    public var handshakeCount: Int { handshakes.load(ordering: .acquiring) }

    /// Stops accepting connections. Idempotent.
    public func stop() {
        g_cancellable_cancel(cancellable.as(GCancellable.self))
        g_socket_listener_close(listener.as(GSocketListener.self))
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown GLib error" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    private func acceptLoop() {
        while g_cancellable_is_cancelled(cancellable.as(GCancellable.self)) == 0 {
            guard
                let connection = g_socket_listener_accept(
                    listener.as(GSocketListener.self), nil, cancellable.as(GCancellable.self), nil)
            else { return }
            let box = _GObjectBox(UnsafeMutableRawPointer(connection))
            let thread = Thread { [self] in relay(box) }
            thread.name = "TestTLSServer.connection"
            thread.start()
        }
    }

    private func relay(_ connection: _GObjectBox) {
        let plain = connection.as(GIOStream.self)
        guard let secure = g_tls_server_connection_new(plain, certificate.as(GTlsCertificate.self), nil) else {
            return
        }
        defer {
            g_io_stream_close(secure, nil, nil)
            g_object_unref(secure)
        }
        guard g_tls_connection_handshake(_cast(secure), nil, nil) != 0 else { return }
        handshakes.add(1, ordering: .acquiringAndReleasing)
        guard let head = readHead(g_io_stream_get_input_stream(secure)) else { return }
        let client = g_socket_client_new()!
        defer { g_object_unref(client) }
        guard let upstream = g_socket_client_connect_to_host(client, "127.0.0.1", backendPort, nil, nil) else {
            return
        }
        let upstreamStream: UnsafeMutablePointer<GIOStream> = _cast(upstream)
        defer {
            g_io_stream_close(upstreamStream, nil, nil)
            g_object_unref(upstream)
        }
        guard write(head, to: g_io_stream_get_output_stream(upstreamStream)) else { return }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        let input = g_io_stream_get_input_stream(upstreamStream)
        let output = g_io_stream_get_output_stream(secure)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                g_input_stream_read(input, $0.baseAddress, gsize($0.count), nil, nil)
            }
            guard count > 0, write(Array(buffer[0..<count]), to: output) else { return }
        }
    }

    /// Reads up to and including the blank line that ends a request head (at most 64 KiB).
    private func readHead(_ input: UnsafeMutablePointer<GInputStream>?) -> [UInt8]? {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while head.count < 65_536 {
            guard g_input_stream_read(input, &byte, 1, nil, nil) == 1 else { return nil }
            head.append(byte)
            if head.count >= 4, head.suffix(4).elementsEqual([13, 10, 13, 10]) { return head }
        }
        return nil
    }

    private func write(_ bytes: [UInt8], to output: UnsafeMutablePointer<GOutputStream>?) -> Bool {
        bytes.withUnsafeBytes { g_output_stream_write_all(output, $0.baseAddress, gsize($0.count), nil, nil, nil) != 0 }
    }
}

/// A GObject reference that threads may share (GIO's listener, certificate and cancellable are
/// thread-safe); released when the box goes.
private final class _GObjectBox: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    init(_ pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
    }

    func `as`<T>(_: T.Type) -> UnsafeMutablePointer<T> { pointer.assumingMemoryBound(to: T.self) }

    deinit { g_object_unref(pointer) }
}

/// The same GObject seen as another of its classes or interfaces.
private func _cast<From, To>(_ pointer: UnsafeMutablePointer<From>) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}
