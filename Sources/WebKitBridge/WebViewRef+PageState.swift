import CWebKitGtk
import GtkBridge

extension WebViewRef {
    /// The page's zoom factor, 1 for 100 % (`zoom-level`).
    public var zoomLevel: Double {
        get { webkit_web_view_get_zoom_level(webViewPointer) }
        set { webkit_web_view_set_zoom_level(webViewPointer, newValue) }
    }

    /// The colour the page's `<meta name="theme-color">` asks for, as sRGB components 0…1
    /// (`theme-color`; observable under that name), or `nil` when it names none.
    public var themeColor: (red: Double, green: Double, blue: Double, alpha: Double)? {
        var rgba = GdkRGBA()
        guard webkit_web_view_get_theme_color(webViewPointer, &rgba) != 0, rgba.alpha > 0 else { return nil }
        return (Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
    }
}
