import Foundation
import Graft
import GtkBridge
import Testing

/// Shows `content` in a window titled `title` (xdotool finds windows by title), mapped and painted.
@MainActor
func showForPointer<Content: View>(
    _ title: String, width: Int, height: Int, @ViewBuilder _ content: () -> Content
) throws -> HostingWindow {
    let host = try HostingWindow(title: title, width: width, height: height, colorScheme: .light, content: content)
    host.present()
    #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.window.isMapped })
    GtkTest.settle()
    return host
}

@Suite("@GestureState(resetTransaction:) on GTK, driven by the display's pointer", .serialized)
@MainActor
struct GestureStateResetGtkTests {
    struct Pressable: View {
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 0.4))) private var isDragging = false
        var body: some View {
            VStack {
                Text(isDragging ? "dragging" : "resting")
                Color.orange.frame(width: 120, height: 80)
                    .opacity(isDragging ? 0.2 : 1)
                    .gesture(DragGesture(minimumDistance: 5).updating($isDragging) { _, state, _ in state = true })
            }
        }
    }

    @Test("The reset at the end of a drag runs in the reset transaction: the view fades back instead of jumping")
    func animatedReset() throws {
        let host = try showForPointer("gesture-reset", width: 240, height: 160) { Pressable() }
        defer {
            host.close()
            Pointer.park()
        }
        func run(_ at: (x: Double, y: Double), _ actions: [String]) throws {
            let process = try Pointer.run(window: "gesture-reset", at: at, actions)
            #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning }, "xdotool finished")
        }
        let target = try #require(
            host.root.descendants.first { !$0.eventControllers(ofType: "GtkGestureDrag").isEmpty })
        let start = try Pointer.centre(of: target, in: host.window)
        let (x, y) = (Int(start.x.rounded()), Int(start.y.rounded()))
        try run(start, ["mousedown", "1", "sleep", "0.1", "mousemove", "--window", "%1", "\(x + 30)", "\(y)"])
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { host.root.labelTexts.contains("dragging") })
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { target.descendants.contains { $0.opacity < 0.25 } })
        let fading = try #require(target.descendants.first { $0.opacity < 0.25 })
        try run((Double(x + 30), Double(y)), ["mouseup", "1"])
        var seen: [Double] = []
        MainLoop.runUntil(timeout: .seconds(3)) {
            seen.append(fading.opacity)
            return fading.opacity == 1 && seen.count > 1
        }
        #expect(host.root.labelTexts.contains("resting"))
        #expect(fading.opacity == 1)
        #expect(seen.contains { $0 > 0.05 && $0 < 0.95 }, "the way back was animated: \(seen.count) samples")
    }
}
