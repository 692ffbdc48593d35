// `import GraftUIKit` is `import UIKit`: UIKit's names over real GTK parts. UIView is a GTK container
// whose subviews are placed by GTK's constraint solver (GtkConstraintLayout), UIColor is Graft's
// scheme-following Color, key-value observing by key path string runs on GObject notify, and the
// controls are GTK's own widgets. Like UIKit, it brings Foundation (and Dispatch) with it.
@_exported import Dispatch
@_exported import Foundation
@_exported import GraftCore
@_exported import GraftGtk
@_exported import GtkBridge

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
