import BenchmarkSupport
internal import CGtkBench

#if canImport(Glibc)
    import Glibc
#endif

/// Raw GTK calls for benchmark baselines: what a C programmer would write, with no framework.
@MainActor
public enum RawGtk {
    /// Initializes GTK (idempotent; Graft's `GtkRuntime.initialize()` does the same).
    public static func initialize() -> Bool { gtk_init_check() != 0 }

    /// Runs every pending main-loop source without blocking.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    static func toplevel(titled title: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard let model = gtk_window_get_toplevels() else { return nil }
        for index in 0..<g_list_model_get_n_items(model) {
            guard let item = g_list_model_get_item(model, index) else { continue }
            defer { g_object_unref(item) }
            let window = item.assumingMemoryBound(to: GtkWindow.self)
            if let current = gtk_window_get_title(window), String(cString: current) == title {
                return item.assumingMemoryBound(to: GtkWidget.self)
            }
        }
        return nil
    }
}

/// A window with a column of labels, built with raw GTK calls exactly as Graft builds
/// `VStack { ForEach(rows) { Text($0.text) } }` in a `HostingWindow`: a vertical root box that
/// expands, a vertical box with 8 px spacing centred in it, and labels centred in that.
/// `LabelConfiguration` lets the benchmark check that both sides still build the same widgets.
///
/// The root box sits in a `GtkScrolledWindow` (vertical scrolling only) in a 400 × 600 window, as
/// the benchmark puts Graft's: a column of 10,000 labels is some 240,000 px tall, far beyond what
/// an X11 window can be.
@MainActor
public final class RawLabelWindow {
    /// The window's default size.
    public static let size = (width: Int32(400), height: Int32(600))

    private let window: UnsafeMutablePointer<GtkWidget>
    private var labels: [OpaquePointer] = []
    private var isDestroyed = false

    /// Makes the window and its labels (not yet shown).
    ///
    /// - Parameters:
    ///   - title: The window title (unique, so a ``FrameWatcher`` can find it).
    ///   - texts: One label per text.
    public init(title: String, texts: [String]) {
        window = gtk_window_new()
        let asWindow = OpaquePointer(window)
        gtk_window_set_title(UnsafeMutablePointer(asWindow), title)
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(root, 1)
        gtk_widget_set_vexpand(root, 1)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        gtk_widget_set_halign(column, GTK_ALIGN_CENTER)
        labels.reserveCapacity(texts.count)
        for text in texts {
            let label = gtk_label_new(text)!
            // The same label setup as Graft's Text: word wrapping, natural width unwrapped.
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_natural_wrap_mode(OpaquePointer(label), GTK_NATURAL_WRAP_NONE)
            gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
            gtk_box_append(UnsafeMutablePointer(OpaquePointer(column)), label)
            labels.append(OpaquePointer(label))
        }
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(root)), column)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), root)
        gtk_window_set_child(UnsafeMutablePointer(asWindow), scroller)
        gtk_window_set_default_size(
            UnsafeMutablePointer(asWindow), RawLabelWindow.size.width, RawLabelWindow.size.height)
    }

    /// Shows the window.
    public func present() { gtk_window_present(UnsafeMutablePointer(OpaquePointer(window))) }

    /// A watcher of the window's frame clock; `nil` before `present()`.
    public func frameWatcher() -> FrameWatcher? { FrameWatcher(widget: window) }

    /// Sets the text of the label at `index`.
    public func setText(_ text: String, at index: Int) { gtk_label_set_text(labels[index], text) }

    /// Sets every label's text, in order.
    public func setTexts(_ texts: [String]) {
        for (label, text) in zip(labels, texts) { gtk_label_set_text(label, text) }
    }

    /// How the first label and its column are set up (for checks, not timed).
    public var configuration: LabelConfiguration {
        let label = UnsafeMutablePointer<GtkWidget>(labels[0])
        let column = gtk_widget_get_parent(label)!
        return LabelConfiguration(
            wraps: gtk_label_get_wrap(labels[0]) != 0, labelAlignment: Int(gtk_widget_get_halign(label).rawValue),
            columnSpacing: Int(gtk_box_get_spacing(UnsafeMutablePointer(OpaquePointer(column)))),
            columnAlignment: Int(gtk_widget_get_halign(column).rawValue))
    }

    /// The text of the label at `index` (for checks, not timed).
    public func text(at index: Int) -> String { String(cString: gtk_label_get_text(labels[index])) }

    /// Destroys the window.
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        labels.removeAll()
        gtk_window_destroy(UnsafeMutablePointer(OpaquePointer(window)))
    }
}

extension RawGtk {
    /// The GTK version in use, e.g. `4.8.3`.
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }

    /// The renderer GTK was asked to use (`GSK_RENDERER`), or `default`.
    public static var renderer: String {
        guard let value = getenv("GSK_RENDERER") else { return "default" }
        return String(cString: value)
    }
}

/// The properties of a label and its column that decide how much GTK's layout costs; both sides of
/// a benchmark must build the same.
public struct LabelConfiguration: Equatable, CustomStringConvertible, Sendable {
    public let wraps: Bool
    public let labelAlignment: Int
    public let columnSpacing: Int
    public let columnAlignment: Int

    public init(wraps: Bool, labelAlignment: Int, columnSpacing: Int, columnAlignment: Int) {
        self.wraps = wraps
        self.labelAlignment = labelAlignment
        self.columnSpacing = columnSpacing
        self.columnAlignment = columnAlignment
    }

    public var description: String {
        "wrap \(wraps), label halign \(labelAlignment), column spacing \(columnSpacing), column halign \(columnAlignment)"
    }
}
