// The umbrella module: `import Graft` gives the views, the GTK backend, previews, the typed GTK
// widgets, Foundation (URL, Data, …), FoundationNetworking (URLRequest, URLSession — a separate
// module on Linux) and Observation (`@Observable`), as `import SwiftUI` does on Apple's platforms.
//
// The web view and the media components are separate products, as WebKit and PhotosUI/AVFoundation
// are beside SwiftUI: `import GraftWeb` (WebView, WebPage, Gtk.WebView) and `import GraftMedia`
// (the image picker, the camera). An app that imports neither does not link or load WebKitGTK,
// JavaScriptCore, libsoup or GStreamer.
@_exported import Foundation
@_exported import GraftCore
@_exported import GraftGtk
@_exported import GraftPreviews
@_exported import GtkBridge
@_exported import Observation

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
