import CWebKitGtk
import Glibc
import GtkBridge

extension WebKit {
    /// Custom URI schemes (`app:`) answered by Swift (`webkit_web_context_register_uri_scheme` on
    /// the default web context, which every Graft web view uses), per web view.
    ///
    /// ```swift
    /// WebKit.URISchemes.register("app", for: webView) { request in
    ///     let body = request.respond(statusCode: 200, mimeType: "text/html", headers: [:], contentLength: -1)
    ///     Task { try await body.write(Array("<h1>Hi</h1>".utf8)); body.close() }
    /// }
    /// ```
    @MainActor
    public enum URISchemes {
        private static var registered: Set<String> = []
        private static var handlers: [String: [(view: WeakView, handler: (URISchemeRequest) -> Void)]] = [:]

        private final class WeakView {
            weak var view: WebViewRef?
            init(_ view: WebViewRef) { self.view = view }
        }

        /// Sends the requests of `view` for `scheme` URIs to `handler`; a request of a view with
        /// no handler for its scheme fails with "no handler".
        ///
        /// - Parameters:
        ///   - scheme: The scheme, lowercase, without `:`.
        ///   - view: The web view whose requests `handler` answers.
        ///   - handler: Called with each request; it must answer it (`respond` or `fail`).
        public static func register(
            _ scheme: String, for view: WebViewRef, _ handler: @escaping @MainActor (URISchemeRequest) -> Void
        ) {
            handlers[scheme, default: []].removeAll { $0.view.view == nil || $0.view.view === view }
            handlers[scheme, default: []].append((WeakView(view), handler))
            guard !registered.contains(scheme) else { return }
            registered.insert(scheme)
            WebKitDefaults.retainForProcessLifetime()
            // Its pages may fetch their own resources, as a bundled web app does.
            let security = webkit_web_context_get_security_manager(webkit_web_context_get_default())
            webkit_security_manager_register_uri_scheme_as_cors_enabled(security, scheme)
            let name = strdup(scheme)
            webkit_web_context_register_uri_scheme(
                webkit_web_context_get_default(), scheme,
                { request, data in
                    guard let request, let data else { return }
                    let scheme = String(cString: data.assumingMemoryBound(to: CChar.self))
                    nonisolated(unsafe) let pointer = request
                    MainActor.assumeIsolated { URISchemes.dispatch(scheme, pointer) }
                }, name, nil)
        }

        private static func dispatch(_ scheme: String, _ pointer: OpaquePointer) {
            let request = URISchemeRequest(pointer)
            let view = webkit_uri_scheme_request_get_web_view(pointer)
            let entry = handlers[scheme]?.first { entry in
                entry.view.view.map { OpaquePointer($0.webViewPointer) == OpaquePointer(view) } ?? false
            }
            guard let entry else {
                request.fail(message: "No handler for \(scheme): URLs in this web view")
                return
            }
            entry.handler(request)
        }
    }

    /// One request for a custom-scheme URI, answered once: with a response whose body is written
    /// in chunks (``URISchemeBody``), or with a failure.
    @MainActor
    public final class URISchemeRequest {
        private let request: OpaquePointer
        /// The requested URI.
        public let uri: String
        /// The HTTP method.
        public let httpMethod: String
        /// Whether it has been answered.
        public private(set) var isAnswered = false

