// The umbrella module: `import Graft` gives the views, the GTK backend, the web view, previews, the
// typed GTK and WebKit widgets, Foundation (URL, Data, …), FoundationNetworking (URLRequest,
// URLSession — a separate module on Linux) and Observation (`@Observable`), as `import SwiftUI`
// does on Apple's platforms.
@_exported import Foundation
@_exported import GraftCore
@_exported import GraftGtk
@_exported import GraftMedia
@_exported import GraftPreviews
@_exported import GraftWeb
@_exported import GtkBridge
@_exported import Observation
@_exported import WebKitBridge

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
