// The umbrella module: `import Graft` gives the views, the GTK backend, previews and the typed GTK widgets.
@_exported import GraftCore
@_exported import GraftGtk
@_exported import GraftPreviews
@_exported import GraftWeb
@_exported import GtkBridge
