import Foundation
import Graft
import GraftMedia
import GstBridge
import GtkBridge
import Testing

@Suite("Camera capture", .serialized)
@MainActor
struct CameraCaptureTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("The default test pattern captures a 1280×720 photo whose colour bars match SMPTE")
    func smpteColourBars() throws {
        let camera = CameraCapture(source: .testPattern())
        try camera.start()
        defer { camera.stop() }
        #expect(CameraTest.wait { camera.hasFrame })
        let photo = try #require(camera.capturePhoto())
        #expect(photo.width == 1280)
        #expect(photo.height == 720)
        for (index, bar) in CameraTest.smpteBars.enumerated() {
            let x = (2 * index + 1) * photo.width / 14
            let pixel = photo.pixel(x: x, y: photo.height / 4)
            #expect(
                CameraTest.isLevel(pixel.red, on: bar.0) && CameraTest.isLevel(pixel.green, on: bar.1)
                    && CameraTest.isLevel(pixel.blue, on: bar.2)
                    && pixel.alpha == 255,
                "bar \(index) at x=\(x): \(pixel), expected on/off \(bar)")
            // The three "on" channels of a bar are the same level.
            let on = [(pixel.red, bar.0), (pixel.green, bar.1), (pixel.blue, bar.2)].filter(\.1).map { Int($0.0) }
            #expect((on.max() ?? 0) - (on.min() ?? 0) <= 4, "bar \(index): \(pixel)")
        }
    }

    @Test("A solid red pattern at 320×240 captures red pixels in every corner and the centre")
    func solidRed() throws {
        let camera = CameraCapture(source: .testPattern(.red, width: 320, height: 240))
        try camera.start()
        defer { camera.stop() }
        #expect(CameraTest.wait { camera.hasFrame })
        let photo = try #require(camera.capturePhoto())
        #expect(photo.width == 320 && photo.height == 240)
        for (x, y) in [(0, 0), (319, 0), (0, 239), (319, 239), (160, 120)] {
            let pixel = photo.pixel(x: x, y: y)
            #expect(
                CameraTest.near(pixel.red, 255) && CameraTest.near(pixel.green, 0) && CameraTest.near(pixel.blue, 0),
                "(\(x), \(y)): \(pixel)")
        }
    }

    @Test("Frames keep arriving while running, stop when stopped, and shown + dropped = received")
    func countersAddUp() throws {
        let camera = CameraCapture(source: .testPattern(.ball, width: 320, height: 240, framesPerSecond: 30))
        var frames = 0
        camera.onFrame = { frames += 1 }
        try camera.start()
        #expect(camera.isRunning)
        #expect(CameraTest.wait { camera.framesShown >= 10 })
        camera.stop()
        #expect(!camera.isRunning)
        let received = camera.framesReceived
        #expect(received >= 10)
        #expect(camera.framesShown + camera.framesDropped == received)
        #expect(frames == camera.framesShown)
        // Stopped: once a live sentinel's frames have been shown, none of this camera's followed.
        #expect(CameraTest.sentinelFramesShown())
        #expect(camera.framesReceived == received)
        #expect(frames == camera.framesShown)
    }

    @Test("Starting twice is one run; a photo is still available after stop")
    func photoAfterStop() throws {
        let camera = CameraCapture(source: .testPattern(.green, width: 64, height: 48))
        #expect(camera.capturePhoto() == nil)
        try camera.start()
        try camera.start()
        #expect(CameraTest.wait { camera.hasFrame })
        camera.stop()
        let photo = try #require(camera.capturePhoto())
        #expect(photo.width == 64 && photo.height == 48)
        let pixel = photo.pixel(x: 32, y: 24)
        #expect(
            CameraTest.near(pixel.red, 0) && CameraTest.near(pixel.green, 255) && CameraTest.near(pixel.blue, 0),
            "\(pixel)")
    }

    @Test("A test pattern of size zero or an absurd rate fails to start with invalidSource")
    func invalidSource() {
        for source in [
            CameraSource.testPattern(width: 0, height: 720), .testPattern(width: 640, height: -1),
            .testPattern(framesPerSecond: 0), .testPattern(width: 100_000, height: 100_000),
        ] {
            let camera = CameraCapture(source: source)
            do {
                try camera.start()
                Issue.record("\(source) started")
            } catch {
                guard case .invalidSource = error else {
                    Issue.record("\(source): \(error)")
                    continue
                }
            }
            #expect(!camera.isRunning)
        }
    }

    @Test("No camera device here: devices() is empty and systemDefault is nil (V4L2 nodes checked)")
    func noCamera() {
        if CameraTest.hasVideoDeviceNode {
            // A machine with cameras: each listed device has a name.
            #expect(CameraSource.devices().allSatisfy { !$0.name.isEmpty })
        } else {
            #expect(CameraSource.devices().isEmpty)
            #expect(CameraSource.systemDefault == nil)
        }
    }

    @Test("Stopping ends the pipeline's streaming thread and finalizes the pipeline")
    func teardownLeavesNothing() throws {
        // A first run loads plugins and starts GLib's and GStreamer's process-wide helpers.
        let warmUp = CameraCapture(source: .testPattern(width: 160, height: 120))
        try warmUp.start()
        #expect(CameraTest.wait { warmUp.hasFrame })
        warmUp.stop()
        #expect(CameraTest.wait { CameraTest.testPatternStreamingThreads == 0 })
        let baseline = CameraTest.settledThreadCount()
        let pipelines = Gst.Pipeline.liveCount

        let camera = CameraCapture(source: .testPattern(width: 160, height: 120))
        try camera.start()
        #expect(CameraTest.wait { camera.framesShown >= 3 })
        #expect(Gst.Pipeline.liveCount == pipelines + 1)
        #expect(CameraTest.testPatternStreamingThreads == 1)
        camera.stop()
        #expect(CameraTest.wait { Gst.Pipeline.liveCount == pipelines })
        #expect(CameraTest.wait { CameraTest.testPatternStreamingThreads == 0 })
        #expect(CameraTest.threads(settlingTo: baseline) <= baseline)
    }
}
