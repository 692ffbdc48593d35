import CGst
import CGtk
import GtkBridge
import Synchronization

extension Gst {
    /// An `appsink` that turns frames into GDK textures on GStreamer's streaming thread and shows
    /// the newest one in a `Gtk.Picture` on the main thread, dropping frames rather than queueing.
    ///
    /// The sink accepts `video/x-raw,format=RGBA` (put a `videoconvert` before it) of at most
    /// `PixelBudget.maximumSide` on a side, so no format above the `PixelBudget` is negotiated, and keeps at
    /// most one buffer (`max-buffers=1 drop=true`). For each sample, on the streaming thread, it
    /// copies the pixels into a `GBytes`, wraps them in a `GdkMemoryTexture` and puts the texture
    /// in a single pending slot; if the main thread has not taken the previous one yet, that one
    /// is replaced and counted as dropped. One idle callback on the main loop takes the slot and
    /// swaps the texture into ``picture``. ``detach()`` (after the pipeline reached `NULL`)
    /// disconnects the callbacks and removes a scheduled idle, so nothing reaches Swift after it.
    ///
    /// ```swift
    /// let sink = try Gst.FrameSink()
    /// sink.picture = Gtk.Picture()
    /// let pipeline = try Gst.Pipeline.video(from: .launch("videotestsrc is-live=true"), to: sink)
    /// try pipeline.setState(.playing)
    /// ```
    @MainActor
    public final class FrameSink {
        /// The `appsink` element; add it to a pipeline after a `videoconvert`.
        public let element: Element
        private let slot = _FrameSlot()
        private var isDetached = false

        /// The picture new frames are shown in; `nil` to only count and keep them.
        public var picture: Gtk.Picture?

        /// Called on the main thread after each frame was handed to the picture.
        public var onFrame: (@MainActor (VideoFrame) -> Void)?

        /// The frame shown last (full resolution), or `nil` before the first one.
        public private(set) var latestFrame: VideoFrame?

        /// Makes the sink.
        ///
        /// - Parameter name: The element's name in its pipeline.
        /// - Throws: ``GstError/elementUnavailable(_:)`` when `appsink` is not installed.
        public init(name: String = "graft-frame-sink") throws(GstError) {
            element = try Element(factory: "appsink", name: name)
            let sink = element.pointer(as: GstAppSink.self)
            let side = PixelBudget.maximumSide
            let caps = gst_caps_from_string("video/x-raw,format=RGBA,width=(int)[1,\(side)],height=(int)[1,\(side)]")
            gst_app_sink_set_caps(sink, caps)
            gst_caps_unref(caps)
            gst_app_sink_set_max_buffers(sink, 1)
            gst_app_sink_set_drop(sink, 1)
            gst_app_sink_set_emit_signals(sink, 0)
            // Keep no extra reference to the last buffer: a camera's buffer pool may be small.
            try? element.setProperty("enable-last-sample", false)
            var callbacks = GstAppSinkCallbacks()
            callbacks.new_sample = _newSample
            let data = Unmanaged.passRetained(slot).toOpaque()
            gst_app_sink_set_callbacks(sink, &callbacks, data, _releaseSlot)
            slot.deliver = { [weak self] texture, frame in self?.show(texture, frame) }
        }

        /// Frames received, shown and dropped by every frame sink of the process so far.
        public nonisolated static var processTotals: (received: Int, shown: Int, dropped: Int) {
            (
                _FrameSlot.totalReceived.load(ordering: .relaxed), _FrameSlot.totalShown.load(ordering: .relaxed),
                _FrameSlot.totalDropped.load(ordering: .relaxed)
            )
        }

        /// Frames the streaming thread received.
        public var framesReceived: Int { slot.received.load(ordering: .relaxed) }
        /// Frames handed to the picture on the main thread.
        public var framesShown: Int { slot.shown.load(ordering: .relaxed) }
        /// Frames replaced in the pending slot before the main thread took them, or refused or
        /// discarded by ``detach()``. Once detached, `framesShown + framesDropped` equals
        /// `framesReceived` (a frame that cannot be mapped, which does not happen with RGBA caps,
        /// would be neither).
        public var framesDropped: Int { slot.dropped.load(ordering: .relaxed) }

