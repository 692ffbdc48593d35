import CRawCamera

/// The raw C camera preview of CameraBenchmarks, wrapped so the benchmark itself stays plain Swift.
///
/// A window with a `GtkPicture`, fed by `videotestsrc is-live=true ! videoconvert ! appsink` through
/// the same hand-over Graft uses (texture made on the streaming thread, one pending slot, one idle
/// callback), all in `Sources/CRawCamera/raw_camera.c`.
@MainActor
public final class RawCameraPreview {
    private var camera: OpaquePointer?

    /// Initializes GStreamer; `false` when it cannot start.
    public static func initialize() -> Bool { raw_camera_init() != 0 }

    /// Opens the window and starts the pipeline; `nil` when the pipeline cannot start.
    public init?(width: Int, height: Int, framesPerSecond: Int) {
        guard let camera = raw_camera_start(Int32(width), Int32(height), Int32(framesPerSecond)) else { return nil }
        self.camera = camera
    }

    /// Frames received on the streaming thread, shown in the picture, and dropped.
    public var counts: (received: Int, shown: Int, dropped: Int) {
        guard let camera else { return (0, 0, 0) }
        var received = 0
        var shown = 0
        var dropped = 0
        raw_camera_counts(camera, &received, &shown, &dropped)
        return (received, shown, dropped)
    }

    /// Stops the pipeline and destroys the window. Idempotent.
    public func stop() {
        guard let camera else { return }
        raw_camera_stop(camera)
        self.camera = nil
    }
}
