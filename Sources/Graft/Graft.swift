@_exported import GraftCore
@_exported import GraftGtk
