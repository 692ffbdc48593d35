// `import GraftWeb` (beside `import Graft`, as `import WebKit` goes beside `import SwiftUI`): the
// declarative `WebView` and its observable `WebPage`, the typed `Gtk.WebView` for representables,
// and the WebKitGTK bridge types they use. Like `import WebKit`, it brings Foundation (with
// FoundationNetworking), as `import Graft` does.
@_exported import Foundation
import GraftCore
@_exported import WebKitBridge

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
