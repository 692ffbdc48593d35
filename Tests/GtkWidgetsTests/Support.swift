import GtkBridge
import Testing

/// All widget suites, run one test at a time: they share one GTK display, the one stylesheet,
/// and tests that iterate the main loop must not interleave with others.
@Suite("GtkBridge widgets", .serialized)
@MainActor
enum GtkWidgetsSuite {}

/// Initialises GTK once per test process (idempotent); throws when no display is available.
@MainActor
func startGtk() throws {
    try GtkRuntime.initialize()
}

/// The text of a child widget that is a `GtkLabel` (read through its `label` property).
@MainActor
func labelText(_ widget: Gtk.Widget) -> String? {
    widget.property("label", as: String.self)
}
