/// Why a camera cannot show or capture frames.
public enum CameraError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no camera (the source is `nil`: no device was found).
    case noCamera
    /// The source cannot be used as given (for example a test pattern of size zero).
    case invalidSource(String)
    /// GStreamer or one of its plugins is missing or failed to start.
    case unavailable(String)
    /// The running camera stopped with an error (device unplugged, format not supported, …).
    case streamFailed(String)

    /// A human-readable explanation.
    public var description: String {
        switch self {
        case .noCamera: "No camera was found on this computer."
        case .invalidSource(let reason): "The camera source is invalid: \(reason)."
        case .unavailable(let reason): "The camera is unavailable: \(reason)"
        case .streamFailed(let reason): "The camera stopped: \(reason)"
        }
    }
}
