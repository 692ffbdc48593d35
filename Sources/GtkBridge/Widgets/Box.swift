import CGtk

extension Gtk {
    /// A container that lines its children up in a row or a column (`GtkBox`).
    ///
    /// ```swift
    /// let column = Box(orientation: .vertical, spacing: 8)
    /// column.append(Label("Title"))
    /// column.append(Button(label: "OK"))
    /// ```
    open class Box: Widget {
        private var box: UnsafeMutablePointer<GtkBox> { pointer(as: GtkBox.self) }

        /// Creates an empty vertical box with no spacing — the designated initializer a subclass
        /// overrides, as a `UIView` subclass overrides `init(frame:)`.
        ///
        /// ```swift
        /// final class BackgroundView: Gtk.Box {
        ///     override init() {
        ///         super.init()
        ///         addCSSClass("card")
        ///     }
        /// }
        /// ```
        public init() {
            super.init(takingFloating: OpaquePointer(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
        }

        /// Creates an empty box.
        ///
        /// - Parameters:
        ///   - orientation: `.horizontal` for a row, `.vertical` for a column.
        ///   - spacing: The gap between neighbouring children, in pixels.
        public init(orientation: Orientation = .vertical, spacing: Int = 0) {
            super.init(takingFloating: OpaquePointer(gtk_box_new(orientation.gtk, Int32(clamping: spacing))))
        }

        /// Whether the children run in a row or a column.
        public var orientation: Orientation {
            get { Orientation(gtk_orientable_get_orientation(gobjectPointer)) }
            set { gtk_orientable_set_orientation(gobjectPointer, newValue.gtk) }
        }

        /// The gap between neighbouring children, in pixels.
        public var spacing: Int {
            get { Int(gtk_box_get_spacing(box)) }
            set { gtk_box_set_spacing(box, Int32(clamping: newValue)) }
        }

        /// Whether every child gets the same size along the box's orientation.
        public var homogeneous: Bool {
            get { gtk_box_get_homogeneous(box) != 0 }
            set { gtk_box_set_homogeneous(box, newValue ? 1 : 0) }
        }

        /// The children in order (new wrappers; compare with `isSameWidget(as:)`).
        public var children: [Widget] { childWidgets }

        /// Adds `child` after the last child. The child must not have a parent.
        ///
        /// - Parameter child: The widget to add.
        public func append(_ child: Widget) {
            gtk_box_append(box, child.widgetPointer)
        }

        /// Adds `child` before the first child. The child must not have a parent.
        ///
        /// - Parameter child: The widget to add.
        public func prepend(_ child: Widget) {
            gtk_box_prepend(box, child.widgetPointer)
        }

        /// Adds `child` right after `sibling`, or first if `sibling` is `nil`.
        ///
        /// - Parameters:
        ///   - child: The widget to add; it must not have a parent.
        ///   - sibling: A child of this box, or `nil` to insert at the start.
        public func insert(_ child: Widget, after sibling: Widget?) {
            gtk_box_insert_child_after(box, child.widgetPointer, sibling?.widgetPointer)
        }

        /// Removes `child` from the box. Does nothing if it is not a child of this box.
        ///
        /// - Parameter child: The widget to remove.
        public func remove(_ child: Widget) {
            guard child.isChild(of: self) else { return }
            gtk_box_remove(box, child.widgetPointer)
        }

        /// Removes every child.
        public func removeAll() {
            while let child = gtk_widget_get_first_child(widgetPointer) {
                gtk_box_remove(box, child)
            }
        }

        /// Moves `child` right after `sibling`, or to the start if `sibling` is `nil`.
        ///
        /// - Parameters:
        ///   - child: A child of this box.
        ///   - sibling: Another child of this box, or `nil` to move `child` first.
        public func reorder(_ child: Widget, after sibling: Widget?) {
            gtk_box_reorder_child_after(box, child.widgetPointer, sibling?.widgetPointer)
        }
    }
}
