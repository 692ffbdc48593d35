import GraftCore
import GstBridge
import GtkBridge

/// A running camera: a live preview in a picture widget, photos on demand, and frame counters.
///
/// `start()` builds a GStreamer pipeline for the source (`source ! videoconvert ! appsink`) and
/// plays it; frames arrive on GStreamer's streaming thread, become GDK textures there, and the
/// newest one is swapped into ``preview`` on the main loop — when the main thread is behind,
/// frames are dropped, never queued. `stop()` stops the pipeline and its threads; the preview
/// keeps the last frame. ``CameraView`` is built on this class; use it directly to put a preview
/// in your own representable.
///
/// ```swift
/// let camera = CameraCapture(source: .testPattern())
/// try camera.start()
/// // … once frames arrive:
/// let photo = camera.capturePhoto()   // full resolution, 1280×720 here
/// camera.stop()
/// ```
@MainActor
public final class CameraCapture {
    /// Where the frames come from.
    public let source: CameraSource
    /// The widget that shows the live frames (a `GtkPicture`); place it in your widget tree.
    public let preview: Gtk.Picture

    private var pipeline: Gst.Pipeline?
    private var sink: Gst.FrameSink?
    private var counted = (received: 0, shown: 0, dropped: 0)

    /// Called on the main thread after each new frame is shown.
    public var onFrame: (@MainActor () -> Void)?
    /// Called on the main thread when the running camera fails; it has stopped by then.
    public var onError: (@MainActor (CameraError) -> Void)?
    /// The error that stopped the camera last, or `nil`.
    public private(set) var lastError: CameraError?

    /// Makes a stopped camera for `source`.
    ///
    /// The preview is a widget, so a camera needs a display, as every window does: with none, this
    /// prints the typed no-display error (`GtkInitError`, naming the fix) and exits with status 1,
    /// as an `App` and a `WebPage` do, instead of letting GTK crash. Call
    /// `GtkRuntime.initialize()` first to handle the error yourself.
    ///
    /// - Parameter source: The device or test pattern to show.
    public init(source: CameraSource) {
        do {
            try GtkRuntime.initialize()
        } catch {
            GtkRuntime.exitWithError(error)
        }
        self.source = source
        preview = Gtk.Picture()
        preview.contentFit = .contain
        preview.canShrink = true
        preview.alternativeText = "Camera preview"
    }

    /// Whether frames are flowing (between a successful `start()` and `stop()` or an error).
    public var isRunning: Bool { pipeline != nil }

    /// Starts the camera; does nothing if it is running.
    ///
    /// - Throws: ``CameraError/invalidSource(_:)`` for a test pattern out of range,
    ///   ``CameraError/unavailable(_:)`` when GStreamer or a plugin is missing or the device
    ///   refuses to start.
    public func start() throws(CameraError) {
        guard pipeline == nil else { return }
        let videoSource = try source.videoSource()
        do {
            let sink = try Gst.FrameSink()
            sink.picture = preview
            sink.onFrame = { [weak self] _ in self?.onFrame?() }
            let pipeline = try Gst.Pipeline.video(from: videoSource, to: sink)
            pipeline.onMessage { [weak self] message in self?.handle(message) }
            self.sink = sink
            self.pipeline = pipeline
            try pipeline.setState(.playing)
        } catch {
            stop()
            throw .unavailable(error.description)
        }
        lastError = nil
    }

    /// Stops the camera: the pipeline goes to `NULL` (its streaming threads end) and is released.
    ///
    /// Idempotent. The preview keeps the last frame; the counters keep their totals.
    public func stop() {
        pipeline?.tearDown()
        if let sink {
            sink.detach()
            counted.received += sink.framesReceived
            counted.shown += sink.framesShown
            counted.dropped += sink.framesDropped
        }
        lastFrame = sink?.latestFrame ?? lastFrame
        pipeline = nil
        sink = nil
        Gst.stopUnusedThreads()
    }

    private var lastFrame: Gst.VideoFrame?

    /// The frame shown now, at full resolution, as an image; `nil` before the first frame.
    ///
    /// Works while running and after `stop()` (the frame the preview froze on).
    public func capturePhoto() -> PlatformImage? {
        guard let frame = sink?.latestFrame ?? lastFrame else { return nil }
        return try? PlatformImage(width: frame.width, height: frame.height, rgba: frame.rgbaPixels())
    }

    /// Whether a frame has been shown since the camera was made (so a photo can be taken).
    public var hasFrame: Bool { sink?.latestFrame != nil || lastFrame != nil }

    /// Frames received from GStreamer, over every run of this camera.
    public var framesReceived: Int { counted.received + (sink?.framesReceived ?? 0) }
    /// Frames swapped into the preview, over every run.
    public var framesShown: Int { counted.shown + (sink?.framesShown ?? 0) }
    /// Frames dropped because a newer one arrived before the main thread showed the previous one.
    public var framesDropped: Int { counted.dropped + (sink?.framesDropped ?? 0) }

    private func handle(_ message: Gst.BusMessage) {
        let error: CameraError
        switch message {
        case .error(let failure): error = .streamFailed(failure.description)
        case .endOfStream: error = .streamFailed("the stream ended")
        }
        stop()
        lastError = error
        onError?(error)
    }

    isolated deinit {
        pipeline?.tearDown()
        sink?.detach()
    }
}

/// How many frames cameras received, showed and dropped.
public struct CameraFrameCounts: Sendable, Hashable {
    /// Frames that arrived from GStreamer.
    public var received: Int
    /// Frames swapped into a preview.
    public var shown: Int
    /// Frames replaced by a newer one before the main thread showed them.
    public var dropped: Int

    /// Counts of every camera in this process since it started (benchmarks and diagnostics).
    public static var process: CameraFrameCounts {
        let totals = Gst.FrameSink.processTotals
        return CameraFrameCounts(received: totals.received, shown: totals.shown, dropped: totals.dropped)
    }
}
