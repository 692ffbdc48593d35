import Foundation
import Graft
import GraftMedia
import GstBridge
import GtkBridge
import Testing

/// Lets a test show and hide a camera view through state.
@MainActor
final class CameraToggle {
    var set: ((Bool) -> Void)?
}

/// A camera view that state shows and hides, as a presenter would.
struct ToggledCamera: View {
    let toggle: CameraToggle
    let source: CameraSource?
    @State var isShown = true

    var body: some View {
        VStack {
            if isShown {
                CameraView(source: source) { _ in }
            } else {
                Text("Hidden")
            }
        }
        .onAppear { toggle.set = { isShown = $0 } }
    }
}

/// A camera view beside state it does not depend on, and a source that state can change.
struct CameraBesideCounter: View {
    let toggle: CameraToggle
    @State var counter = 0
    @State var source = CameraSource.testPattern(width: 160, height: 120)

    var body: some View {
        VStack {
            Text("Counter \(counter)")
            CameraView(source: source) { _ in }
        }
        .onAppear {
            toggle.set = { bigger in
                if bigger { source = .testPattern(width: 320, height: 240) } else { counter += 1 }
            }
        }
    }
}

@Suite("CameraView", .serialized)
@MainActor
struct CameraViewTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("The preview shows new frames; Take Photo freezes it; Use Photo finishes with the 1280×720 frame")
    func takeAndUsePhoto() throws {
        var results: [PlatformImage?] = []
        let host = try CameraTest.show { CameraView(source: .testPattern()) { results.append($0) } }
        defer { host.close() }
        let picture = try #require(host.window.descendants.first { $0.typeName == "GtkPicture" })
        var swaps = 0
        let token = picture.observe("paintable") { swaps += 1 }
        defer { token.cancel() }
        #expect(CameraTest.wait { swaps >= 10 }, "frames shown: \(swaps)")

        let shutter = try #require(host.window.cameraButton("Take Photo"))
        #expect(shutter.isEffectivelySensitive)
        #expect(host.window.cameraButton("Use Photo") == nil)
        shutter.emit("clicked")
        #expect(host.window.cameraButton("Take Photo") == nil)
        #expect(host.window.cameraButton("Retake") != nil)
        // Frozen: once a live sentinel's frames have been shown, no new frame reached this preview.
        let frozen = swaps
        #expect(CameraTest.sentinelFramesShown())
        #expect(swaps == frozen)
        #expect(results.isEmpty)

        try #require(host.window.cameraButton("Use Photo")).emit("clicked")
        #expect(results.count == 1)
        let photo = try #require(results.first ?? nil)
        #expect(photo.width == 1280 && photo.height == 720)
        let white = photo.pixel(x: 1280 / 14, y: 180)
        let blue = photo.pixel(x: 13 * 1280 / 14, y: 180)
        #expect(
            CameraTest.isLevel(white.red, on: true) && CameraTest.isLevel(white.green, on: true)
                && CameraTest.isLevel(white.blue, on: true))
        #expect(
            CameraTest.isLevel(blue.red, on: false) && CameraTest.isLevel(blue.green, on: false)
                && CameraTest.isLevel(blue.blue, on: true))
    }

    @Test("Retake goes back to the live preview and frames flow again")
    func retake() throws {
        let host = try CameraTest.show { CameraView(source: .testPattern(.ball, width: 320, height: 240)) { _ in } }
        defer { host.close() }
        let picture = try #require(host.window.descendants.first { $0.typeName == "GtkPicture" })
        var swaps = 0
        let token = picture.observe("paintable") { swaps += 1 }
        defer { token.cancel() }
        #expect(CameraTest.wait { swaps >= 3 })
        try #require(host.window.cameraButton("Take Photo")).emit("clicked")
        let frozen = swaps
        try #require(host.window.cameraButton("Retake")).emit("clicked")
        #expect(host.window.cameraButton("Take Photo") != nil)
        #expect(host.window.cameraButton("Use Photo") == nil)
        #expect(CameraTest.wait { swaps >= frozen + 3 })
    }

    @Test("Cancel finishes with nil, from the live preview and from the review")
    func cancel() throws {
        var results: [PlatformImage?] = []
        let host = try CameraTest.show {
            CameraView(source: .testPattern(width: 320, height: 240)) { results.append($0) }
        }
        defer { host.close() }
        let picture = try #require(host.window.descendants.first { $0.typeName == "GtkPicture" })
        #expect(CameraTest.wait { picture.cameraShowsImage })
        try #require(host.window.cameraButton("Cancel")).emit("clicked")
        #expect(results.count == 1)
        #expect(results.first.map { $0 == nil } == true)

        try #require(host.window.cameraButton("Take Photo")).emit("clicked")
        #expect(host.window.cameraButton("Use Photo") != nil)
        try #require(host.window.cameraButton("Cancel")).emit("clicked")
        #expect(results.count == 2)
        #expect(results.last.map { $0 == nil } == true)
    }

    @Test("No camera: the view says so, offers only Cancel (→ nil), and starts no pipeline")
    func noCamera() throws {
        let pipelines = Gst.Pipeline.liveCount
        var results: [PlatformImage?] = []
        let host = try CameraTest.show { CameraView(source: CameraSource.systemDefault) { results.append($0) } }
        defer { host.close() }
        if CameraTest.hasVideoDeviceNode { return }  // a machine with a camera shows it instead
        #expect(host.window.cameraLabelTexts.contains { $0.contains("No camera") })
        #expect(host.window.cameraButton("Take Photo") == nil)
        #expect(host.window.descendants.first { $0.typeName == "GtkPicture" } == nil)
        #expect(Gst.Pipeline.liveCount == pipelines)
        try #require(host.window.cameraButton("Cancel")).emit("clicked")
        #expect(results.count == 1)
        #expect(results.first.map { $0 == nil } == true)
    }

    @Test("A source that fails to start shows the error instead of an empty preview")
    func invalidSourceShowsError() throws {
        let host = try CameraTest.show { CameraView(source: .testPattern(width: 0, height: 0)) { _ in } }
        defer { host.close() }
        #expect(host.window.cameraLabelTexts.contains { $0.contains("Camera unavailable") && $0.contains("0×0") })
        #expect(host.window.cameraButton("Take Photo") == nil)
        #expect(host.window.cameraButton("Cancel") != nil)
    }

    @Test("Closing the window mid-stream stops the pipeline and its streaming thread")
    func closingWindowStops() throws {
        let pipelines = Gst.Pipeline.liveCount
        let host = try CameraTest.show { CameraView(source: .testPattern(width: 320, height: 240)) { _ in } }
        #expect(
            CameraTest.wait { Gst.Pipeline.liveCount == pipelines + 1 && CameraTest.testPatternStreamingThreads == 1 })
        host.window.close()
        #expect(CameraTest.wait { Gst.Pipeline.liveCount == pipelines })
        #expect(CameraTest.wait { CameraTest.testPatternStreamingThreads == 0 })
    }

    @Test("Unrelated state changes do not restart the camera; a new source does, once")
    func updatesAreNotRestarts() throws {
        let toggle = CameraToggle()
        let host = try CameraTest.show { CameraBesideCounter(toggle: toggle) }
        defer { host.close() }
        let change = try #require(toggle.set)
        let picture = try #require(host.window.descendants.first { $0.typeName == "GtkPicture" })
        #expect(CameraTest.wait { picture.measure(orientation: .horizontal).natural == 160 })
        let made = Gst.Pipeline.madeCount
        for _ in 0..<20 {
            change(false)
            host.flush()
        }
        #expect(host.window.cameraLabelTexts.contains("Counter 20"))
        #expect(Gst.Pipeline.madeCount == made)

        change(true)
        host.flush()
        #expect(Gst.Pipeline.madeCount == made + 1)
        let newPicture = try #require(host.window.descendants.first { $0.typeName == "GtkPicture" })
        #expect(CameraTest.wait { newPicture.measure(orientation: .horizontal).natural == 320 })
    }

    @Test("200 show/hide cycles leave no pipeline, widget or streaming thread behind")
    func cycles() throws {
        let toggle = CameraToggle()
        let source = CameraSource.testPattern(width: 160, height: 120)
        let host = try CameraTest.show { ToggledCamera(toggle: toggle, source: source) }
        defer { host.close() }
        let set = try #require(toggle.set)
        // Warm up: one cycle, then measure from there.
        #expect(CameraTest.wait { host.window.cameraShowsPreviewFrame })
        set(false)
        host.flush()
        let threads = CameraTest.settledThreadCount()
        let pipelines = Gst.Pipeline.liveCount
        let widgets = FinalizationCounter()

        for cycle in 0..<200 {
            set(true)
            host.flush()
            let shown = CameraTest.wait { host.window.cameraShowsPreviewFrame }
            guard shown else {
                Issue.record("cycle \(cycle): no frame")
                break
            }
            for widget in host.window.descendants where ["GtkPicture", "GtkButton"].contains(widget.typeName) {
                widgets.track(widget)
            }
            set(false)
            host.flush()
        }
        #expect(widgets.trackedCount == 200 * 5)
        #expect(
            CameraTest.wait { Gst.Pipeline.liveCount == pipelines },
            "pipelines alive: \(Gst.Pipeline.liveCount - pipelines)")
        #expect(
            CameraTest.wait { widgets.finalized == widgets.trackedCount },
            "\(widgets.finalized) of \(widgets.trackedCount)")
        #expect(CameraTest.wait { CameraTest.testPatternStreamingThreads == 0 })
        #expect(CameraTest.threads(settlingTo: threads) <= threads)
    }
}
