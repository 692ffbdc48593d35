import Foundation
import Graft
import GraftTestSupport
import GtkBridge
import Testing

/// Pinch and turn gestures on GTK's zoom and rotate recognizers. Xvfb has no touch screen or
/// touchpad, so the tests drive the recognizers through their signals, as GTK's own input
/// handling does once it has recognized two touches.
@Suite("GTK magnify and rotate gestures", .serialized)
@MainActor
struct TwoFingerGestureGtkTests {
    @Test("MagnifyGesture reports the pinch's magnification as it changes and when it ends")
    func magnify() throws {
        struct Zoomable: View {
            @State var live = 1.0
            @State var final = 0.0
            var body: some View {
                Text("live " + String(format: "%.2f", live) + " final " + String(format: "%.2f", final))
                    .gesture(
                        MagnifyGesture()
                            .onChanged { live = $0.magnification }
                            .onEnded { final = $0.magnification })
            }
        }
        let host = try GtkTest.show { Zoomable() }
        defer { host.close() }
        let zoom = try #require(
            host.root.descendants.lazy.flatMap { $0.eventControllers(ofType: "GtkGestureZoom") }.first)
        zoom.emit("scale-changed", arguments: [1.5])
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts == ["live 1.50 final 0.00"] })
        zoom.emit("scale-changed", arguments: [2.25])
        zoom.emit("end", arguments: [0])
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts == ["live 2.25 final 2.25"] })
    }

    @Test("RotationGesture and @GestureState follow the turn and reset when it ends")
    func rotate() throws {
        struct Turnable: View {
            @GestureState var turning = Angle.zero
            @State var ended = Angle.zero
            var body: some View {
                Text("turning \(Int(turning.degrees.rounded())) ended \(Int(ended.degrees.rounded()))")
                    .gesture(
                        RotationGesture()
                            .updating($turning) { value, state, _ in state = value }
                            .onEnded { ended = $0 })
            }
        }
        let host = try GtkTest.show { Turnable() }
        defer { host.close() }
        let rotate = try #require(
            host.root.descendants.lazy.flatMap { $0.eventControllers(ofType: "GtkGestureRotate") }.first)
        rotate.emit("angle-changed", arguments: [0.5, Double.pi / 2])
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts == ["turning 90 ended 0"] })
        rotate.emit("end", arguments: [0])
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts == ["turning 0 ended 90"] })
    }

    @Test("A change smaller than the minimum delta is not reported")
    func minimumDelta() throws {
        struct Guarded: View {
            @State var changes = 0
            var body: some View {
                Text("changes \(changes)").gesture(
                    RotateGesture(minimumAngleDelta: .degrees(10)).onChanged { _ in changes += 1 })
            }
        }
        let host = try GtkTest.show { Guarded() }
        defer { host.close() }
        let rotate = try #require(
            host.root.descendants.lazy.flatMap { $0.eventControllers(ofType: "GtkGestureRotate") }.first)
        rotate.emit("angle-changed", arguments: [0, Angle.degrees(5).radians])
        rotate.emit("angle-changed", arguments: [0, Angle.degrees(20).radians])
        // The second change is the positive marker that both were handled.
        #expect(MainLoop.runUntil(timeout: .seconds(2)) { host.root.labelTexts == ["changes 1"] })
    }
}
