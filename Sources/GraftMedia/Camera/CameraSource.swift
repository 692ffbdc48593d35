import GraftCore
import GstBridge
import GtkBridge

/// Where a camera's frames come from: a capture device on this machine, or GStreamer's test pattern.
///
/// Devices are found with GStreamer's device monitor (V4L2 cameras, `Video/Source`). The test
/// pattern (`videotestsrc`) stands in for a camera on machines without one — tests, CI, demos —
/// and behaves like a live 30 fps device.
///
/// ```swift
/// let source = CameraSource.systemDefault ?? .testPattern()
/// CameraView(source: source) { photo in print(photo?.size as Any) }
/// ```
public struct CameraSource: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case device(Gst.VideoDevice)
        case testPattern(CameraTestPattern, width: Int, height: Int, framesPerSecond: Int)
    }

    let kind: Kind

    /// The first camera the device monitor finds, or `nil` when this machine has none.
    ///
    /// Each read probes the devices afresh (cameras come and go), which opens their device nodes;
    /// read it when presenting a camera screen, not in every `body`.
    public static var systemDefault: CameraSource? { devices().first }

    /// The cameras present now, in the device monitor's order; empty when there are none (or when
    /// GStreamer cannot start).
    public static func devices() -> [CameraSource] {
        ((try? Gst.videoDevices()) ?? []).map { CameraSource(kind: .device($0)) }
    }

    /// GStreamer's SMPTE colour-bar test pattern, live at the given size and rate.
    ///
    /// - Parameters:
    ///   - width: The frame width in pixels.
    ///   - height: The frame height in pixels.
    ///   - framesPerSecond: The frame rate.
    public static func testPattern(width: Int = 1280, height: Int = 720, framesPerSecond: Int = 30) -> CameraSource {
        testPattern(.smpte, width: width, height: height, framesPerSecond: framesPerSecond)
    }

    /// One of GStreamer's test patterns, live at the given size and rate.
    ///
    /// Sizes and rates that are not positive, and sizes above the pixel budget
    /// (`PixelBudget.maximumPixelCount`, 100 megapixels, at most 10,000 on a side), make
    /// ``CameraCapture/start()`` fail with ``CameraError/invalidSource(_:)`` (and ``CameraView``
    /// show that error).
    ///
    /// - Parameters:
    ///   - pattern: What the frames show.
    ///   - width: The frame width in pixels.
    ///   - height: The frame height in pixels.
    ///   - framesPerSecond: The frame rate.
    public static func testPattern(
        _ pattern: CameraTestPattern, width: Int = 1280, height: Int = 720, framesPerSecond: Int = 30
    ) -> CameraSource {
        CameraSource(kind: .testPattern(pattern, width: width, height: height, framesPerSecond: framesPerSecond))
    }

    /// The name to show for the source: the device's name, or "Test Pattern".
    public var name: String {
        switch kind {
        case .device(let device): device.displayName
        case .testPattern: "Test Pattern"
        }
    }

    /// The GStreamer source, or why there is none.
    func videoSource() throws(CameraError) -> Gst.VideoSource {
        switch kind {
        case .device(let device):
            return .device(device)
        case .testPattern(let pattern, let width, let height, let rate):
            guard width > 0, height > 0, rate > 0, rate <= 1_000 else {
                throw .invalidSource("test pattern \(width)×\(height) at \(rate) fps is out of range")
            }
            let side = PixelBudget.maximumSide
            guard PixelBudget.allows(width: width, height: height), width <= side, height <= side else {
                throw .invalidSource(
                    "test pattern \(width)×\(height) is above the pixel budget of "
                        + "\(PixelBudget.maximumPixelCount) pixels and \(side) on a side")
            }
            return .launch(
                "videotestsrc is-live=true pattern=\(pattern.rawValue) "
                    + "! capsfilter caps=\"video/x-raw,width=\(width),height=\(height),framerate=\(rate)/1\"")
        }
    }
}

/// What a test-pattern camera shows (GStreamer `videotestsrc` patterns).
public enum CameraTestPattern: String, Sendable, Hashable, CaseIterable {
    /// SMPTE colour bars: seven 75 % bars (white, yellow, cyan, green, magenta, red, blue) across
    /// the top two thirds.
    case smpte
    /// Solid red.
    case red
    /// Solid green.
    case green
    /// Solid blue.
    case blue
    /// Solid white.
    case white
    /// Solid black.
    case black
    /// A moving ball, so every frame differs.
    case ball
}
