import CWebKitGtk

/// Keeps WebKit's process-wide defaults (the default web context and network session) alive
/// until the process ends.
///
/// WebKit releases them from C++ static destructors at `exit()`, and their disposal asserts that
/// it runs on the main thread. A Swift program with an async `main` (a Swift Testing runner)
/// calls `exit()` from a worker thread, so that release would abort the process after a green
/// run. Holding one extra reference makes the exit-time release a plain decrement.
@MainActor
enum WebKitDefaults {
    private static var isRetained = false

    /// Takes the extra references once; call before the first web view is made.
    static func retainForProcessLifetime() {
        guard !isRetained else { return }
        isRetained = true
        if let context = webkit_web_context_get_default() { g_object_ref(UnsafeMutableRawPointer(context)) }
        if let session = webkit_network_session_get_default() { g_object_ref(UnsafeMutableRawPointer(session)) }
    }
}
