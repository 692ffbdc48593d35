import CGtk
import Dispatch
import GraftRunLoop

/// The application's run loop: the GLib default main context, which also drains Swift's main queue.
///
/// In an app, `run()` is called from the process's main thread (top-level code or `main()`). While
/// it runs, work on Swift's main queue runs too — `Task { @MainActor in … }`, main-actor
/// continuations after `Task.sleep`, `DispatchQueue.main.async` — because libdispatch's
/// main-queue handle (an eventfd) is watched by a GLib unix-fd source that calls libdispatch's
/// drain callback when it becomes readable, as CoreFoundation's run loop does.
///
/// ```swift
/// try GtkRuntime.initialize()
/// Task { @MainActor in
///     try await Task.sleep(for: .seconds(1))
///     MainLoop.quit()
/// }
/// MainLoop.run()
/// ```
///
/// From code that is itself a main-actor job — an `async` function, a test under `swift test` —
/// a blocking `run()` would hold the main queue, so other main-actor work could not run. There,
/// use `await MainLoop.run(until:timeout:)`, which processes GLib events and suspends in turn.
@MainActor
public enum MainLoop {
    private static var loops: [OpaquePointer] = []
    private static var isMainQueueAttached = false

    /// Whether `run()` is currently running (possibly nested).
    public static var isRunning: Bool { !loops.isEmpty }

    /// Whether Swift's main queue is attached to the GLib main context (see `installMainQueueSource()`).
    public static var drainsMainQueue: Bool { isMainQueueAttached }

    /// Runs the main loop until `quit()` is called. Calls may nest; `quit()` ends the innermost.
    public static func run() {
        installMainQueueSource()
        let loop = g_main_loop_new(nil, 0)!
        loops.append(loop)
        g_main_loop_run(loop)
        loops.removeLast()
        g_main_loop_unref(loop)
    }

    /// Makes the innermost running `run()` return. Does nothing if the loop is not running.
    public static func quit() {
        guard let loop = loops.last else { return }
        g_main_loop_quit(loop)
    }

    /// Runs one iteration of the main context.
    ///
    /// - Parameter mayBlock: Wait for an event if none is pending.
    /// - Returns: Whether any event source was dispatched.
    @discardableResult
    public static func iterate(mayBlock: Bool = false) -> Bool {
        installMainQueueSource()
        return g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }

    /// Runs all pending GLib events without blocking.
    public static func drain() {
        installMainQueueSource()
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs the main loop, blocking, until `condition` holds or `timeout` passes.
    ///
    /// The condition is checked after every dispatched event and at least every 10 ms. Like
    /// `run()`, it is for the main thread's own code; from an `async` context prefer
    /// `await run(until:timeout:)`.
    ///
    /// - Parameters:
    ///   - timeout: The longest time to wait.
    ///   - condition: Checked on the main actor.
    /// - Returns: `true` if the condition became true, `false` on timeout.
    @discardableResult
    public static func runUntil(timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
        installMainQueueSource()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        // A ticking source bounds each blocking iteration, so time-based conditions are seen.
        let tick = g_timeout_add_full(G_PRIORITY_DEFAULT, 10, { _ in 1 }, nil, nil)
        defer { g_source_remove(tick) }
        while !condition() {
            if clock.now >= deadline { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }

    /// Processes GLib events and suspends in turn until `condition` holds or `timeout` passes.
    ///
    /// Between rounds of pending GLib events the caller suspends for about a millisecond, so other
    /// main-actor work (tasks, `DispatchQueue.main`) runs even when the caller is itself a
    /// main-actor job, as every `@MainActor` test is.
    ///
    /// - Parameters:
    ///   - condition: Checked on the main actor after each round.
    ///   - timeout: The longest time to wait.
    /// - Returns: `true` if the condition became true, `false` on timeout.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: Duration = .seconds(10)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            while g_main_context_iteration(nil, 0) != 0 {}
            if condition() { return true }
            if clock.now >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Attaches Swift's main queue to the GLib default main context (once; idempotent).
    ///
    /// Only on the process's main thread. Programs with an async `main` (a Swift Testing runner)
    /// run this loop on the main thread too: GraftRunLoop replaces the runtime's `dispatch_main()`
    /// drain with the GLib loop, so the main actor never hops threads. Called by
    /// `GtkRuntime.initialize()` and by the blocking run functions.
    public static func installMainQueueSource() {
        guard !isMainQueueAttached else { return }
        isMainQueueAttached = graft_attach_main_queue() != 0
    }
}