        init(_ request: OpaquePointer) {
            self.request = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(request)))
            uri = webkit_uri_scheme_request_get_uri(request).map { String(cString: $0) } ?? ""
            httpMethod = webkit_uri_scheme_request_get_http_method(request).map { String(cString: $0) } ?? "GET"
        }

        isolated deinit {
            if !isAnswered { fail(message: "The URL scheme handler did not answer") }
            g_object_unref(UnsafeMutableRawPointer(request))
        }

        /// Fails the request: the page sees a failed load with `message`.
        public func fail(message: String) {
            guard !isAnswered else { return }
            isAnswered = true
            let error = g_error_new_literal(g_io_error_quark(), gint(G_IO_ERROR_FAILED.rawValue), message)
            webkit_uri_scheme_request_finish_error(request, error)
            g_error_free(error)
        }

        /// Answers with a response whose body the caller then writes (streamed through a socket
        /// pair WebKit reads from, so the body is never held in memory as a whole).
        ///
        /// - Parameters:
        ///   - statusCode: The HTTP status.
        ///   - mimeType: The content type.
        ///   - headers: More header fields.
        ///   - contentLength: The body's length, or -1 if unknown.
        /// - Returns: The body to write to, or `nil` if the request was answered already or no
        ///   socket pair could be made (the request then fails).
        public func respond(statusCode: Int, mimeType: String?, headers: [String: String], contentLength: Int64)
            -> URISchemeBody?
        {
            guard !isAnswered else { return nil }
            var fds: [Int32] = [-1, -1]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0,
                let reader = g_socket_new_from_fd(fds[0], nil), let writer = g_socket_new_from_fd(fds[1], nil)
            else {
                fail(message: "Could not make the stream for the response: \(String(cString: strerror(errno)))")
                return nil
            }
            isAnswered = true
            let readConnection = g_socket_connection_factory_create_connection(reader)!
            let writeConnection = g_socket_connection_factory_create_connection(writer)!
            g_object_unref(reader)
            g_object_unref(writer)
            let input = g_io_stream_get_input_stream(UnsafeMutablePointer(OpaquePointer(readConnection)))
            let response = webkit_uri_scheme_response_new(input, gint64(contentLength))!
            webkit_uri_scheme_response_set_status(response, guint(statusCode), nil)
            if let mimeType { webkit_uri_scheme_response_set_content_type(response, mimeType) }
            if !headers.isEmpty {
                let fields = soup_message_headers_new(SOUP_MESSAGE_HEADERS_RESPONSE)
                for (name, value) in headers { soup_message_headers_append(fields, name, value) }
                webkit_uri_scheme_response_set_http_headers(response, fields)  // takes ownership
            }
            webkit_uri_scheme_request_finish_with_response(request, response)
            g_object_unref(UnsafeMutableRawPointer(response))
            g_object_unref(UnsafeMutableRawPointer(readConnection))  // the input stream keeps it
            return URISchemeBody(connection: OpaquePointer(writeConnection))
        }
    }

    /// The body of a custom-scheme response, written in chunks: each `write` waits until the
    /// chunk was handed to the socket, so a fast writer is held back by a slow reader.
    @MainActor
    public final class URISchemeBody {
        private var connection: OpaquePointer?

        init(connection: OpaquePointer) { self.connection = connection }

        isolated deinit { close() }

        /// Writes `bytes`.
        ///
        /// - Throws: `WebKit.ErrorInfo` when the page stopped reading (it navigated away) or the
        ///   body was closed.
        public func write(_ bytes: [UInt8]) async throws(WebKit.ErrorInfo) {
            guard let connection else { throw ErrorInfo(domain: ErrorInfo.bridgeDomain, code: 3, message: "closed") }
            guard !bytes.isEmpty else { return }
            let output = g_io_stream_get_output_stream(UnsafeMutablePointer(connection))
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 1)
            bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
            let failure: ErrorInfo? = await withCheckedContinuation { continuation in
                let box = Unmanaged.passRetained(_WriteBox(continuation, buffer)).toOpaque()
                g_output_stream_write_all_async(
                    output, buffer, gsize(bytes.count), G_PRIORITY_DEFAULT, nil,
                    { source, result, data in
                        let box = Unmanaged<_WriteBox>.fromOpaque(data!).takeRetainedValue()
                        var error: UnsafeMutablePointer<GError>?
                        g_output_stream_write_all_finish(
                            UnsafeMutablePointer(OpaquePointer(source)), result, nil, &error)
                        box.buffer.deallocate()
                        if let error {
                            let info = ErrorInfo(error)
                            g_error_free(error)
                            box.continuation.resume(returning: info)
                        } else {
                            box.continuation.resume(returning: nil)
                        }
                    }, box)
            }
            if let failure { throw failure }
        }

        /// Ends the body (the page's load finishes once it has read everything).
        public func close() {
            guard let connection else { return }
            self.connection = nil
            g_io_stream_close(UnsafeMutablePointer(connection), nil, nil)
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
    }
}

/// A pending body write's continuation and the bytes GIO writes from.
final class _WriteBox: @unchecked Sendable {
    let continuation: CheckedContinuation<WebKit.ErrorInfo?, Never>
    let buffer: UnsafeMutableRawPointer

    init(_ continuation: CheckedContinuation<WebKit.ErrorInfo?, Never>, _ buffer: UnsafeMutableRawPointer) {
        self.continuation = continuation
        self.buffer = buffer
    }
}
