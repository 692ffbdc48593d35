import GtkBridge

/// Opens the test display once per process (`GtkRuntime.initialize()` is idempotent).
///
/// Tests that touch GTK call `try TestDisplay.ensure()` first; without a display the test fails
/// with GtkRuntime's explanation (run the tests through `scripts/test`, which starts Xvfb).
@MainActor
enum TestDisplay {
    static func ensure() throws {
        try GtkRuntime.initialize()
    }
}
