import CWebKitGtk
import GtkBridge

extension WebKit {
    /// A `WebKitNetworkSession`: where a web view's cookies, caches and credentials live.
    ///
    /// ```swift
    /// let ephemeral = WebKit.NetworkSession.ephemeral()           // nothing written to disk
    /// let isolated = WebKit.NetworkSession.persistent(             // its own disk cache
    ///     dataDirectory: "/tmp/app/data", cacheDirectory: "/tmp/app/cache")
    /// let webView = WebViewRef(networkSession: isolated)
    /// ```
    @MainActor
    public final class NetworkSession: GObjectRef {
        private var session: OpaquePointer { gobjectPointer }

        /// WebKit's default session, persistent under the XDG data and cache directories.
        public static var `default`: NetworkSession {
            WebKitDefaults.retainForProcessLifetime()
            return NetworkSession(retaining: webkit_network_session_get_default()!)
        }

        /// A new session that keeps everything in memory (no disk cache, no stored cookies).
        public static func ephemeral() -> NetworkSession {
            NetworkSession(adopting: webkit_network_session_new_ephemeral()!)
        }

        /// A new persistent session storing its data and its HTTP disk cache in the given
        /// directories.
        ///
        /// - Parameters:
        ///   - dataDirectory: Where cookies, local storage and the like go.
        ///   - cacheDirectory: Where the HTTP disk cache goes.
        public static func persistent(dataDirectory: String, cacheDirectory: String) -> NetworkSession {
            NetworkSession(adopting: webkit_network_session_new(dataDirectory, cacheDirectory)!)
        }

        /// Whether the session keeps nothing on disk.
        public var isEphemeral: Bool { webkit_network_session_is_ephemeral(session) != 0 }

        /// Removes the session's cached resources (memory and disk caches), then calls
        /// `completion` with whether it succeeded.
        ///
        /// - Parameter completion: Runs on the main actor when WebKit is done.
        public func clearCaches(_ completion: @escaping @MainActor (Bool) -> Void) {
            let manager = webkit_network_session_get_website_data_manager(session)!
            let kinds = WebKitWebsiteDataTypes(
                rawValue: WEBKIT_WEBSITE_DATA_MEMORY_CACHE.rawValue | WEBKIT_WEBSITE_DATA_DISK_CACHE.rawValue)
            let box = Unmanaged.passRetained(_ClearBox(completion)).toOpaque()
            webkit_website_data_manager_clear(
                manager, kinds, 0, nil,
                { source, result, data in
                    let box = Unmanaged<_ClearBox>.fromOpaque(data!).takeRetainedValue()
                    let manager = OpaquePointer(source)
                    let ok = webkit_website_data_manager_clear_finish(manager, result, nil) != 0
                    MainActor.assumeIsolated { box.completion(ok) }
                }, box)
        }
    }
}

private final class _ClearBox {
    let completion: @MainActor (Bool) -> Void
    init(_ completion: @escaping @MainActor (Bool) -> Void) { self.completion = completion }
}
