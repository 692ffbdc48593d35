import CGtk

extension Gtk.Window {
    /// Runs `handler` once when the window is destroyed: by `destroy()`, or by `close()` or the
    /// user closing it when no close handler stops it.
    ///
    /// In GTK 4 a window is destroyed by leaving GTK's list of toplevel windows; its `destroy`
    /// signal only comes later, when the last reference (this wrapper's included) is dropped.
    /// This handler runs at the first moment, while the window still exists.
    /// It never runs for a window that was already destroyed when the handler was added.
    ///
    /// - Parameter handler: Runs once, on the main actor.
    /// - Returns: The token that owns the observation; the handler stops when it is released.
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalToken {
        let toplevels = gtk_window_get_toplevels()!
        let list = GObjectRef(retaining: toplevels)
        let watch = _DestroyWatch(window: _rawPointer)
        return list.connect("items-changed") {
            guard !watch.fired, !watch.isToplevel(in: toplevels) else { return }
            watch.fired = true
            handler()
        }
    }
}

/// Follows one window weakly and reports whether it is still a GTK toplevel.
private final class _DestroyWatch {
    private let window: UnsafeMutablePointer<GWeakRef>
    var fired = false

    init(window object: UnsafeMutableRawPointer) {
        window = .allocate(capacity: 1)
        window.initialize(to: GWeakRef())
        g_weak_ref_init(window, object)
    }

    deinit {
        g_weak_ref_clear(window)
        window.deallocate()
    }

    /// Whether the window is alive and still in GTK's list of toplevel windows.
    func isToplevel(in toplevels: OpaquePointer) -> Bool {
        guard let object = g_weak_ref_get(window) else { return false }
        defer { g_object_unref(object) }
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            g_object_unref(item)
            if item == object { return true }
        }
        return false
    }
}
