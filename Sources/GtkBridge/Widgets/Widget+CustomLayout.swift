import CGtk

extension Gtk {
    /// A layout manager whose measuring and placing are Swift closures (`GtkCustomLayout`): the
    /// mechanism for a container that sizes and places its children by rules of its own.
    ///
    /// Install one with `Gtk.Widget.setCustomLayout(_:)`. GTK calls `measure` for each axis and
    /// `allocate` with the size it gave the container; both run on the main thread, during GTK's
    /// layout. Measure the children with `Gtk.Widget.measure(orientation:forSize:)` and place them
    /// with `Gtk.Widget.allocate(x:y:width:height:)`.
    ///
    /// ```swift
    /// let square = Gtk.CustomLayout(
    ///     measure: { _, _, _ in (64, 64) },
    ///     allocate: { widget, width, height in
    ///         for child in widget.layoutChildren { child.allocate(x: 0, y: 0, width: width, height: height) }
    ///     })
    /// box.setCustomLayout(square)
    /// ```
    @MainActor
    public final class CustomLayout {
        /// The minimum and natural size of the container along `orientation`, given `forSize` in
        /// the other axis (-1 for none).
        public typealias Measure =
            @MainActor (_ widget: Gtk.Widget, _ orientation: Orientation, _ forSize: Int) -> (
                minimum: Int, natural: Int
            )
        /// Places the container's children in the `width` × `height` it was given.
        public typealias Allocate = @MainActor (_ widget: Gtk.Widget, _ width: Int, _ height: Int) -> Void

        let measure: Measure
        let allocate: Allocate
        let heightForWidth: Bool

        /// A layout with these rules.
        ///
        /// - Parameters:
        ///   - heightForWidth: Whether the height depends on the width (text that wraps): GTK then
        ///     measures the width first and the height for that width.
        ///   - measure: The container's size along one axis.
        ///   - allocate: Places the children.
        public init(heightForWidth: Bool = true, measure: @escaping Measure, allocate: @escaping Allocate) {
            self.heightForWidth = heightForWidth
            self.measure = measure
            self.allocate = allocate
        }
    }
}

