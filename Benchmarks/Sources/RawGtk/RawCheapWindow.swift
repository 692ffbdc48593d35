internal import CGtkBench

/// The raw side of the cheap-layout cases: N single-line labels (ellipsized at the end), each in a
/// one-child box that carries its opacity, in a column box in a `GtkScrolledWindow`, built with the
/// C calls a C programmer would write, as Graft builds `ScrollView { VStack { ForEach … } }` of
/// `Text(…).lineLimit(1).foregroundColor(…).opacity(…)` rows (the benchmark checks both trees).
///
/// Colours are two CSS classes of one display-wide stylesheet, switched per label.
@MainActor
public final class RawCheapWindow {
    private let window: UnsafeMutablePointer<GtkWidget>
    private var labels: [OpaquePointer] = []
    private var cells: [UnsafeMutablePointer<GtkWidget>] = []
    private var isDestroyed = false
    private static var isStyleInstalled = false

    /// The CSS class of the normal colour and of the highlighted one.
    public static let classes = (normal: "raw-normal", highlighted: "raw-highlighted")

    /// Makes the window (not yet shown).
    ///
    /// - Parameters:
    ///   - title: The window title (unique, so a ``FrameWatcher`` can find it).
    ///   - texts: One row per text.
    ///   - colors: The CSS colours of the two classes (installed once per process).
    public init(title: String, texts: [String], colors: (normal: String, highlighted: String)) {
        if !Self.isStyleInstalled {
            Self.isStyleInstalled = true
            let provider = gtk_css_provider_new()!
            let css =
                ".\(Self.classes.normal) { color: \(colors.normal); } "
                + ".\(Self.classes.highlighted) { color: \(colors.highlighted); }"
            gtk_css_provider_load_from_data(provider, css, -1)
            gtk_style_context_add_provider_for_display(
                gdk_display_get_default(), OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        window = gtk_window_new()
        let asWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        gtk_window_set_title(asWindow, title)
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(root, 1)
        gtk_widget_set_vexpand(root, 1)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_hexpand(scroller, 1)
        gtk_widget_set_vexpand(scroller, 1)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        let stack = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        labels.reserveCapacity(texts.count)
        cells.reserveCapacity(texts.count)
        for text in texts {
            let label = gtk_label_new(text)!
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
            gtk_label_set_lines(OpaquePointer(label), 1)
            gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(label, GTK_ALIGN_CENTER)
            gtk_widget_add_css_class(label, Self.classes.normal)
            let cell = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_halign(cell, GTK_ALIGN_CENTER)
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(cell)), label)
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(stack)), cell)
            labels.append(OpaquePointer(label))
            cells.append(cell)
        }
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(column)), stack)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), column)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(root)), scroller)
        gtk_window_set_child(asWindow, root)
        gtk_window_set_default_size(asWindow, RawLabelWindow.size.width, RawLabelWindow.size.height)
    }

    /// Shows the window.
    public func present() { gtk_window_present(UnsafeMutablePointer(OpaquePointer(window))) }

    /// A watcher of the window's frame clock; `nil` before `present()`.
    public func frameWatcher() -> FrameWatcher? { FrameWatcher(widget: window) }

    /// Sets the text of row `index`.
    public func setText(_ text: String, at index: Int) { gtk_label_set_text(labels[index], text) }

    /// Gives row `index` the highlighted colour or the normal one.
    public func setHighlighted(_ highlighted: Bool, at index: Int) {
        let label = UnsafeMutablePointer<GtkWidget>(labels[index])
        gtk_widget_remove_css_class(label, highlighted ? Self.classes.normal : Self.classes.highlighted)
        gtk_widget_add_css_class(label, highlighted ? Self.classes.highlighted : Self.classes.normal)
    }

    /// Sets the opacity of row `index` (0 hides it and keeps its place).
    public func setOpacity(_ opacity: Double, at index: Int) { gtk_widget_set_opacity(cells[index], opacity) }

    /// The text of row `index` (for checks, not timed).
    public func text(at index: Int) -> String { String(cString: gtk_label_get_text(labels[index])) }

    /// Destroys the window.
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        labels.removeAll()
        cells.removeAll()
        gtk_window_destroy(UnsafeMutablePointer(OpaquePointer(window)))
    }
}
