import CWebKitGtk
import GtkBridge

/// A WebKitGTK web view (`WebKitWebView`), owned from Swift: a GTK widget that shows web pages.
///
/// It loads URIs, HTML and requests, navigates the back-forward list, reports its state through
/// GObject properties (`"estimated-load-progress"`, `"is-loading"`, `"title"`, `"uri"`) and its
/// load events through signals (see `onLoadChanged(_:)`, `onLoadFailed(_:)`, `onDecidePolicy(_:)`),
/// and runs JavaScript (see `callAsyncJavaScriptFunction(_:stringArguments:)`).
///
/// ```swift
/// let webView = WebViewRef()
/// let token = webView.observeDouble("estimated-load-progress") { print($0) }
/// webView.loadURI("http://127.0.0.1:8080/")
/// ```
///
/// Every web view's content runs in a separate, sandboxed web process (see `WebKit.Sandbox`).
@MainActor
open class WebViewRef: Gtk.Widget {
    /// Scripts WebKit has not answered yet (see `failPendingJavaScript(_:)`).
    var pendingJavaScript: [_JavaScriptCallBox] = []

    /// The `WebKitWebView *` (bridge targets only).
    package var webViewPointer: UnsafeMutablePointer<WebKitWebView> { pointer(as: WebKitWebView.self) }

    /// Creates a web view with the default network session and settings.
    public convenience init() {
        self.init(networkSession: nil)
    }

    /// Creates a web view that loads through `networkSession` (cookies, caches, credentials) and
    /// injects `userContentManager`'s scripts and message channels into its pages.
    ///
    /// - Parameters:
    ///   - networkSession: The session, or `nil` for WebKit's default, persistent one.
    ///   - userContentManager: The scripts and message channels, or `nil` for an empty manager
    ///     of the view's own.
    public init(networkSession: WebKit.NetworkSession?, userContentManager: WebKit.UserContentManager? = nil) {
        WebKitDefaults.retainForProcessLifetime()
        let type = webkit_web_view_get_type()
        var names: [String] = []
        var values: [GValue] = []
        func add(_ name: String, _ type: GType, _ object: UnsafeMutableRawPointer) {
            var value = GValue()
            g_value_init(&value, type)
            g_value_set_object(&value, object)
            names.append(name)
            values.append(value)
        }
        if let networkSession { add("network-session", webkit_network_session_get_type(), networkSession._rawPointer) }
        if let userContentManager {
            add("user-content-manager", webkit_user_content_manager_get_type(), userContentManager._rawPointer)
        }
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let cNames = names.map { strdup($0) }
        defer { for name in cNames { free(name) } }
        var namePointers: [UnsafePointer<CChar>?] = cNames.map { UnsafePointer($0) }
        let raw = g_object_new_with_properties(type, guint(names.count), &namePointers, &values)!
        super.init(takingFloating: OpaquePointer(raw))
    }

    /// The estimated progress of the current load, from 0.0 to 1.0.
    ///
    /// Observable as the `"estimated-load-progress"` property.
    public var estimatedLoadProgress: Double {
        webkit_web_view_get_estimated_load_progress(webViewPointer)
    }

    /// Whether a load is in progress (the `"is-loading"` property).
    public var isLoading: Bool {
        webkit_web_view_is_loading(webViewPointer) != 0
    }

    /// The URI of the current page, if any (the `"uri"` property).
    ///
    /// It changes when a load starts, when it is redirected, and when a load fails (back to the
    /// previous page's URI).
    public var uri: String? {
        webkit_web_view_get_uri(webViewPointer).map { String(cString: $0) }
    }

    /// The title of the current page, if it has one (the `"title"` property).
    public var title: String? {
        webkit_web_view_get_title(webViewPointer).map { String(cString: $0) }
    }

    /// The network session the view loads through.
    public var networkSession: WebKit.NetworkSession {
        WebKit.NetworkSession(retaining: webkit_web_view_get_network_session(webViewPointer)!)
    }

    /// Whether the web process answers (`"is-web-process-responsive"`).
    public var isWebProcessResponsive: Bool {
        webkit_web_view_get_is_web_process_responsive(webViewPointer) != 0
    }

    /// Ends the view's web process; the view shows nothing until the next load.
    public func terminateWebProcess() {
        webkit_web_view_terminate_web_process(webViewPointer)
    }
}
