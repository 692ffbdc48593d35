import CGtk

/// A monitor of the default display (`GdkMonitor`): where it sits and its scale.
public struct Monitor: Equatable, Sendable {
    /// The monitor's area in the display's coordinates, in logical pixels.
    public var x, y, width, height: Int
    /// Device pixels per logical pixel (`gdk_monitor_get_scale_factor`).
    public var scaleFactor: Int

    /// The monitors of the default display, in the display's order; empty before GTK is
    /// initialised (no display).
    @MainActor
    public static var all: [Monitor] {
        guard let display = gdk_display_get_default(), let list = gdk_display_get_monitors(display) else { return [] }
        let count = g_list_model_get_n_items(list)
        var monitors: [Monitor] = []
        for index in 0..<count {
            guard let item = g_list_model_get_item(list, index) else { continue }
            let monitor = OpaquePointer(item)
            var area = GdkRectangle()
            gdk_monitor_get_geometry(monitor, &area)
            monitors.append(
                Monitor(
                    x: Int(area.x), y: Int(area.y), width: Int(area.width), height: Int(area.height),
                    scaleFactor: Int(gdk_monitor_get_scale_factor(monitor))))
            g_object_unref(item)
        }
        return monitors
    }
}
