import CGtk

extension Gtk.Widget {
    /// Makes the container exactly `width` and/or `height` pixels on those axes, whatever its
    /// children ask for, and stacks its children in a column inside — a SwiftUI fixed `.frame`.
    ///
    /// GTK treats a size request as a minimum: a container grows to its content's natural size
    /// when it has room. This layout (a `GtkCustomLayout`) reports the fixed size as both the
    /// minimum and the natural size, offers children that width (so text wraps to fit), and gives
    /// a child at least its own minimum: one that cannot fit draws past the edges at its alignment,
    /// as in SwiftUI. Pass `nil` for both to go back to a vertical box layout.
    ///
    /// - Parameters:
    ///   - width: The fixed width in pixels, or `nil` to follow the children.
    ///   - height: The fixed height in pixels, or `nil` to follow the children.
    public func setFixedLayout(width: Int?, height: Int?) {
        let object = UnsafeMutableRawPointer(widgetPointer).assumingMemoryBound(to: GObject.self)
        g_object_set_data(object, _fixedWidthKey, gpointer(bitPattern: (width.map { max($0, 0) + 1 }) ?? 0))
        g_object_set_data(object, _fixedHeightKey, gpointer(bitPattern: (height.map { max($0, 0) + 1 }) ?? 0))
        let isFixed = width != nil || height != nil
        let hasCustom = g_object_get_data(object, _customLayoutKey) != nil
        if isFixed && !hasCustom {
            let layout = gtk_custom_layout_new(_fixedRequestMode, _fixedMeasure, _fixedAllocate)
            gtk_widget_set_layout_manager(widgetPointer, layout)
            g_object_set_data(object, _customLayoutKey, gpointer(bitPattern: 1))
        } else if !isFixed && hasCustom {
            gtk_widget_set_layout_manager(widgetPointer, gtk_box_layout_new(GTK_ORIENTATION_VERTICAL))
            g_object_set_data(object, _customLayoutKey, nil)
        }
        gtk_widget_queue_resize(widgetPointer)
    }
}

private let _fixedWidthKey = "graft-fixed-width"
private let _fixedHeightKey = "graft-fixed-height"
private let _customLayoutKey = "graft-fixed-layout"

/// The fixed size stored on a widget for `orientation`, or nil.
private func _fixed(_ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation) -> Int32? {
    guard let widget else { return nil }
    let key = orientation == GTK_ORIENTATION_HORIZONTAL ? _fixedWidthKey : _fixedHeightKey
    let stored = Int(
        bitPattern: g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key))
    return stored == 0 ? nil : Int32(stored - 1)
}

/// The children GTK should lay out, in order.
private func _layoutChildren(_ widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        if gtk_widget_should_layout(current) != 0 { children.append(current) }
        child = gtk_widget_get_next_sibling(current)
    }
    return children
}

private let _fixedRequestMode: GtkCustomRequestModeFunc = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }

private let _fixedMeasure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
    guard let widget else { return }
    if let fixed = _fixed(widget, orientation) {
        minimum?.pointee = fixed
        natural?.pointee = fixed
        return
    }
    // The other axis' fixed size is what the children are measured for.
    let other = orientation == GTK_ORIENTATION_HORIZONTAL ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    let given = _fixed(widget, other) ?? forSize
    var totalMinimum: Int32 = 0
    var totalNatural: Int32 = 0
    for child in _layoutChildren(widget) {
        var childMinimum: Int32 = 0
        var childNatural: Int32 = 0
        var childForSize = given
        if given >= 0, orientation == GTK_ORIENTATION_VERTICAL {
            // A child is never narrower than its minimum width.
            var minimumWidth: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
            childForSize = max(given, minimumWidth)
        }
        gtk_widget_measure(child, orientation, childForSize, &childMinimum, &childNatural, nil, nil)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            totalMinimum = max(totalMinimum, childMinimum)
            totalNatural = max(totalNatural, childNatural)
        } else {
            totalMinimum += childMinimum
            totalNatural += childNatural
        }
    }
    minimum?.pointee = totalMinimum
    natural?.pointee = totalNatural
}

private let _fixedAllocate: GtkCustomAllocateFunc = { widget, width, height, _ in
    guard let widget else { return }
    let children = _layoutChildren(widget)
    // One child gets the whole area (it sits there at its alignment); several stack in a column
    // at their natural heights, the last one taking what is left.
    var y: Int32 = 0
    for (index, child) in children.enumerated() {
        var minimumWidth: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let childWidth = max(width, minimumWidth)
        var minimumHeight: Int32 = 0
        var naturalHeight: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, childWidth, &minimumHeight, &naturalHeight, nil, nil)
        let isLast = index == children.count - 1
        let childHeight = max(isLast ? max(height - y, naturalHeight) : naturalHeight, minimumHeight)
        // A child wider than the frame overflows at its alignment (centred unless start or end).
        let x: Int32
        switch gtk_widget_get_halign(child) {
        case GTK_ALIGN_START: x = 0
        case GTK_ALIGN_END: x = width - childWidth
        default: x = (width - childWidth) / 2
        }
        var area = GtkAllocation(
            x: x, y: y, width: childWidth, height: children.count == 1 ? max(height, minimumHeight) : childHeight)
        gtk_widget_size_allocate(child, &area, -1)
        y += childHeight
    }
}
