import CGtk

extension Gtk {
    /// A container that stacks widgets on top of a main child (`GtkOverlay`).
    ///
    /// The main `child` decides the overlay's size; overlays are drawn on top of it in the order
    /// they were added and placed by their `halign`/`valign` and margins.
    ///
    /// ```swift
    /// let overlay = Overlay()
    /// overlay.child = picture
    /// badge.halign = .end
    /// badge.valign = .start
    /// overlay.addOverlay(badge)
    /// ```
    open class Overlay: Widget {
        private var overlay: OpaquePointer { gobjectPointer }

        /// Creates an empty overlay.
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_overlay_new()))
        }

        /// The main child, which determines the overlay's size (a new wrapper each read).
        public var child: Widget? {
            get { Widget._wrap(gtk_overlay_get_child(overlay)) }
            set { gtk_overlay_set_child(overlay, newValue?.widgetPointer) }
        }

        /// The overlay children, bottom to top, excluding the main child (new wrappers).
        public var overlays: [Widget] {
            let main = gtk_overlay_get_child(overlay)
            return childWidgets.filter { $0.widgetPointer != main }
        }

        /// Adds `widget` on top of the main child and of the overlays added before it.
        ///
        /// - Parameter widget: The widget to stack; it must not have a parent.
        public func addOverlay(_ widget: Widget) {
            gtk_overlay_add_overlay(overlay, widget.widgetPointer)
        }

        /// Removes an overlay child. Does nothing if `widget` is not one of this overlay's children.
        ///
        /// - Parameter widget: The overlay to remove (not the main child; set `child = nil` for that).
        public func removeOverlay(_ widget: Widget) {
            guard widget.isChild(of: self), widget.widgetPointer != gtk_overlay_get_child(overlay) else { return }
            gtk_overlay_remove_overlay(overlay, widget.widgetPointer)
        }

        /// Sets whether an overlay's size counts when measuring the overlay (by default only the
        /// main child's does).
        ///
        /// - Parameters:
        ///   - widget: An overlay child.
        ///   - measure: Whether to include its size.
        public func setMeasureOverlay(_ widget: Widget, _ measure: Bool) {
            gtk_overlay_set_measure_overlay(overlay, widget.widgetPointer, measure ? 1 : 0)
        }

        /// Whether the overlay's size counts when measuring the overlay.
        ///
        /// - Parameter widget: An overlay child.
        public func measuresOverlay(_ widget: Widget) -> Bool {
            gtk_overlay_get_measure_overlay(overlay, widget.widgetPointer) != 0
        }

        /// Sets whether an overlay child is clipped to the overlay's bounds.
        ///
        /// - Parameters:
        ///   - widget: An overlay child.
        ///   - clip: Whether to clip it.
        public func setClipOverlay(_ widget: Widget, _ clip: Bool) {
            gtk_overlay_set_clip_overlay(overlay, widget.widgetPointer, clip ? 1 : 0)
        }

        /// Whether an overlay child is clipped to the overlay's bounds.
        ///
        /// - Parameter widget: An overlay child.
        public func clipsOverlay(_ widget: Widget) -> Bool {
            gtk_overlay_get_clip_overlay(overlay, widget.widgetPointer) != 0
        }
    }
}
