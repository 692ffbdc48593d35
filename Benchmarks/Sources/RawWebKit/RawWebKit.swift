import BenchmarkSupport
internal import CWebKitBench

/// Raw WebKitGTK calls for the web benchmark's baseline: a bare `WebKitWebView` in a `GtkWindow`,
/// and probes that time load events and progress notifications from C callbacks.
///
/// The only web benchmark code that touches C or Unsafe*.
@MainActor
public enum RawWebKit {
    /// The WebKitGTK version, e.g. `2.50.6`.
    public static var version: String {
        "\(webkit_get_major_version()).\(webkit_get_minor_version()).\(webkit_get_micro_version())"
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

    /// The first widget of type `typeName` at or below `widget`, depth first.
    static func descendant(of widget: UnsafeMutablePointer<GtkWidget>, typeName: String)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        let type = g_type_from_name(typeName)
        var stack = [widget]
        while let current = stack.popLast() {
            if type != 0, g_type_check_instance_is_a(UnsafeMutablePointer(OpaquePointer(current)), type) != 0 {
                return current
            }
            var child = gtk_widget_get_last_child(current)
            while let found = child {
                stack.append(found)
                child = gtk_widget_get_prev_sibling(found)
            }
        }
        return nil
    }
}

/// A bare web view in its own window: `gtk_window_new`, `webkit_web_view_new`, `load_uri`.
@MainActor
public final class BareWebView {
    private let window: UnsafeMutablePointer<GtkWidget>
    /// Times this view's load events.
    public let watcher: LoadWatcher

    /// Makes the window and its web view (not yet shown).
    ///
    /// - Parameters:
    ///   - title: The window title.
    ///   - width: The window's default width.
    ///   - height: The window's default height.
    public init(title: String, width: Int32, height: Int32) {
        window = gtk_window_new()
        let asWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        gtk_window_set_title(asWindow, title)
        gtk_window_set_default_size(asWindow, width, height)
        let view = webkit_web_view_new()!
        gtk_window_set_child(asWindow, view)
        watcher = LoadWatcher(view: view)
    }

    /// Shows the window.
    public func present() { gtk_window_present(UnsafeMutablePointer(OpaquePointer(window))) }

    /// Starts loading `uri` (`webkit_web_view_load_uri`).
    public func load(_ uri: String) { watcher.loadURI(uri) }

    /// Closes the window.
    public func destroy() { gtk_window_destroy(UnsafeMutablePointer(OpaquePointer(window))) }
}

/// Records when a web view's loads finish, from a C `load-changed` handler.
@MainActor
public final class LoadWatcher {
    private let view: UnsafeMutablePointer<GtkWidget>
    private let box = _LoadBox()

    init(view: UnsafeMutablePointer<GtkWidget>) {
        self.view = view
        g_object_ref(view)
        let data = Unmanaged.passUnretained(box).toOpaque()
        g_signal_connect_data(view, "load-changed", _loadChangedCallback, data, nil, GConnectFlags(rawValue: 0))
    }

    /// Watches the first `WebKitWebView` inside the window titled `title` (a Graft window).
    ///
    /// - Returns: `nil` when there is no such window or web view.
    public convenience init?(webViewInWindowTitled title: String) {
        guard let window = RawWebKit.toplevel(titled: title),
            let view = RawWebKit.descendant(of: window, typeName: "WebKitWebView")
        else { return nil }
        self.init(view: view)
    }

    /// How many loads have finished.
    public var finishedLoads: Int { box.finished }
    /// When the last load finished.
    public var lastFinish: Stamp { box.lastFinish }
    /// When the last load started (WebKit's `WEBKIT_LOAD_STARTED`).
    public var lastStart: Stamp { box.lastStart }

    func loadURI(_ uri: String) {
        webkit_web_view_load_uri(UnsafeMutablePointer(OpaquePointer(view)), uri)
    }
}

private final class _LoadBox: @unchecked Sendable {
    var finished = 0
    var lastFinish = Stamp.now()
    var lastStart = Stamp.now()
}

private let _loadChangedCallback = unsafeBitCast(
    { (_: UnsafeMutableRawPointer?, event: UInt32, data: gpointer?) in
        let box = Unmanaged<_LoadBox>.fromOpaque(data!).takeUnretainedValue()
        if event == WEBKIT_LOAD_STARTED.rawValue { box.lastStart = Stamp.now() }
        guard event == WEBKIT_LOAD_FINISHED.rawValue else { return }
        box.lastFinish = Stamp.now()
        box.finished += 1
    } as @convention(c) (UnsafeMutableRawPointer?, UInt32, gpointer?) -> Void, to: GCallback.self)
