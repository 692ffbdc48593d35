import CGtk

extension Gtk {
    /// A GTK widget: the common `GtkWidget` API shared by every wrapper.
    ///
    /// Concrete wrappers (`Label`, `Box`, `Window`, …) subclass `Widget` and create their GTK object
    /// in their initializer; any other widget type can be created by name with `init(typeName:)`.
    /// A `Widget` owns one strong reference to its GTK widget, so the widget lives at least as long
    /// as the Swift object, whether or not it is in a container.
    ///
    /// Reading the widget tree (`parent`, `firstChild`, `nextSibling`, `Box.children`, …) returns
    /// *new* `Widget` wrappers around the existing GTK widgets; compare them with
    /// `isSameWidget(as:)`, not `===`.
    ///
    /// ```swift
    /// let label = Label("Hello")
    /// label.marginStart = 12
    /// label.halign = .start
    /// label.addCSSClass("title")
    /// let box = Box(orientation: .vertical, spacing: 6)
    /// box.append(label)
    /// ```
    open class Widget: GObjectRef {
        /// The owned `GtkWidget *` (bridge targets only).
        package var widgetPointer: UnsafeMutablePointer<GtkWidget> { pointer(as: GtkWidget.self) }

        /// Creates a widget of any registered GTK widget type by its type name, e.g. `"GtkCalendar"`.
        ///
        /// Types GTK registers lazily are resolved the way GtkBuilder does (`GtkCalendar` →
        /// `gtk_calendar_get_type()`). GTK must be initialised first (`GtkRuntime.initialize()`).
        /// This replaces `GObjectRef.init(typeName:)` so that a `Widget` is always a `GtkWidget`.
        /// It is a designated initializer, so a subclass of `Widget` in your own module can call it:
        ///
        /// ```swift
        /// final class CalendarView: Gtk.Widget {
        ///     init() throws { try super.init(typeName: "GtkCalendar") }
        /// }
        /// ```
        ///
        /// - Parameter typeName: The GType name of a non-abstract `GtkWidget` subclass.
        /// - Throws: `GObjectError.unknownType` if no such type exists; `.notInstantiable` if the
        ///   type is abstract or is not a `GtkWidget` (e.g. `"GtkCssProvider"`).
        public init(typeName: String) throws(GObjectError) {
            let type = try _GTypeLookup.type(named: typeName)
            guard g_type_is_a(type, gtk_widget_get_type()) != 0,
                let raw = g_object_new_with_properties(type, 0, nil, nil)
            else { throw .notInstantiable(typeName) }
            // Sinks the floating reference; for a GtkWindow (owned by GTK until destroyed) adds one.
            super.init(takingFloating: OpaquePointer(raw))
        }

        /// Takes ownership of a newly created widget (see `GObjectRef.init(takingFloating:)`).
        override package init(takingFloating pointer: OpaquePointer) {
            super.init(takingFloating: pointer)
        }

        /// Adds a reference to an existing widget (see `GObjectRef.init(retaining:)`).
        override package init(retaining pointer: OpaquePointer) {
            super.init(retaining: pointer)
        }

        /// Takes over a full reference the caller owns (see `GObjectRef.init(adopting:)`).
        override package init(adopting pointer: OpaquePointer) {
            super.init(adopting: pointer)
        }

        /// Wraps an existing GTK widget, adding a reference, or returns `nil` for a null pointer.
        package static func _wrap(_ widget: UnsafeMutablePointer<GtkWidget>?) -> Widget? {
            widget.map { Widget(retaining: OpaquePointer($0)) }
        }

        // MARK: - Visibility and state

        /// Whether the widget is shown (`visible`). Widgets are visible by default in GTK 4.
        public var isVisible: Bool {
            get { gtk_widget_get_visible(widgetPointer) != 0 }
            set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
        }

        /// Whether the widget responds to input (`sensitive`); insensitive widgets are drawn greyed out.
        public var isSensitive: Bool {
            get { gtk_widget_get_sensitive(widgetPointer) != 0 }
            set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
        }

