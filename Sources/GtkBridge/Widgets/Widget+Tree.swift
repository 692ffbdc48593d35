import CGtk

/// Reading and changing the widget tree.
///
/// The navigation properties return new `Widget` wrappers (each adding a reference) around the
/// existing GTK widgets, so the Swift identity of a wrapper is not preserved: use
/// `isSameWidget(as:)` to compare.
///
/// ```swift
/// var child = box.firstChild
/// while let current = child {
///     print(current.typeName)
///     child = current.nextSibling
/// }
/// ```
extension Gtk.Widget {
    /// The parent widget, or `nil` for a window or a widget not in a container.
    public var parent: Gtk.Widget? { Gtk.Widget._wrap(gtk_widget_get_parent(widgetPointer)) }

    /// The first child widget, or `nil` if there is none.
    public var firstChild: Gtk.Widget? { Gtk.Widget._wrap(gtk_widget_get_first_child(widgetPointer)) }

    /// The last child widget, or `nil` if there is none.
    public var lastChild: Gtk.Widget? { Gtk.Widget._wrap(gtk_widget_get_last_child(widgetPointer)) }

    /// The next widget with the same parent, or `nil` for the last one.
    public var nextSibling: Gtk.Widget? { Gtk.Widget._wrap(gtk_widget_get_next_sibling(widgetPointer)) }

    /// The previous widget with the same parent, or `nil` for the first one.
    public var previousSibling: Gtk.Widget? { Gtk.Widget._wrap(gtk_widget_get_prev_sibling(widgetPointer)) }

    /// All direct children in order, following `firstChild` / `nextSibling`.
    ///
    /// This includes internal children some widgets create for themselves (a button's label, an
    /// entry's text field), so it is most useful on containers such as `Box` and `Overlay`.
    public var childWidgets: [Gtk.Widget] {
        var result: [Gtk.Widget] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            result.append(Gtk.Widget(retaining: OpaquePointer(current)))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// The window (or other root) the widget is in, or `nil` if it is not in one.
    public var root: Gtk.Widget? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        return Gtk.Widget(retaining: root)
    }

    /// Whether both wrappers refer to the same GTK widget.
    ///
    /// - Parameter other: Another wrapper.
    public func isSameWidget(as other: Gtk.Widget) -> Bool {
        gobjectPointer == other.gobjectPointer
    }

    /// Whether this widget's direct parent is `parent`.
    ///
    /// - Parameter parent: The expected parent.
    public func isChild(of parent: Gtk.Widget) -> Bool {
        gtk_widget_get_parent(widgetPointer) == parent.widgetPointer
    }

    /// Whether `ancestor` is this widget's parent, grandparent, and so on.
    ///
    /// - Parameter ancestor: The expected ancestor.
    public func isDescendant(of ancestor: Gtk.Widget) -> Bool {
        gtk_widget_is_ancestor(widgetPointer, ancestor.widgetPointer) != 0
    }

    /// Removes the widget from its parent at the GTK level (`gtk_widget_unparent`).
    ///
    /// Prefer the container's own removal (`Box.remove(_:)`, `Overlay.removeOverlay(_:)`,
    /// `child = nil`), which also updates the container's bookkeeping; `unparent()` is for
    /// widgets whose parent has no such API. Does nothing if the widget has no parent.
    public func unparent() {
        guard gtk_widget_get_parent(widgetPointer) != nil else { return }
        gtk_widget_unparent(widgetPointer)
    }
}
