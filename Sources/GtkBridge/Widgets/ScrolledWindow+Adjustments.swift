import CGtk

extension Gtk.ScrolledWindow {
    /// One direction's scrolling, in pixels (a `GtkAdjustment`'s value, page size and bounds).
    public struct ScrollExtent: Equatable, Sendable {
        /// The offset of the visible area from the content's start.
        public var offset: Double
        /// The visible length.
        public var visibleLength: Double
        /// The content's length (the adjustment's upper bound less its lower one).
        public var contentLength: Double
        /// The largest offset: the content's length less the visible one, at least 0.
        public var maximumOffset: Double { max(0, contentLength - visibleLength) }
    }

    private func adjustment(horizontal: Bool) -> UnsafeMutablePointer<GtkAdjustment>? {
        horizontal
            ? gtk_scrolled_window_get_hadjustment(gobjectPointer) : gtk_scrolled_window_get_vadjustment(gobjectPointer)
    }

    /// The scrolling along one direction.
    ///
    /// - Parameter horizontal: Sideways (`true`) or up and down.
    /// - Returns: The offset, visible length and content length.
    public func scrollExtent(horizontal: Bool) -> ScrollExtent {
        guard let adjustment = adjustment(horizontal: horizontal) else {
            return ScrollExtent(offset: 0, visibleLength: 0, contentLength: 0)
        }
        let lower = gtk_adjustment_get_lower(adjustment)
        return ScrollExtent(
            offset: gtk_adjustment_get_value(adjustment) - lower,
            visibleLength: gtk_adjustment_get_page_size(adjustment),
            contentLength: gtk_adjustment_get_upper(adjustment) - lower)
    }

    /// Scrolls one direction to `offset` from the content's start; GTK keeps it within the content.
    ///
    /// - Parameters:
    ///   - offset: The offset in pixels.
    ///   - horizontal: Sideways (`true`) or up and down.
    public func setScrollOffset(_ offset: Double, horizontal: Bool) {
        guard let adjustment = adjustment(horizontal: horizontal), offset.isFinite else { return }
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment) + offset)
    }

    /// Calls `changed` whenever either direction's offset changes, whoever moved it (the
    /// adjustments' "value-changed").
    ///
    /// - Parameter changed: Runs on the main actor after each change.
    /// - Returns: The tokens of the connections; the calls stop once they are released.
    public func observeScrollOffsets(_ changed: @escaping @MainActor () -> Void) -> [SignalToken] {
        [true, false].compactMap { horizontal in
            adjustment(horizontal: horizontal).map {
                GObjectRef(retaining: OpaquePointer($0)).connect("value-changed", changed)
            }
        }
    }
}
