// The umbrella module: `import Graft` gives the views, the GTK backend, previews, the typed GTK
// widgets, FoundationEssentials (URL, Data, Date, Calendar, the JSON coders, FileManager, …), the C
// library (Glibc, as Foundation re-exports it) and Observation (`@Observable`), as `import SwiftUI`
// does on Apple's platforms.
//
// It does not bring all of Foundation: on Linux that is swift-corelibs-foundation with its ICU data,
// and loading it costs every app start-up memory (issue 16). URLSession, DateFormatter and the other
// formatters, Bundle and the rest come with `import GraftFoundation` (or `import Foundation`; see
// docs/Porting.md), and with `import GraftWeb` and `import GraftMedia`.
//
// The web view and the media components are separate products, as WebKit and PhotosUI/AVFoundation
// are beside SwiftUI: `import GraftWeb` (WebView, WebPage, Gtk.WebView) and `import GraftMedia`
// (the image picker, the camera). An app that imports neither does not link or load WebKitGTK,
// JavaScriptCore, libsoup or GStreamer.
@_exported import FoundationEssentials
@_exported import Glibc
@_exported import GraftCore
@_exported import GraftGtk
@_exported import GraftPreviews
@_exported import GtkBridge
@_exported import Observation
