import Foundation
import GstBridge
import GtkBridge
import Testing

@Suite("GStreamer pipeline", .serialized)
@MainActor
struct CameraGstPipelineTests {
    init() throws { try GtkRuntime.initialize() }

    @Test("An unknown element in a launch description is a typed invalidPipeline error")
    func unknownElement() {
        #expect {
            _ = try Gst.Pipeline(launch: "graftnosuchelement ! fakesink")
        } throws: { error in
            guard case .invalidPipeline(let reason) = error as? GstError else { return false }
            return reason.contains("graftnosuchelement")
        }
        #expect(throws: GstError.elementUnavailable("graftnosuchfactory")) {
            _ = try Gst.Element(factory: "graftnosuchfactory")
        }
    }

    @Test("A source that cannot open fails setState(.playing) with the element's message")
    func stateChangeFailure() throws {
        let pipeline = try Gst.Pipeline(launch: "filesrc location=/nonexistent/graft.raw ! fakesink")
        defer { pipeline.tearDown() }
        #expect {
            try pipeline.setState(.playing)
        } throws: { error in
            guard case .stateChangeFailed(let reason) = error as? GstError else { return false }
            return reason.contains("graft.raw") || reason.contains("filesrc")
        }
    }

    @Test("End of stream arrives on the main loop through the bus watch; tearDown removes the watch")
    func endOfStream() throws {
        let pipeline = try Gst.Pipeline(launch: "videotestsrc num-buffers=5 ! fakesink")
        var messages: [Gst.BusMessage] = []
        pipeline.onMessage { messages.append($0) }
        #expect(pipeline.isWatchingBus)
        try pipeline.setState(.playing)
        #expect(CameraTest.wait { !messages.isEmpty })
        #expect(messages == [.endOfStream])
        pipeline.tearDown()
        #expect(!pipeline.isWatchingBus)
        #expect(pipeline.currentState == .null)
    }

    @Test("A stream error (a missing file, found while streaming) arrives on the main loop as a typed error")
    func streamError() throws {
        let sink = try Gst.FrameSink()
        let pipeline = try Gst.Pipeline.video(
            from: .launch("multifilesrc location=/nonexistent/graft-%d.png caps=image/png ! pngdec"), to: sink)
        var errors: [GstError] = []
        pipeline.onMessage { if case .error(let error) = $0 { errors.append(error) } }
        try pipeline.setState(.playing)
        #expect(CameraTest.wait { !errors.isEmpty })
        pipeline.tearDown()
        sink.detach()
        #expect(sink.framesShown == 0)
        guard case .streamFailed(let element, let message)? = errors.first else {
            Issue.record("errors: \(errors)")
            return
        }
        #expect(element.hasPrefix("multifilesrc"))
        #expect(message.contains("/nonexistent/graft-0.png"))
    }
}