        /// Disconnects the streaming-thread callbacks and cancels a pending delivery. Idempotent.
        ///
        /// Call it after the pipeline reached `NULL` (``Pipeline/tearDown()``): from then on no
        /// frame reaches Swift. The picture keeps the last frame shown.
        public func detach() {
            guard !isDetached else { return }
            isDetached = true
            var none = GstAppSinkCallbacks()
            gst_app_sink_set_callbacks(element.pointer(as: GstAppSink.self), &none, nil, nil)
            slot.close()
            slot.deliver = nil
        }

        isolated deinit { detach() }

        private func show(_ texture: OpaquePointer, _ frame: VideoFrame) {
            if let picture { gtk_picture_set_paintable(picture.gobjectPointer, texture) }
            latestFrame = frame
            slot.countShown()
            onFrame?(frame)
        }
    }
}

extension Gst.Pipeline {
    /// A video pipeline: `source ! videoconvert ! sink`, the sink receiving RGBA.
    ///
    /// - Parameters:
    ///   - source: A launch description or a capture device.
    ///   - sink: The frame sink, not yet in a pipeline.
    /// - Throws: ``GstError/invalidPipeline(_:)`` when the source description does not parse or
    ///   link, ``GstError/elementUnavailable(_:)`` when an element is not installed.
    public static func video(from source: Gst.VideoSource, to sink: Gst.FrameSink) throws(GstError) -> Gst.Pipeline {
        let pipeline = try Gst.Pipeline(name: "graft-video")
        let sourceElement: Gst.Element
        switch source {
        case .launch(let description):
            var error: UnsafeMutablePointer<GError>?
            let bin = gst_parse_bin_from_description(description, 1, &error)
            defer { if let error { g_error_free(error) } }
            guard let bin, error == nil else {
                if let bin { gst_object_unref(UnsafeMutableRawPointer(bin)) }
                throw .invalidPipeline(Gst._message(of: error) ?? "cannot parse '\(description)'")
            }
            sourceElement = Gst.Element(floating: UnsafeMutablePointer<GstElement>(OpaquePointer(bin)))
        case .device(let device):
            sourceElement = try device.makeElement()
        }
        let convert = try Gst.Element(factory: "videoconvert")
        for element in [sourceElement, convert, sink.element] { try pipeline.add(element) }
        try pipeline.link([sourceElement, convert, sink.element])
        return pipeline
    }
}

