import CGst
import GtkBridge
import Synchronization

extension Gst {
    /// A pipeline state (`GstState`).
    public enum State: Sendable, Hashable, CaseIterable {
        /// No resources held; the initial and final state.
        case null
        /// Resources allocated, nothing flowing.
        case ready
        /// Data prerolled, the clock stopped.
        case paused
        /// Data flowing.
        case playing

        var gst: GstState {
            switch self {
            case .null: GST_STATE_NULL
            case .ready: GST_STATE_READY
            case .paused: GST_STATE_PAUSED
            case .playing: GST_STATE_PLAYING
            }
        }

        init(_ state: GstState) {
            switch state {
            case GST_STATE_READY: self = .ready
            case GST_STATE_PAUSED: self = .paused
            case GST_STATE_PLAYING: self = .playing
            default: self = .null
            }
        }
    }

    /// A message a pipeline's bus delivers on the main loop.
    public enum BusMessage: Sendable, Equatable {
        /// An element failed; the pipeline stops producing data.
        case error(GstError)
        /// The stream ended (a finite source ran out).
        case endOfStream
    }

    /// A GStreamer pipeline (`GstPipeline`): elements, their state, and a bus watched on the main loop.
    ///
    /// Make one from a launch description or from elements, observe its bus with
    /// ``onMessage(_:)``, play it, and end it with ``tearDown()`` — which sets the `NULL` state
    /// (joining every streaming thread) and removes the bus watch, so no callback follows.
    ///
    /// ```swift
    /// let pipeline = try Gst.Pipeline(launch: "videotestsrc num-buffers=10 ! fakesink")
    /// pipeline.onMessage { message in print(message) }
    /// try pipeline.setState(.playing)
    /// ```
    @MainActor
    public final class Pipeline: Element {
        private nonisolated static let live = Atomic<Int>(0)
        private nonisolated static let made = Atomic<Int>(0)
        private var hasBusWatch = false
        private var elements: [Element] = []

        /// Pipelines made and not yet finalized by GLib, in the whole process (leak tests).
        public nonisolated static var liveCount: Int { live.load(ordering: .relaxed) }

        /// Pipelines made in the whole process so far (tests of "no surprise restarts").
        public nonisolated static var madeCount: Int { made.load(ordering: .relaxed) }

        /// An empty pipeline; add elements with ``add(_:)`` and ``link(_:)``.
        ///
        /// - Parameter name: The pipeline's name; `nil` for a generated one.
        /// - Throws: ``GstError/initializationFailed(_:)`` if GStreamer cannot start.
        public init(name: String? = nil) throws(GstError) {
            try Gst.initialize()
            super.init(floating: UnsafeMutablePointer<GstElement>(OpaquePointer(gst_pipeline_new(name)!)))
            Self.countLife(of: self)
        }

        /// A pipeline from a `gst-launch` description, e.g. `"videotestsrc ! videoconvert ! appsink"`.
        ///
        /// - Parameter description: The description; a single element is put in a new pipeline.
        /// - Throws: ``GstError/invalidPipeline(_:)`` when the description does not parse or link,
        ///   ``GstError/elementUnavailable(_:)`` is not distinguished from it by GStreamer's parser.
        public init(launch description: String) throws(GstError) {
            try Gst.initialize()
            var error: UnsafeMutablePointer<GError>?
            let parsed = gst_parse_launch(description, &error)
            defer { if let error { g_error_free(error) } }
            guard let parsed, error == nil else {
                if let parsed { gst_object_unref(UnsafeMutableRawPointer(parsed)) }
                throw .invalidPipeline(Gst._message(of: error) ?? "cannot parse '\(description)'")
            }
            if graft_gst_is_pipeline(parsed) != 0 {
                super.init(floating: parsed)
            } else {
                super.init(floating: UnsafeMutablePointer<GstElement>(OpaquePointer(gst_pipeline_new(nil)!)))
                gst_bin_add(binPointer, parsed)
            }
            Self.countLife(of: self)
        }

        private static func countLife(of pipeline: Pipeline) {
            live.add(1, ordering: .relaxed)
            made.add(1, ordering: .relaxed)
            pipeline.onFinalize { live.subtract(1, ordering: .relaxed) }
        }

        private var binPointer: UnsafeMutablePointer<GstBin> { pointer(as: GstBin.self) }

        /// Adds an element to the pipeline (which then holds a reference of its own).
        ///
        /// - Parameter element: An element not yet in any pipeline.
        /// - Throws: ``GstError/invalidPipeline(_:)`` if it is already in a bin or its name is taken.
        public func add(_ element: Element) throws(GstError) {
            guard gst_bin_add(binPointer, element.elementPointer) != 0 else {
                throw .invalidPipeline("cannot add '\(element.name)' to '\(name)'")
            }
            elements.append(element)
        }

