import CWebKitGtk
import GtkBridge

/// The view's `WebKitSettings`: JavaScript, the user agent, the developer tools.
///
/// ```swift
/// webView.isJavaScriptEnabled = false
/// webView.userAgent = "GraftBrowser/1.0"
/// webView.areDeveloperExtrasEnabled = true  // "Inspect Element" in the context menu
/// ```
extension WebViewRef {
    private var settings: OpaquePointer { webkit_web_view_get_settings(webViewPointer)! }

    /// Whether pages may run JavaScript (`enable-javascript`). Scripts the app runs through
    /// `callAsyncJavaScriptFunction(_:stringArguments:)` need it too.
    public var isJavaScriptEnabled: Bool {
        get { webkit_settings_get_enable_javascript(settings) != 0 }
        set { webkit_settings_set_enable_javascript(settings, newValue ? 1 : 0) }
    }

    /// Whether the page's own scripts (`<script>` elements, event attributes) run
    /// (`enable-javascript-markup`); scripts the app runs do while ``isJavaScriptEnabled`` is on.
    public var isJavaScriptMarkupEnabled: Bool {
        get { webkit_settings_get_enable_javascript_markup(settings) != 0 }
        set { webkit_settings_set_enable_javascript_markup(settings, newValue ? 1 : 0) }
    }

    /// The `User-Agent` the view sends (`user-agent`); setting `nil` or `""` restores WebKit's.
    public var userAgent: String? {
        get { webkit_settings_get_user_agent(settings).map { String(cString: $0) } }
        set { webkit_settings_set_user_agent(settings, newValue) }
    }

    /// Whether the Web Inspector is available (`enable-developer-extras`).
    public var areDeveloperExtrasEnabled: Bool {
        get { webkit_settings_get_enable_developer_extras(settings) != 0 }
        set { webkit_settings_set_enable_developer_extras(settings, newValue ? 1 : 0) }
    }
}
