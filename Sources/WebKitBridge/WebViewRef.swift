import CWebKitGtk
import GtkBridge

/// A WebKitGTK web view (`WebKitWebView`), owned from Swift.
///
/// Minimal for now: create, load a URI, read and observe the load progress.
///
/// ```swift
/// let webView = WebViewRef()
/// let token = webView.observeDouble("estimated-load-progress") { print($0) }
/// webView.loadURI("http://127.0.0.1:8080/")
/// ```
@MainActor
public final class WebViewRef: GObjectRef {
    /// Creates a web view with the default network session and settings.
    public init() {
        WebKitDefaults.retainForProcessLifetime()
        super.init(takingFloating: OpaquePointer(webkit_web_view_new()!))
    }

    /// Starts loading `uri` (`webkit_web_view_load_uri`).
    ///
    /// - Parameter uri: An absolute URI such as `"https://example.org/"`.
    public func loadURI(_ uri: String) {
        webkit_web_view_load_uri(pointer(as: WebKitWebView.self), uri)
    }

    /// The estimated progress of the current load, from 0.0 to 1.0.
    ///
    /// Observable as the `"estimated-load-progress"` property.
    public var estimatedLoadProgress: Double {
        webkit_web_view_get_estimated_load_progress(pointer(as: WebKitWebView.self))
    }

    /// Whether a load is in progress (the `"is-loading"` property).
    public var isLoading: Bool {
        webkit_web_view_is_loading(pointer(as: WebKitWebView.self)) != 0
    }

    /// The URI of the current page, if any (the `"uri"` property).
    public var uri: String? {
        webkit_web_view_get_uri(pointer(as: WebKitWebView.self)).map { String(cString: $0) }
    }
}
