import Graft
import GraftTestSupport
import GtkBridge
import Testing

/// A 40-point block on the left of a 300-point row, or a 80-point one on its right, matched by id.
@MainActor
private struct Swap: View {
    let animation: Animation?
    var otherNamespace = false
    @Namespace var left
    @Namespace var right
    @State var onRight = false
    var body: some View {
        VStack {
            HStack(spacing: 0) {
                if !onRight {
                    Text("box").frame(width: 40, height: 40).matchedGeometryEffect(id: "box", in: left)
                }
                Spacer()
                if onRight {
                    Text("box").frame(width: 80, height: 40)
                        .matchedGeometryEffect(id: "box", in: otherNamespace ? right : left)
                }
            }
            .frame(width: 300, height: 40)
            Button("move") { withAnimation(animation) { onRight.toggle() } }
        }
    }
}

@Suite("matchedGeometryEffect on GTK", .serialized)
@MainActor
struct MatchedGeometryGtkTests {
    /// The "box" label.
    func label(_ host: HostingWindow) -> Gtk.Widget? {
        host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "box" && $0.isMapped }
    }

    /// The drawn frame, in the window, of the fixed frame around the "box" label (unless it is `except`).
    func box(_ host: HostingWindow, except: Gtk.Widget? = nil) -> (x: Double, y: Double, width: Double, height: Double)?
    {
        guard let label = label(host), except.map({ !label.isSameWidget(as: $0) }) ?? true, let frame = label.parent
        else { return nil }
        return frame.frame(in: host.window)
    }

    /// Clicks "move" and samples the box's frame until it rests at `x`.
    func move(_ host: HostingWindow, restingAt x: Double) -> [(x: Double, y: Double, width: Double, height: Double)] {
        let old = label(host)
        _ = host.root.first("GtkButton")!.emit("clicked")
        var samples: [(x: Double, y: Double, width: Double, height: Double)] = []
        _ = MainLoop.runUntil(timeout: .seconds(4)) {
            // Mapped but not yet laid out, a widget has no size.
            guard let frame = box(host, except: old), frame.width > 0 else { return false }
            samples.append(frame)
            return abs(frame.x - x) < 0.5 && abs(frame.width - 80) < 0.5
        }
        return samples
    }

    @Test("Inserted with the id of a view removed in the same animated change, a view moves and grows from its frame")
    func animatesFromTheRemovedFrame() throws {
        let host = try GtkTest.show(width: 400, height: 200) { Swap(animation: .linear(duration: 0.6)) }
        defer { host.close() }
        let start = try #require(box(host))
        let samples = move(host, restingAt: start.x + 220)
        let end = try #require(samples.last)
        #expect(abs(end.x - (start.x + 220)) < 0.5 && end.width == 80, "it rests at its own frame: \(samples)")
        let first = try #require(samples.first)
        #expect(first.x < start.x + 20 && first.width < 50, "it starts drawn over the removed one: \(first)")
        #expect(
            samples.contains { $0.x > start.x + 30 && $0.x < start.x + 190 && $0.width > 42 && $0.width < 78 },
            "drawn between both frames: \(samples)")
        #expect(
            samples.allSatisfy { abs($0.y + $0.height / 2 - start.y - start.height / 2) < 0.5 },
            "the centres stay in the row: \(samples)")
    }

    @Test("Without an animation, or in another namespace, the inserted view is drawn in place at once")
    func noMatchNoAnimation() throws {
        for swap in [Swap(animation: nil), Swap(animation: .linear(duration: 0.6), otherNamespace: true)] {
            let host = try GtkTest.show(width: 400, height: 200) { swap }
            defer { host.close() }
            let start = try #require(box(host))
            let samples = move(host, restingAt: start.x + 220)
            #expect(samples.count == 1, "the first frame it is drawn in is its own: \(samples)")
            #expect(samples.first?.x == start.x + 220)
        }
    }
}
