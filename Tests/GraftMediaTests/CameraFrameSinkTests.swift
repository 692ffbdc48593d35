import Foundation
import GstBridge
import GtkBridge
import Testing

@Suite("GStreamer frame sink", .serialized)
@MainActor
struct CameraFrameSinkTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("A stalled main thread gets only the newest frame when it resumes; the others are dropped, not queued")
    func dropsWhileStalled() throws {
        let sink = try Gst.FrameSink()
        let picture = Gtk.Picture()
        sink.picture = picture
        let pipeline = try Gst.Pipeline.video(
            from: .launch(
                "videotestsrc is-live=true pattern=ball ! capsfilter caps=\"video/x-raw,width=64,height=48,framerate=100/1\""
            ), to: sink)
        defer {
            pipeline.tearDown()
            sink.detach()
        }
        try pipeline.setState(.playing)
        #expect(CameraTest.wait { sink.framesShown >= 2 })
        #expect(picture.intrinsicSize?.width == 64)

        // Stall: do not run the main loop until 20 more frames reached the streaming thread.
        let shownBefore = sink.framesShown
        let target = sink.framesReceived + 20
        let deadline = ContinuousClock.now.advanced(by: .seconds(5))
        while sink.framesReceived < target && ContinuousClock.now < deadline {}
        let stalledAt = sink.framesReceived
        #expect(stalledAt >= target)
        #expect(sink.framesShown == shownBefore, "nothing is shown while the main thread is busy")

        #expect(CameraTest.wait { sink.framesShown > shownBefore })
        #expect(sink.framesShown <= shownBefore + 2)
        let shown = try #require(sink.latestFrame)
        #expect(shown.sequenceNumber >= stalledAt - 1, "the newest frame, not the oldest waiting one")
        #expect(sink.framesDropped >= 18)
    }

    @Test("After detach no frame reaches the main thread, and the counts add up")
    func detachStopsDelivery() throws {
        let sink = try Gst.FrameSink()
        let pipeline = try Gst.Pipeline.video(from: .launch("videotestsrc is-live=true"), to: sink)
        var delivered = 0
        sink.onFrame = { _ in delivered += 1 }
        try pipeline.setState(.playing)
        #expect(CameraTest.wait { delivered >= 3 })
        pipeline.tearDown()
        sink.detach()
        let after = delivered
        #expect(CameraTest.sentinelFramesShown(), "a live sentinel's frames were shown after the detach")
        #expect(delivered == after)
        #expect(sink.framesShown == delivered)
        #expect(sink.framesShown + sink.framesDropped == sink.framesReceived)
    }

    @Test("Gst.initialize is safe to call from many threads at once")
    func concurrentInitialize() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { try Gst.initialize() } }
            try await group.waitForAll()
        }
        #expect(Gst.version.hasPrefix("1."))
        #expect(Gst.hasElement("videotestsrc"))
        #expect(!Gst.hasElement("graftnosuchelement"))
    }
}
