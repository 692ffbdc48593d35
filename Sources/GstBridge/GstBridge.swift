import CGst
import Synchronization

/// Typed Swift over GStreamer's C API: pipelines, the appsink that feeds GTK, and device discovery.
///
/// Everything here is the only Swift code in Graft that touches GStreamer's C API. Call
/// ``initialize()`` (any thread, any number of times) before making pipelines; the other entry
/// points call it themselves.
///
/// ```swift
/// try Gst.initialize()
/// let sink = try Gst.FrameSink()
/// let pipeline = try Gst.Pipeline.video(from: .launch("videotestsrc"), to: sink)
/// try pipeline.setState(.playing)
/// ```
public enum Gst {
    private static let initialization = Mutex<Result<Void, GstError>?>(nil)

    /// Initializes GStreamer once per process (`gst_init_check`); later calls return the first result.
    ///
    /// Thread-safe: concurrent first calls initialize once.
    ///
    /// - Throws: ``GstError/initializationFailed(_:)`` when GStreamer cannot start (for example a
    ///   broken plugin registry); every later call throws the same error.
    public static func initialize() throws(GstError) {
        let result = initialization.withLock { state -> Result<Void, GstError> in
            if let state { return state }
            var error: UnsafeMutablePointer<GError>?
            let made: Result<Void, GstError> =
                gst_init_check(nil, nil, &error) != 0
                ? .success(()) : .failure(.initializationFailed(_message(of: error) ?? "gst_init_check failed"))
            if let error { g_error_free(error) }
            state = made
            return made
        }
        try result.get()
    }

    /// The GStreamer version this process runs, e.g. `"1.22.0"`.
    public static var version: String {
        var major: guint = 0
        var minor: guint = 0
        var micro: guint = 0
        var nano: guint = 0
        gst_version(&major, &minor, &micro, &nano)
        return "\(major).\(minor).\(micro)"
    }

    /// Whether an element factory of that name is installed (e.g. `"v4l2src"`, `"videotestsrc"`).
    ///
    /// - Parameter factoryName: The element factory's name.
    public static func hasElement(_ factoryName: String) -> Bool {
        guard (try? initialize()) != nil, let factory = gst_element_factory_find(factoryName) else { return false }
        gst_object_unref(UnsafeMutableRawPointer(factory))
        return true
    }

    /// Lets the idle worker threads GLib keeps for finished streaming tasks exit now
    /// (`g_thread_pool_stop_unused_threads`), instead of after GLib's idle timeout.
    ///
    /// GStreamer runs each streaming task on a pooled thread and GLib keeps a few idle ones
    /// around for reuse; call this after stopping pipelines when the thread count matters.
    public static func stopUnusedThreads() {
        g_thread_pool_stop_unused_threads()
    }

    static func _message(of error: UnsafeMutablePointer<GError>?) -> String? {
        error?.pointee.message.map { String(cString: $0) }
    }
}

/// An error from GStreamer: start-up, a missing plugin, a bad pipeline or a failing stream.
public enum GstError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GStreamer could not be initialized.
    case initializationFailed(String)
    /// No element factory of that name is installed (a missing plugin package).
    case elementUnavailable(String)
    /// A pipeline description could not be parsed or its elements could not be linked.
    case invalidPipeline(String)
    /// The pipeline refused a state change; the text says which state and why.
    case stateChangeFailed(String)
    /// An element reported an error while streaming (a device gone, a format not negotiated, …).
    case streamFailed(element: String, message: String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .initializationFailed(let reason): "GStreamer could not be initialized: \(reason)"
        case .elementUnavailable(let name):
            "the GStreamer element '\(name)' is not installed (a gstreamer1.0-plugins-* package is missing)"
        case .invalidPipeline(let reason): "invalid GStreamer pipeline: \(reason)"
        case .stateChangeFailed(let reason): "the GStreamer pipeline could not change state: \(reason)"
        case .streamFailed(let element, let message): "GStreamer element '\(element)' failed: \(message)"
        }
    }
}
