import BenchmarkSupport
internal import CGtkBench

/// A navigation stack built with raw GTK calls, as a C programmer would write one: a window with a
/// header row (a back button and a title label) over a `GtkStack` of pages, each page a vertical
/// box holding a label and a button. Pushing adds one page and shows it; popping shows the page
/// below and removes the top one. The baseline of `NavigationBenchmarks`.
@MainActor
public final class RawNavigationWindow {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let stack: OpaquePointer
    private let back: UnsafeMutablePointer<GtkWidget>
    private let title: OpaquePointer
    private var pages: [UnsafeMutablePointer<GtkWidget>] = []
    private var isDestroyed = false

    /// Makes the window with its root page and `depth` pages pushed over it (not yet shown).
    ///
    /// - Parameters:
    ///   - title: The window title (unique, so a ``FrameWatcher`` can find it).
    ///   - depth: How many pages start above the root.
    public init(title windowTitle: String, depth: Int) {
        window = gtk_window_new()
        gtk_window_set_title(UnsafeMutablePointer(OpaquePointer(window)), windowTitle)
        gtk_window_set_default_size(UnsafeMutablePointer(OpaquePointer(window)), 400, 300)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        back = gtk_button_new_with_label("‹ Back")!
        title = OpaquePointer(gtk_label_new("")!)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(header)), back)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(header)), UnsafeMutablePointer(title))
        let stackWidget = gtk_stack_new()!
        stack = OpaquePointer(stackWidget)
        gtk_widget_set_vexpand(stackWidget, 1)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(column)), header)
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(column)), stackWidget)
        gtk_window_set_child(UnsafeMutablePointer(OpaquePointer(window)), column)
        for level in 0...depth { push(level) }
    }

    /// Shows the window.
    public func present() { gtk_window_present(UnsafeMutablePointer(OpaquePointer(window))) }

    /// A watcher of the window's frame clock; `nil` before `present()`.
    public func frameWatcher() -> FrameWatcher? { FrameWatcher(widget: window) }

    /// How many pages are above the root.
    public var depth: Int { pages.count - 1 }

    /// Adds the page of `level` on top and shows it.
    public func push(_ level: Int) {
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(page)), gtk_label_new("Page \(level)"))
        gtk_box_append(UnsafeMutablePointer(OpaquePointer(page)), gtk_button_new_with_label("Next"))
        gtk_stack_add_child(stack, page)
        gtk_stack_set_visible_child(stack, page)
        pages.append(page)
        gtk_label_set_text(title, "Page \(level)")
        gtk_widget_set_visible(back, pages.count > 1 ? 1 : 0)
    }

    /// Shows the page below the top one and removes the top one.
    public func pop() {
        guard pages.count > 1 else { return }
        let top = pages.removeLast()
        gtk_stack_set_visible_child(stack, pages[pages.count - 1])
        gtk_stack_remove(stack, top)
        gtk_label_set_text(title, "Page \(pages.count - 1)")
        gtk_widget_set_visible(back, pages.count > 1 ? 1 : 0)
    }

    /// The text of the label on the shown page (for checks, not timed).
    public var shownPageText: String {
        guard let page = gtk_stack_get_visible_child(stack), let label = gtk_widget_get_first_child(page) else {
            return ""
        }
        return String(cString: gtk_label_get_text(OpaquePointer(label)))
    }

    /// Destroys the window.
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        pages.removeAll()
        gtk_window_destroy(UnsafeMutablePointer(OpaquePointer(window)))
    }
}
