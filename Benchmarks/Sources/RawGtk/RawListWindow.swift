import BenchmarkSupport
internal import CGtkBench

/// A window with a `GtkListView` of labels, built with raw GTK calls as Graft builds
/// `List(rows) { Text($0.text) }` in a `HostingWindow`: a scrolled window, a single-selection
/// model over a count-only list model (the same C model Graft uses), and a signal factory that
/// makes one row per slot — an expanding vertical box holding a leading-aligned label that wraps
/// at word boundaries with its unwrapped line as natural width, the widgets Graft makes for a
/// `Text` row — and sets the label's text on bind.
@MainActor
public final class RawListWindow {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let texts: _Texts
    private var isDestroyed = false

    /// Makes and shows the window.
    ///
    /// - Parameters:
    ///   - title: The window title (unique, so a ``ListFrameProbe`` can find it).
    ///   - texts: One row per text.
    ///   - width: The window's width.
    ///   - height: The window's height.
    public init(title: String, texts: [String], width: Int32, height: Int32) {
        self.texts = _Texts(texts)
        window = gtk_window_new()
        gtk_window_set_title(UnsafeMutablePointer(OpaquePointer(window)), title)
        gtk_window_set_default_size(UnsafeMutablePointer(OpaquePointer(window)), width, height)
        let model: OpaquePointer = graft_count_model_new(guint(texts.count))
        let selection: OpaquePointer = gtk_single_selection_new(model)
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory: OpaquePointer = gtk_signal_list_item_factory_new()
        let data = Unmanaged.passUnretained(self.texts).toOpaque()
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "setup", _setup, data, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(factory), "bind", _bind, data, nil, GConnectFlags(0))
        let list = gtk_list_view_new(selection, factory)!
        gtk_widget_set_hexpand(list, 1)
        gtk_widget_set_vexpand(list, 1)
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
        gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(window)), scrolled)
        gtk_window_present(UnsafeMutablePointer(OpaquePointer(window)))
    }

    /// Destroys the window.
    public func close() {
        guard !isDestroyed else { return }
        isDestroyed = true
        gtk_window_destroy(UnsafeMutablePointer(OpaquePointer(window)))
    }
}

private final class _Texts: @unchecked Sendable {
    let values: [String]
    init(_ values: [String]) { self.values = values }
}

private let _setup = unsafeBitCast(
    { (_: OpaquePointer?, item: OpaquePointer?, _: gpointer?) in
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(box, 1)
        gtk_widget_set_vexpand(box, 1)
        let label = gtk_label_new(nil)!
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_natural_wrap_mode(OpaquePointer(label), GTK_NATURAL_WRAP_NONE)
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), label)
        gtk_list_item_set_child(item, box)
    } as @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void, to: GCallback.self)

private let _bind = unsafeBitCast(
    { (_: OpaquePointer?, item: OpaquePointer?, data: gpointer?) in
        let texts = Unmanaged<_Texts>.fromOpaque(data!).takeUnretainedValue()
        let position = Int(gtk_list_item_get_position(item))
        guard position < texts.values.count, let box = gtk_list_item_get_child(item),
            let label = gtk_widget_get_first_child(box)
        else { return }
        gtk_label_set_text(OpaquePointer(label), texts.values[position])
    } as @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void, to: GCallback.self)
