// The umbrella module: `import Graft` gives the views, the GTK backend and the typed GTK widgets.
@_exported import GraftCore
@_exported import GraftGtk
@_exported import GtkBridge
