// `import GraftWeb` (beside `import Graft`, as `import WebKit` goes beside `import SwiftUI`): the
// declarative `WebView` and its observable `WebPage`, the typed `Gtk.WebView` for representables,
// and the WebKitGTK bridge types they use. It also brings all of Foundation (through
// GraftFoundation, so CGFloat, CGSize, IndexSet… stay Graft's) and FoundationNetworking
// (URLSession, URLRequest), as `import WebKit` brings Foundation on Apple's platforms: a web app
// loads them anyway, and code ported from UIKit keeps compiling.
@_exported import GraftFoundation
@_exported import WebKitBridge

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
