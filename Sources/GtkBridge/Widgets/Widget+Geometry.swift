import CGtk

extension Gtk.Widget {
    /// The widget's allocated rectangle in the coordinates of `other`, usually an ancestor such as
    /// the window — UIKit's `convert(bounds, to:)`.
    ///
    /// ```swift
    /// if let frame = label.frame(in: window) { print(frame.x, frame.y, frame.width, frame.height) }
    /// ```
    ///
    /// - Parameter other: A widget of the same window.
    /// - Returns: The origin and size in pixels, or `nil` when the two widgets are not in one
    ///   window or have not been laid out yet.
    public func frame(in other: Gtk.Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widgetPointer, other.widgetPointer, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }
}
