// `import GraftWeb` (beside `import Graft`, as `import WebKit` goes beside `import SwiftUI`): the
// declarative `WebView` and its observable `WebPage`, the typed `Gtk.WebView` for representables,
// and the WebKitGTK bridge types they use.
@_exported import WebKitBridge