/// A `GdkTexture *` with one owned reference, passed between threads (textures are immutable).
struct _TextureReference: @unchecked Sendable {
    let pointer: OpaquePointer
    func release() { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

/// The hand-over between the streaming thread and the main thread: one pending frame at most.
final class _FrameSlot: @unchecked Sendable {
    struct Pending: Sendable {
        var texture: _TextureReference?
        var frame: Gst.VideoFrame?
        var idleID: guint = 0
        var isClosed = false
    }

    let pending = Mutex(Pending())
    let received = Atomic<Int>(0)
    let shown = Atomic<Int>(0)
    let dropped = Atomic<Int>(0)
    static let totalReceived = Atomic<Int>(0)
    static let totalShown = Atomic<Int>(0)
    static let totalDropped = Atomic<Int>(0)

    func countReceived() -> Int {
        Self.totalReceived.add(1, ordering: .relaxed)
        return received.add(1, ordering: .relaxed).oldValue
    }

    func countShown() {
        Self.totalShown.add(1, ordering: .relaxed)
        shown.add(1, ordering: .relaxed)
    }

    func countDropped() {
        Self.totalDropped.add(1, ordering: .relaxed)
        dropped.add(1, ordering: .relaxed)
    }

    /// Set and read on the main thread only.
    nonisolated(unsafe) var deliver: (@MainActor (OpaquePointer, Gst.VideoFrame) -> Void)?

    /// Streaming thread: puts the frame in the slot, replacing (dropping) one not yet taken.
    func offer(_ texture: _TextureReference, _ frame: Gst.VideoFrame) {
        let (accepted, replaced) = pending.withLock { state -> (Bool, _TextureReference?) in
            guard !state.isClosed else { return (false, nil) }
            let old = state.texture
            state.texture = texture
            state.frame = frame
            if state.idleID == 0 {
                let data = Unmanaged.passRetained(self).toOpaque()
                state.idleID = g_idle_add_full(G_PRIORITY_DEFAULT, _deliverPending, data, _releaseSlot)
            }
            return (true, old)
        }
        if !accepted {
            texture.release()
            countDropped()
        }
        if let replaced {
            replaced.release()
            countDropped()
        }
    }

    /// Main thread: takes the pending frame, if any.
    func take() -> (_TextureReference, Gst.VideoFrame)? {
        pending.withLock { state -> (_TextureReference, Gst.VideoFrame)? in
            state.idleID = 0
            guard let texture = state.texture, let frame = state.frame else { return nil }
            state.texture = nil
            state.frame = nil
            return (texture, frame)
        }
    }

    /// Main thread: refuses further frames, drops a pending one and removes its idle callback.
    func close() {
        let (texture, idleID) = pending.withLock { state -> (_TextureReference?, guint) in
            let taken = (state.texture, state.idleID)
            state.isClosed = true
            state.texture = nil
            state.frame = nil
            state.idleID = 0
            return taken
        }
        if let texture {
            texture.release()
            countDropped()
        }
        if idleID != 0 { g_source_remove(idleID) }
    }
}

/// The appsink's `new-sample` callback, on GStreamer's streaming thread.
private func _newSample(_ appsink: UnsafeMutablePointer<GstAppSink>?, _ data: gpointer?) -> GstFlowReturn {
    guard let appsink, let data else { return GST_FLOW_ERROR }
    let slot = Unmanaged<_FrameSlot>.fromOpaque(data).takeUnretainedValue()
    guard let sample = gst_app_sink_pull_sample(appsink) else { return GST_FLOW_FLUSHING }
    defer { gst_sample_unref(sample) }
    let sequence = slot.countReceived()
    var info = GstVideoInfo()
    guard let caps = gst_sample_get_caps(sample), gst_video_info_from_caps(&info, caps) != 0,
        let buffer = gst_sample_get_buffer(sample)
    else { return GST_FLOW_OK }
    var videoFrame = GstVideoFrame()
    guard gst_video_frame_map(&videoFrame, &info, buffer, GST_MAP_READ) != 0 else { return GST_FLOW_OK }
    defer { gst_video_frame_unmap(&videoFrame) }
    let width = Int(videoFrame.info.width)
    let height = Int(videoFrame.info.height)
    let stride = Int(videoFrame.info.stride.0)
    let rowBytes = width * 4
    guard PixelBudget.allows(width: width, height: height), stride >= rowBytes, let source = videoFrame.data.0
    else { return GST_FLOW_OK }
    let packed = g_malloc(gsize(rowBytes * height))!
    if stride == rowBytes {
        packed.copyMemory(from: source, byteCount: rowBytes * height)
    } else {
        for row in 0..<height {
            (packed + row * rowBytes).copyMemory(from: source + row * stride, byteCount: rowBytes)
        }
    }
    let bytes = g_bytes_new_take(packed, gsize(rowBytes * height))!
    defer { g_bytes_unref(bytes) }
    // GdkTexture is immutable and may be made on any thread; GTK only draws it on the main one.
    guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(rowBytes))
    else { return GST_FLOW_OK }
    let frame = Gst.VideoFrame(width: width, height: height, sequenceNumber: sequence, bytes: bytes)
    slot.offer(_TextureReference(pointer: texture), frame)
    return GST_FLOW_OK
}

/// The main-loop idle callback that swaps the pending frame in.
private func _deliverPending(_ data: gpointer?) -> gboolean {
    guard let data else { return 0 }
    let slot = Unmanaged<_FrameSlot>.fromOpaque(data).takeUnretainedValue()
    guard let (texture, frame) = slot.take() else { return 0 }
    MainActor.assumeIsolated { slot.deliver?(texture.pointer, frame) }
    texture.release()
    return 0
}

/// Releases one retained reference to the slot (appsink callbacks' or an idle source's).
private func _releaseSlot(_ data: gpointer?) {
    guard let data else { return }
    Unmanaged<_FrameSlot>.fromOpaque(data).release()
}
