import Foundation
import GraftCore
import GtkBridge

/// A display's screen: its size and scale, as UIKit's `UIScreen` gives them.
///
/// ```swift
/// let width = UIScreen.main.bounds.width
/// ```
///
/// On GTK it is the display's first monitor (`GdkMonitor`): `bounds` in points (GTK's logical
/// pixels), `nativeBounds` in device pixels. Before GTK has a display, `bounds` is empty and the
/// scale is 1.
@MainActor
open class UIScreen: NSObject {
    private let monitor: Monitor?

    init(monitor: Monitor?) {
        self.monitor = monitor
        super.init()
    }

    /// The main screen: the display's first monitor, read when asked.
    public class var main: UIScreen { UIScreen(monitor: Monitor.all.first) }

    /// Every monitor of the display, the main one first.
    public class var screens: [UIScreen] { Monitor.all.map { UIScreen(monitor: $0) } }

    /// The screen's area in points, at the origin.
    public var bounds: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(monitor?.width ?? 0), height: CGFloat(monitor?.height ?? 0))
    }

    /// The screen's area in device pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Device pixels per point.
    public var scale: CGFloat { CGFloat(monitor?.scaleFactor ?? 1) }

    /// Device pixels per point as the hardware has them (GTK's scale is whole numbers: the same).
    public var nativeScale: CGFloat { scale }

}
