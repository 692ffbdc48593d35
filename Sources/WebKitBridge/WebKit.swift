/// The namespace of Graft's typed wrappers over WebKitGTK: `WebKit.NetworkSession`,
/// `WebKit.LoadEvent`, `WebKit.ErrorInfo`, `WebKit.Sandbox`, … (the web view itself is
/// `WebViewRef`).
///
/// The names follow WebKitGTK's; the namespace keeps them apart from GraftWeb's public API
/// (`WebPage`, `WebView`, `NavigationAction`), which is built on them.
public enum WebKit {}
