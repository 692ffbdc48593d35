import Graft
import GraftTestSupport
import GtkBridge
import Testing

/// Fades in from 60 points to the right.
private struct Arrive: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(x: phase.isIdentity ? 0 : 60)
    }
}

@MainActor
private struct Arriving: View {
    @State var show = false
    var body: some View {
        VStack {
            if show { Text("arriving").transition(Arrive()) }
            Text("anchor")
            Button("toggle") { withAnimation(.linear(duration: 0.5)) { show.toggle() } }
        }
    }
}

@Suite("The Transition protocol on GTK", .serialized)
@MainActor
struct TransitionProtocolGtkTests {
    func label(_ host: HostingWindow, _ text: String) -> Gtk.Widget? {
        host.root.all("GtkLabel").first { $0.property("label", as: String.self) == text }
    }

    @Test("An inserted view fades in from its body's offset to its place; removed, it fades out and leaves")
    func insertAndRemove() throws {
        let host = try GtkTest.show(width: 300, height: 200) { Arriving() }
        defer { host.close() }
        _ = host.root.first("GtkButton")!.emit("clicked")
        var samples: [(x: Double, opacity: Double)] = []
        var resting = 0.0
        let arrived = MainLoop.runUntil(timeout: .seconds(4)) {
            guard let view = label(host, "arriving"), let anchor = label(host, "anchor"),
                let frame = view.frame(in: host.window), let anchorFrame = anchor.frame(in: host.window),
                let wrapper = view.parent, frame.width > 0
            else { return false }
            resting = anchorFrame.x + (anchorFrame.width - frame.width) / 2
            samples.append((frame.x, wrapper.opacity))
            return abs(frame.x - resting) < 1 && wrapper.opacity == 1 && samples.count > 2
        }
        #expect(arrived, "it came to rest in place, opaque: \(samples)")
        let moving = samples.filter { $0.x > resting + 5 && $0.x < resting + 55 }
        #expect(!moving.isEmpty, "drawn part of the way from 60 points to the right: \(samples)")
        #expect(moving.allSatisfy { $0.opacity > 0 && $0.opacity < 1 }, "and translucent meanwhile")
        #expect(
            samples.allSatisfy { $0.x <= resting + 61 && $0.x >= resting - 1 },
            "only from the right: \(samples), resting at \(resting)")

        _ = host.root.first("GtkButton")!.emit("clicked")
        var fading: [Double] = []
        let gone = MainLoop.runUntil(timeout: .seconds(4)) {
            guard let view = label(host, "arriving") else { return true }
            if let wrapper = view.parent { fading.append(wrapper.opacity) }
            return false
        }
        #expect(gone, "the view leaves once its transition ended")
        #expect(fading.contains { $0 > 0.05 && $0 < 0.95 }, "it faded out while still shown: \(fading)")
    }
}
