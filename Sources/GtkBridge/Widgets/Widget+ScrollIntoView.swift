import CGtk

extension Gtk.Widget {
    /// What `scrollIntoView(anchorX:anchorY:)` did.
    public enum ScrollIntoViewResult: Equatable, Sendable {
        /// The nearest scrolled window around the widget now shows it (or already did).
        case scrolled
        /// The widget has no size yet: it has not been laid out since it was added.
        case notLaidOut
        /// No `GtkScrolledWindow` is around the widget.
        case noScrolledWindow
    }

    /// Scrolls the nearest `GtkScrolledWindow` around the widget so that the widget shows.
    ///
    /// Along each axis with an anchor (0 for the widget's top or leading edge, 1 for the bottom or
    /// trailing one), that point of the widget is lined up with the same point of the visible
    /// area; along an axis without one, the window scrolls the least that shows the widget (not at
    /// all when it shows already). The scroll stops at the content's ends.
    ///
    /// ```swift
    /// label.scrollIntoView(anchorX: nil, anchorY: 1)   // its bottom at the bottom
    /// ```
    ///
    /// - Parameters:
    ///   - anchorX: The horizontal point to line up, or `nil` for the least scrolling.
    ///   - anchorY: The vertical point to line up, or `nil` for the least scrolling.
    /// - Returns: What was done; nothing is scrolled unless `.scrolled`.
    @discardableResult
    public func scrollIntoView(anchorX: Double?, anchorY: Double?) -> ScrollIntoViewResult {
        guard let scroller = _enclosingScrolledWindow(widgetPointer) else { return .noScrolledWindow }
        guard gtk_widget_get_width(widgetPointer) > 0 || gtk_widget_get_height(widgetPointer) > 0,
            let viewport = gtk_scrolled_window_get_child(scroller)
        else { return .notLaidOut }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widgetPointer, viewport, &bounds) != 0 else { return .notLaidOut }
        _scroll(
            gtk_scrolled_window_get_hadjustment(scroller), start: Double(bounds.origin.x),
            length: Double(bounds.size.width), anchor: anchorX)
        _scroll(
            gtk_scrolled_window_get_vadjustment(scroller), start: Double(bounds.origin.y),
            length: Double(bounds.size.height), anchor: anchorY)
        return .scrolled
    }

    /// How far a `GtkScrolledWindow`'s content is scrolled, in pixels from its top-leading
    /// corner (its adjustments' values); `nil` when the widget is not a scrolled window.
    public var scrollPosition: (x: Double, y: Double)? {
        guard _isScrolledWindow(widgetPointer) else { return nil }
        let scroller = OpaquePointer(widgetPointer)
        return (
            gtk_adjustment_get_value(gtk_scrolled_window_get_hadjustment(scroller)),
            gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(scroller))
        )
    }
}

func _isScrolledWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, gtk_scrolled_window_get_type()) != 0
}

/// The nearest `GtkScrolledWindow` above `widget`.
private func _enclosingScrolledWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
    var current = gtk_widget_get_parent(widget)
    while let candidate = current {
        if _isScrolledWindow(candidate) { return OpaquePointer(candidate) }
        current = gtk_widget_get_parent(candidate)
    }
    return nil
}

/// Moves `adjustment` so that the span `start`, `length` (in the visible area's coordinates) shows,
/// lined up at `anchor` when there is one; GTK keeps the value within the content.
private func _scroll(
    _ adjustment: UnsafeMutablePointer<GtkAdjustment>?, start: Double, length: Double, anchor: Double?
) {
    guard let adjustment else { return }
    let value = gtk_adjustment_get_value(adjustment)
    let page = gtk_adjustment_get_page_size(adjustment)
    // The span's place in the content.
    let top = value + start
    let target: Double
    if let anchor {
        target = top + anchor * length - anchor * page
    } else if top < value || length > page {
        target = top
    } else if top + length > value + page {
        target = top + length - page
    } else {
        return
    }
    gtk_adjustment_set_value(adjustment, target)
}