        /// Whether the widget and all its ancestors are sensitive (`gtk_widget_is_sensitive`).
        public var isEffectivelySensitive: Bool { gtk_widget_is_sensitive(widgetPointer) != 0 }

        /// Whether the widget is mapped: shown on screen inside a presented window.
        public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

        /// The opacity, from 0 (transparent) to 1 (opaque), applied to the widget and its children.
        ///
        /// GTK stores it in 8 bits, so it reads back rounded to a multiple of 1/255. Set inside
        /// `Widget.animate(withDuration:animations:completion:)`, the change is animated.
        public var opacity: Double {
            get { gtk_widget_get_opacity(widgetPointer) }
            set {
                let widget = widgetPointer
                let captured = _captureAnimatableChange("opacity", to: newValue, from: opacity) {
                    gtk_widget_set_opacity(widget, $0)
                }
                if !captured { gtk_widget_set_opacity(widget, newValue) }
            }
        }

        /// The widget's name (`gtk_widget_set_name`), usable as a CSS `#name` selector.
        ///
        /// Defaults to the type name (e.g. `"GtkLabel"`) when never set.
        public var name: String {
            get { gtk_widget_get_name(widgetPointer).map { String(cString: $0) } ?? "" }
            set { gtk_widget_set_name(widgetPointer, newValue) }
        }

        /// The plain-text tooltip, or `nil` for none.
        public var tooltip: String? {
            get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
            set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
        }

        // MARK: - Size and layout

        /// Sets the minimum size the widget asks for; `-1` leaves a dimension unset.
        ///
        /// - Parameters:
        ///   - width: The minimum width in pixels, or -1.
        ///   - height: The minimum height in pixels, or -1.
        public func setSizeRequest(width: Int, height: Int) {
            gtk_widget_set_size_request(widgetPointer, Int32(clamping: width), Int32(clamping: height))
        }

        /// The size request set with `setSizeRequest(width:height:)`; `-1` for an unset dimension.
        public var sizeRequest: (width: Int, height: Int) {
            var width: Int32 = -1
            var height: Int32 = -1
            gtk_widget_get_size_request(widgetPointer, &width, &height)
            return (Int(width), Int(height))
        }

        /// Whether the widget wants extra horizontal space. Setting it also sets `hexpandSet`.
        public var hexpand: Bool {
            get { gtk_widget_get_hexpand(widgetPointer) != 0 }
            set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
        }

        /// Whether the widget wants extra vertical space. Setting it also sets `vexpandSet`.
        public var vexpand: Bool {
            get { gtk_widget_get_vexpand(widgetPointer) != 0 }
            set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
        }

        /// Whether `hexpand` was set explicitly; when `false`, it is computed from the children.
        public var hexpandSet: Bool {
            get { gtk_widget_get_hexpand_set(widgetPointer) != 0 }
            set { gtk_widget_set_hexpand_set(widgetPointer, newValue ? 1 : 0) }
        }

        /// Whether `vexpand` was set explicitly; when `false`, it is computed from the children.
        public var vexpandSet: Bool {
            get { gtk_widget_get_vexpand_set(widgetPointer) != 0 }
            set { gtk_widget_set_vexpand_set(widgetPointer, newValue ? 1 : 0) }
        }

        /// Horizontal placement within the space the parent allocates.
        ///
        /// `.baseline` is a vertical alignment; set horizontally, GTK treats it as `.fill`.
        public var halign: Align {
            get { Align(gtk_widget_get_halign(widgetPointer)) }
            set { gtk_widget_set_halign(widgetPointer, newValue.gtk) }
        }

        /// Vertical placement within the space the parent allocates.
        public var valign: Align {
            get { Align(gtk_widget_get_valign(widgetPointer)) }
            set { gtk_widget_set_valign(widgetPointer, newValue.gtk) }
        }

