@_exported import Foundation
// The umbrella module: `import Graft` gives the views, the GTK backend, the web view, previews, the
// typed GTK widgets and Foundation (URL, Data, …), as `import SwiftUI` does on Apple's platforms.
@_exported import GraftCore
@_exported import GraftGtk
@_exported import GraftMedia
@_exported import GraftPreviews
@_exported import GraftWeb
@_exported import GtkBridge