extension Gtk.Widget {
    /// Lays the widget's children out with `layout` (`gtk_custom_layout_new`); the widget keeps
    /// the layout until another is set.
    ///
    /// - Parameter layout: The rules.
    public func setCustomLayout(_ layout: Gtk.CustomLayout) {
        let object = UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GObject.self)
        g_object_set_data_full(
            object, _customLayoutKey, Unmanaged.passRetained(layout).toOpaque(),
            { Unmanaged<Gtk.CustomLayout>.fromOpaque($0!).release() })
        let manager = gtk_custom_layout_new(_customRequestMode, _customMeasure, _customAllocate)
        gtk_widget_set_layout_manager(widgetPointer, manager)
        gtk_widget_queue_resize(widgetPointer)
    }

    /// Lays the widget's children out in a row or a column again (`GtkBoxLayout`), ending a
    /// custom layout.
    ///
    /// - Parameter orientation: `.vertical` for a column.
    public func setBoxLayout(orientation: Orientation) {
        let object = UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GObject.self)
        gtk_widget_set_layout_manager(widgetPointer, gtk_box_layout_new(orientation.gtk))
        g_object_set_data(object, _customLayoutKey, nil)
        gtk_widget_queue_resize(widgetPointer)
    }

    /// The children GTK lays out (visible ones), in order.
    public var layoutChildren: [Gtk.Widget] {
        var children: [Gtk.Widget] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            if gtk_widget_should_layout(current) != 0, let wrapped = Gtk.Widget._wrap(current) {
                children.append(wrapped)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// Gives the widget its place inside its parent (`gtk_widget_size_allocate`); call it from a
    /// custom layout's `allocate`.
    ///
    /// - Parameters:
    ///   - x: The left edge, in the parent's coordinates.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public func allocate(x: Int, y: Int, width: Int, height: Int) {
        var area = GtkAllocation(
            x: Int32(clamping: x), y: Int32(clamping: y), width: Int32(clamping: width),
            height: Int32(clamping: height))
        gtk_widget_size_allocate(widgetPointer, &area, -1)
    }
    /// Gives the widget its place inside its parent, drawn moved and scaled
    /// (`gtk_widget_allocate` with a transform): it lays out in `width` × `height` at (`x`, `y`),
    /// then is drawn scaled by `scale` around the point `anchorX`, `anchorY` of that area (in
    /// fractions of it) and moved by `dx`, `dy`. Its clicks follow the drawing. Call it from a
    /// custom layout's `allocate`.
    ///
    /// - Parameters:
    ///   - x: The left edge, in the parent's coordinates.
    ///   - y: The top edge.
    ///   - width: The width it lays out in.
    ///   - height: The height it lays out in.
    ///   - dx: The horizontal move of the drawing, in pixels.
    ///   - dy: The vertical move of the drawing.
    ///   - scale: The scale of the drawing (kept above 0.001, where it is all but invisible).
    ///   - anchorX: The fraction of the width that stays still while it scales.
    ///   - anchorY: The fraction of the height that stays still while it scales.
    public func allocate(
        x: Int, y: Int, width: Int, height: Int, movedBy dx: Double, _ dy: Double, scaledBy scale: Double,
        around anchorX: Double, _ anchorY: Double
    ) {
        let pivotX = Float(anchorX * Double(width))
        let pivotY = Float(anchorY * Double(height))
        let scale = Float(scale.isFinite ? max(scale, 0.001) : 1)
        var toPivot = graphene_point_t(
            x: Float(x) + Float(dx.isFinite ? dx : 0) + pivotX, y: Float(y) + Float(dy.isFinite ? dy : 0) + pivotY)
        var back = graphene_point_t(x: -pivotX, y: -pivotY)
        var transform = gsk_transform_translate(nil, &toPivot)
        transform = gsk_transform_scale(transform, scale, scale)
        transform = gsk_transform_translate(transform, &back)
        // The widget takes the transform.
        gtk_widget_allocate(widgetPointer, Int32(clamping: width), Int32(clamping: height), -1, transform)
    }
}

private let _customLayoutKey = "graft-custom-layout"

/// The layout installed on `widget`, and the widget wrapped (GTK lays out on the main thread).
@MainActor
private func _layout(_ address: UInt) -> (Gtk.CustomLayout, Gtk.Widget)? {
    guard let widget = UnsafeMutablePointer<GtkWidget>(bitPattern: address), let wrapped = Gtk.Widget._wrap(widget),
        let data = g_object_get_data(
            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), _customLayoutKey)
    else { return nil }
    return (Unmanaged<Gtk.CustomLayout>.fromOpaque(data).takeUnretainedValue(), wrapped)
}

private let _customRequestMode: GtkCustomRequestModeFunc = { widget in
    let address = UInt(bitPattern: widget)
    let heightForWidth = MainActor.assumeIsolated { _layout(address)?.0.heightForWidth ?? true }
    return heightForWidth ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE
}

private let _customMeasure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
    let address = UInt(bitPattern: widget)
    let axis = Orientation(orientation)
    let size = MainActor.assumeIsolated { () -> (minimum: Int, natural: Int)? in
        guard let (layout, wrapped) = _layout(address) else { return nil }
        return layout.measure(wrapped, axis, Int(forSize))
    }
    guard let size else { return }
    minimum?.pointee = Int32(clamping: size.minimum)
    natural?.pointee = Int32(clamping: size.natural)
}

private let _customAllocate: GtkCustomAllocateFunc = { widget, width, height, _ in
    let address = UInt(bitPattern: widget)
    MainActor.assumeIsolated {
        guard let (layout, wrapped) = _layout(address) else { return }
        layout.allocate(wrapped, Int(width), Int(height))
    }
}