        /// The margin on the leading edge (left in left-to-right locales), in pixels.
        public var marginStart: Int {
            get { Int(gtk_widget_get_margin_start(widgetPointer)) }
            set { gtk_widget_set_margin_start(widgetPointer, Int32(clamping: newValue)) }
        }

        /// The margin on the trailing edge, in pixels.
        public var marginEnd: Int {
            get { Int(gtk_widget_get_margin_end(widgetPointer)) }
            set { gtk_widget_set_margin_end(widgetPointer, Int32(clamping: newValue)) }
        }

        /// The margin on the top edge, in pixels.
        public var marginTop: Int {
            get { Int(gtk_widget_get_margin_top(widgetPointer)) }
            set { gtk_widget_set_margin_top(widgetPointer, Int32(clamping: newValue)) }
        }

        /// The margin on the bottom edge, in pixels.
        public var marginBottom: Int {
            get { Int(gtk_widget_get_margin_bottom(widgetPointer)) }
            set { gtk_widget_set_margin_bottom(widgetPointer, Int32(clamping: newValue)) }
        }

        /// Measures the widget's minimum and natural size along one axis (`gtk_widget_measure`).
        ///
        /// - Parameters:
        ///   - orientation: `.horizontal` for the width, `.vertical` for the height.
        ///   - forSize: The size in the other axis, or -1 for none.
        /// - Returns: The minimum and natural size in pixels.
        public func measure(orientation: Orientation, forSize: Int = -1) -> (minimum: Int, natural: Int) {
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(widgetPointer, orientation.gtk, Int32(clamping: forSize), &minimum, &natural, nil, nil)
            return (Int(minimum), Int(natural))
        }

        /// The width the widget was last allocated, in pixels (0 before the first layout).
        public var allocatedWidth: Int { Int(gtk_widget_get_width(widgetPointer)) }

        /// The height the widget was last allocated, in pixels (0 before the first layout).
        public var allocatedHeight: Int { Int(gtk_widget_get_height(widgetPointer)) }

        /// Schedules a redraw of the widget.
        public func queueDraw() {
            gtk_widget_queue_draw(widgetPointer)
        }

        /// Schedules a new size negotiation for the widget (after its content changed size).
        public func queueResize() {
            gtk_widget_queue_resize(widgetPointer)
        }

        /// Schedules placing the widget's children again at the size it has (`gtk_widget_queue_allocate`):
        /// for a layout whose placement changed but whose size did not.
        public func queueAllocate() {
            gtk_widget_queue_allocate(widgetPointer)
        }

        // MARK: - CSS classes

        /// Adds a CSS style class (e.g. one from `StyleSheet.cssClass(for:)`). Adding twice is harmless.
        ///
        /// - Parameter name: The class name, without the leading dot.
        public func addCSSClass(_ name: String) {
            gtk_widget_add_css_class(widgetPointer, name)
        }

        /// Removes a CSS style class; removing one that is absent is harmless.
        ///
        /// - Parameter name: The class name, without the leading dot.
        public func removeCSSClass(_ name: String) {
            gtk_widget_remove_css_class(widgetPointer, name)
        }

        /// Whether the widget has the CSS style class.
        ///
        /// - Parameter name: The class name, without the leading dot.
        public func hasCSSClass(_ name: String) -> Bool {
            gtk_widget_has_css_class(widgetPointer, name) != 0
        }

        /// All the widget's CSS style classes, in the order they were added. Setting replaces them all.
        public var cssClasses: [String] {
            get {
                guard let list = gtk_widget_get_css_classes(widgetPointer) else { return [] }
                defer { g_strfreev(list) }
                var names: [String] = []
                var index = 0
                while let name = list[index] {
                    names.append(String(cString: name))
                    index += 1
                }
                return names
            }
            set {
                let current = cssClasses
                guard current != newValue else { return }
                for name in current { removeCSSClass(name) }
                for name in newValue { addCSSClass(name) }
            }
        }
    }
}
