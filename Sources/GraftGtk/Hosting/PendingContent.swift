public import GtkBridge

/// Content a widget shows some time after it is made — a web page loading — that a render of
/// its window waits for, so a preview or a snapshot test shows the content and not a blank
/// rectangle.
///
/// A widget whose picture arrives later registers a readiness check (GraftWeb's `WebView` does);
/// `PreviewRenderer`, and with it every snapshot test, runs the main loop after the first paint
/// until every registered widget inside the window it renders is ready, for ``timeout`` at most.
/// Content still not ready then is rendered as it is, and the renderer says so on standard error.
@MainActor
public enum PendingContent {
    /// How long a render waits for pending content (10 seconds unless changed).
    public static var timeout: Duration = .seconds(10)

    private struct Entry {
        weak var widget: Gtk.Widget?
        let isReady: @MainActor () -> Bool
        let describe: @MainActor () -> String
    }

    private static var entries: [Int: Entry] = [:]
    private static var nextID = 0

    /// Registers `widget`'s content as pending while `isReady` returns `false`.
    ///
    /// - Parameters:
    ///   - widget: The widget that shows the content; a render waits for it only while it is
    ///     inside the rendered window, and never after the widget is released.
    ///   - isReady: Whether the content is shown; called between main-loop iterations, so it may
    ///     start work (a round trip to another process) and report its end later.
    ///   - describe: Says what is still pending (`"the web page http://… (still loading)"`).
    /// - Returns: The registration; cancel it when the widget leaves the tree.
    public static func register(
        _ widget: Gtk.Widget, isReady: @escaping @MainActor () -> Bool,
        describe: @escaping @MainActor () -> String
    ) -> Registration {
        nextID += 1
        let id = nextID
        entries[id] = Entry(widget: widget, isReady: isReady, describe: describe)
        return Registration(id: id)
    }

    /// Whether any widget inside `window` registered content.
    ///
    /// - Parameter window: The window being rendered.
    /// - Returns: `true` if a render of it should wait (``waitUntilReady(in:timeout:)``).
    public static func hasRegistrations(in window: Gtk.Widget) -> Bool {
        entries.values.contains { entry in entry.widget.map { isInside($0, window) } ?? false }
    }

    private static func isInside(_ widget: Gtk.Widget, _ window: Gtk.Widget) -> Bool {
        widget.isSameWidget(as: window) || widget.isDescendant(of: window)
    }

    /// Runs the main loop until the content of every registered widget inside `window` is ready,
    /// for `timeout` at most.
    ///
    /// - Parameters:
    ///   - window: The window being rendered.
    ///   - timeout: The longest wait.
    /// - Returns: What was still pending when the time ran out (empty when everything is ready).
    public static func waitUntilReady(in window: Gtk.Widget, timeout: Duration = PendingContent.timeout) -> [String] {
        func pending() -> [Entry] {
            entries.values.filter { entry in
                guard let widget = entry.widget else { return false }
                return isInside(widget, window) && !entry.isReady()
            }
        }
        if MainLoop.runUntil(timeout: timeout, { pending().isEmpty }) { return [] }
        return pending().map { $0.describe() }
    }

    /// One widget's registration with ``PendingContent``; it ends when cancelled or released.
    @MainActor
    public final class Registration {
        private var id: Int?

        init(id: Int) { self.id = id }

        /// Ends the registration; later calls do nothing.
        public func cancel() {
            if let id { PendingContent.entries[id] = nil }
            id = nil
        }

        isolated deinit { cancel() }
    }
}
