// The umbrella module: `import Graft` is `import SwiftUI`. It gives the views, the GTK backend,
// previews and the typed GTK widgets, with what `import SwiftUI` brings on Apple's platforms: all of
// Foundation (swift-corelibs-foundation: URL, Data, Date, the formatters and format styles, Bundle,
// UserDefaults, Timer, JSONSerialization, NSRange…), its networking (FoundationNetworking:
// URLSession, URLRequest, URLCache), Dispatch, Observation (`@Observable`) and the C library
// (Glibc, as Foundation re-exports it). CGFloat, CGPoint, CGSize, CGRect and IndexSet are
// Foundation's own: a file importing Foundation beside Graft sees one of each.
//
// UIKit's names (UIView, Auto Layout, UIViewRepresentable, …) come too, as `import SwiftUI` brings
// UIKit on iOS; `import GraftUIKit` alone is `import UIKit`.
//
// The web view and the media components are separate products, as WebKit and PhotosUI/AVFoundation
// are beside SwiftUI: `import GraftWeb` (WebView, WebPage, Gtk.WebView) and `import GraftMedia`
// (the image picker, the camera). An app that imports neither does not link or load WebKitGTK,
// JavaScriptCore or GStreamer.
@_exported import Dispatch
@_exported import Foundation
@_exported import Glibc
@_exported import GraftCore
@_exported import GraftGtk
@_exported import GraftPreviews
@_exported import GraftUIKit
@_exported import GtkBridge
@_exported import Observation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