        /// Links the elements in order, each one's source pad to the next one's sink pad.
        ///
        /// - Parameter chain: Elements already added, upstream first.
        /// - Throws: ``GstError/invalidPipeline(_:)`` naming the pair that cannot be linked.
        public func link(_ chain: [Element]) throws(GstError) {
            for (upstream, downstream) in zip(chain, chain.dropFirst())
            where gst_element_link(upstream.elementPointer, downstream.elementPointer) == 0 {
                throw .invalidPipeline("cannot link '\(upstream.name)' to '\(downstream.name)'")
            }
        }

        /// The element of that name inside the pipeline (searched recursively), or `nil`.
        ///
        /// - Parameter elementName: The element's name, e.g. the `name=` of a launch description.
        public func element(named elementName: String) -> Element? {
            guard let found = gst_bin_get_by_name(binPointer, elementName) else { return nil }
            defer { gst_object_unref(UnsafeMutableRawPointer(found)) }
            return Element(floating: found)
        }

        /// Requests a state change (`gst_element_set_state`).
        ///
        /// Going to `.null` is synchronous: when it returns, every streaming thread of the pipeline
        /// has stopped. Going up may complete asynchronously; a later failure arrives as
        /// ``BusMessage/error(_:)``.
        ///
        /// - Parameter state: The state to go to.
        /// - Throws: ``GstError/stateChangeFailed(_:)`` with the error an element posted, if any.
        public func setState(_ state: State) throws(GstError) {
            guard gst_element_set_state(elementPointer, state.gst) == GST_STATE_CHANGE_FAILURE else { return }
            var reason = "an element refused the change to \(state)"
            if let bus = gst_element_get_bus(elementPointer) {
                defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
                if let message = gst_bus_pop_filtered(bus, GST_MESSAGE_ERROR) {
                    defer { gst_message_unref(message) }
                    if case .error(let error) = Self.busMessage(message) { reason += ": \(error)" }
                }
            }
            throw .stateChangeFailed(reason)
        }

        /// The state the pipeline is in now (not waiting for a pending change).
        public var currentState: State {
            var current = GST_STATE_NULL
            var pending = GST_STATE_NULL
            gst_element_get_state(elementPointer, &current, &pending, 0)
            return State(current)
        }

        /// Delivers the bus's errors and end-of-stream on the main loop (`gst_bus_add_watch`).
        ///
        /// Replaces an earlier handler. The watch holds the handler until ``tearDown()``.
        ///
        /// - Parameter handler: Runs on the main thread for each message.
        public func onMessage(_ handler: @escaping @MainActor (BusMessage) -> Void) {
            removeBusWatch()
            guard let bus = gst_element_get_bus(elementPointer) else { return }
            defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
            let box = Unmanaged.passRetained(_BusHandlerBox(handler)).toOpaque()
            hasBusWatch = gst_bus_add_watch_full(bus, G_PRIORITY_DEFAULT, _busWatch, box, _busWatchDestroyed) != 0
        }

        /// Whether a bus watch is installed (diagnostics and tests).
        public var isWatchingBus: Bool { hasBusWatch }

        /// Stops the pipeline for good: the `NULL` state (streaming threads joined) and no bus watch.
        ///
        /// Idempotent. After it returns no callback from this pipeline reaches Swift.
        public func tearDown() {
            gst_element_set_state(elementPointer, GST_STATE_NULL)
            removeBusWatch()
        }

        private func removeBusWatch() {
            guard hasBusWatch, let bus = gst_element_get_bus(elementPointer) else { return }
            defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
            gst_bus_remove_watch(bus)
            hasBusWatch = false
        }

        isolated deinit {
            gst_element_set_state(elementPointer, GST_STATE_NULL)
            removeBusWatch()
        }

        nonisolated static func busMessage(_ message: UnsafeMutablePointer<GstMessage>) -> BusMessage? {
            let type = graft_gst_message_type(message)
            if type == GST_MESSAGE_EOS { return .endOfStream }
            guard type == GST_MESSAGE_ERROR else { return nil }
            var error: UnsafeMutablePointer<GError>?
            var debug: UnsafeMutablePointer<gchar>?
            gst_message_parse_error(message, &error, &debug)
            defer {
                if let error { g_error_free(error) }
                g_free(debug)
            }
            let element = graft_gst_message_source_name(message).map { String(cString: $0) } ?? "?"
            return .error(.streamFailed(element: element, message: Gst._message(of: error) ?? "unknown error"))
        }
    }
}

private final class _BusHandlerBox {
    let handler: @MainActor (Gst.BusMessage) -> Void
    init(_ handler: @escaping @MainActor (Gst.BusMessage) -> Void) { self.handler = handler }
}

private func _busWatch(
    _ bus: UnsafeMutablePointer<GstBus>?, _ message: UnsafeMutablePointer<GstMessage>?, _ data: gpointer?
) -> gboolean {
    guard let message, let data, let parsed = Gst.Pipeline.busMessage(message) else { return 1 }
    nonisolated(unsafe) let box = Unmanaged<_BusHandlerBox>.fromOpaque(data).takeUnretainedValue()
    // The watch is attached to the default main context, which only the main thread runs.
    MainActor.assumeIsolated { box.handler(parsed) }
    return 1
}

private func _busWatchDestroyed(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<_BusHandlerBox>.fromOpaque(data).release()
}
