import CWebKitGtk
import GtkBridge

extension WebViewRef {
    /// Calls `done` once the page has drawn `frames` animation frames from now (a promise of
    /// nested `requestAnimationFrame`s), or at once if scripts are off or WebKit fails it.
    ///
    /// Unlike the `async` calls, `done` runs straight from WebKit's callback in a GLib main-loop
    /// iteration, so code that runs the loop synchronously (a render waiting in
    /// `MainLoop.runUntil`) sees it.
    ///
    /// - Parameters:
    ///   - frames: How many animation frames to wait for (at least 1).
    ///   - done: Called once, on the main thread.
    public func whenFramesDrawn(_ frames: Int = 2, _ done: @escaping @MainActor () -> Void) {
        guard isJavaScriptEnabled else {
            done()
            return
        }
        let body = """
            return new Promise(resolve => {
              let left = \(max(frames, 1));
              const next = () => { if (--left <= 0) resolve(true); else requestAnimationFrame(next); };
              requestAnimationFrame(next);
            });
            """
        let box = Unmanaged.passRetained(_DrawnFramesBox(done)).toOpaque()
        webkit_web_view_call_async_javascript_function(
            webViewPointer, body, -1, nil, nil, nil, nil,
            { source, result, data in
                let box = Unmanaged<_DrawnFramesBox>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let value = webkit_web_view_call_async_javascript_function_finish(
                    UnsafeMutablePointer<WebKitWebView>(OpaquePointer(source)), result, &error)
                if let value { g_object_unref(UnsafeMutableRawPointer(value)) }
                if let error { g_error_free(error) }
                MainActor.assumeIsolated { box.done() }
            }, box)
    }
}

/// Carries `whenFramesDrawn`'s closure through WebKit's `GAsyncReadyCallback` (main thread only).
final class _DrawnFramesBox: @unchecked Sendable {
    let done: @MainActor () -> Void

    init(_ done: @escaping @MainActor () -> Void) { self.done = done }
}
