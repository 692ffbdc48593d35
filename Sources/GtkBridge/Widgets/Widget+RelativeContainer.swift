import CGtk

/// The container a widget sizes itself against (SwiftUI's `containerRelativeFrame`): the
/// nearest `GtkScrolledWindow` around it, else the top-most widget of its window (the content).
public struct RelativeContainer: Equatable, Sendable {
    /// The visible width, less the scrolled content's start and end margins.
    public var width: Int
    /// The visible height, less the scrolled content's top and bottom margins.
    public var height: Int
    /// Whether the container is a scrolled window that scrolls sideways.
    public var scrollsHorizontally: Bool
    /// Whether the container is a scrolled window that scrolls up and down.
    public var scrollsVertically: Bool

    /// Whether the container scrolls along `horizontal` (else vertical) axis.
    ///
    /// - Parameter horizontal: The axis: `true` for horizontal.
    public func scrolls(horizontal: Bool) -> Bool { horizontal ? scrollsHorizontally : scrollsVertically }
}

extension Gtk.Widget {
    /// The nearest scrolled window's visible size (less the margins of the widget scrolled in
    /// its viewport: the content margins), else the size of the window's top-most widget; `nil`
    /// for a widget in no window.
    public var relativeContainer: RelativeContainer? {
        let scrolledType = gtk_scrolled_window_get_type()
        let viewportType = gtk_viewport_get_type()
        var below = widgetPointer
        var scrolledContent: UnsafeMutablePointer<GtkWidget>?
        while let parent = gtk_widget_get_parent(below) {
            let type = graft_object_type(UnsafeMutableRawPointer(parent))
            if g_type_is_a(type, viewportType) != 0 { scrolledContent = below }
            if g_type_is_a(type, scrolledType) != 0 {
                var width = Int(gtk_widget_get_width(parent))
                var height = Int(gtk_widget_get_height(parent))
                if let content = scrolledContent {
                    width -= Int(gtk_widget_get_margin_start(content) + gtk_widget_get_margin_end(content))
                    height -= Int(gtk_widget_get_margin_top(content) + gtk_widget_get_margin_bottom(content))
                }
                var horizontal = GTK_POLICY_NEVER
                var vertical = GTK_POLICY_NEVER
                gtk_scrolled_window_get_policy(OpaquePointer(parent), &horizontal, &vertical)
                return RelativeContainer(
                    width: max(width, 0), height: max(height, 0), scrollsHorizontally: horizontal != GTK_POLICY_NEVER,
                    scrollsVertically: vertical != GTK_POLICY_NEVER)
            }
            if gtk_widget_get_parent(parent) == nil {
                guard gtk_widget_get_root(below) != nil else { return nil }
                return RelativeContainer(
                    width: Int(gtk_widget_get_width(below)), height: Int(gtk_widget_get_height(below)),
                    scrollsHorizontally: false, scrollsVertically: false)
            }
            below = parent
        }
        return nil
    }

    /// Runs `handler` after each layout phase of the widget's frame clock, once the window has
    /// allocated its widgets (`GdkFrameClock::layout`, connected after the toplevel's handler):
    /// the moment to compare sizes and queue a resize, which GTK lays out in the same frame.
    ///
    /// - Parameter handler: Runs on the main actor after each layout.
    /// - Returns: The connection's token, or `nil` when the widget is not realized (no frame clock).
    public func connectAfterLayout(_ handler: @escaping @MainActor () -> Void) -> SignalToken? {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return nil }
        return GObjectRef(retaining: clock).connect("layout", after: true, handler)
    }
}
