import Graft
import GraftTestSupport
import GtkBridge
import Testing

/// A label shown while `show` is true, with a transition, above a label always there.
@MainActor
private struct Toggled: View {
    let transition: AnyTransition
    @State var show: Bool
    var body: some View {
        VStack {
            if show { Text("ghost").transition(transition) }
            Text("stay")
            Button("toggle") { withAnimation(.linear(duration: 0.4)) { show.toggle() } }
        }
    }
}

@Suite("GTK transitions", .serialized)
@MainActor
struct TransitionGtkTests {
    @Test("A removed view fades out on the frame clock while still shown, then its widget is gone")
    func opacityRemoval() throws {
        let host = try GtkTest.show { Toggled(transition: .opacity, show: true) }
        defer { host.close() }
        let ghost = try #require(ghostLabel(host))
        let container = try #require(ghost.parent)
        _ = host.root.first("GtkButton")!.emit("clicked")
        var shownWhileFading: [Double] = []
        let gone = MainLoop.runUntil(timeout: .seconds(3)) {
            let present = ghostLabel(host) != nil
            if present { shownWhileFading.append(container.opacity) }
            return !present
        }
        #expect(gone, "the label left the window once the transition ended")
        #expect(shownWhileFading.contains { $0 > 0.05 && $0 < 0.95 }, "shown at opacities between 0 and 1")
        #expect(host.root.labelTexts.contains("stay"))
    }

    @Test("An inserted view slides in from the leading edge to where it sits")
    func moveInsertion() throws {
        let host = try GtkTest.show { Toggled(transition: .move(edge: .leading), show: false) }
        defer { host.close() }
        let stay = try #require(host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "stay" })
        _ = host.root.first("GtkButton")!.emit("clicked")
        var positions: [Double] = []
        var restingX: Double?
        let arrived = MainLoop.runUntil(timeout: .seconds(3)) {
            guard let ghost = ghostLabel(host), let frame = ghost.frame(in: host.window),
                let stayFrame = stay.frame(in: host.window)
            else { return false }
            // Where it rests: centred in the column, as the label below it is.
            let resting = stayFrame.x + (stayFrame.width - frame.width) / 2
            restingX = resting
            positions.append(frame.x)
            return abs(frame.x - resting) < 1 && positions.contains { $0 < resting - 5 }
        }
        #expect(arrived, "it moved in from the left and came to rest centred: \(positions), \(restingX ?? -1)")
        let resting = try #require(restingX)
        #expect(positions.allSatisfy { $0 <= resting + 1 }, "it came from the leading side only: \(positions)")
    }
}

@MainActor
private func ghostLabel(_ host: HostingWindow) -> Gtk.Widget? {
    host.root.all("GtkLabel").first { $0.property("label", as: String.self) == "ghost" }
}

/// A turn about the top-leading corner, as the 100 Days tutorial's pivot transition writes it.
private struct CornerRotate: ViewModifier {
    let degrees: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(degrees), anchor: .topLeading).clipped()
    }
}

@Suite("Transitions built from view modifiers on GTK", .serialized)
@MainActor
struct ModifierTransitionGtkTests {
    @Test(
        "AnyTransition.modifier reads the modifiers' turn and its anchor; the identity's own effect is the rest state")
    func effects() {
        let transition = AnyTransition.modifier(active: CornerRotate(degrees: -90), identity: CornerRotate(degrees: 0))
        #expect(transition.insertion.rotation == -90)
        #expect(transition.insertion.rotationAnchor == .topLeading)
        #expect(transition.removal == transition.insertion)
        let faded = AnyTransition.modifier(active: Faded(opacity: 0.2), identity: Faded(opacity: 1))
        #expect(abs(faded.insertion.opacity - 0.2) < 1e-9)
    }

    @Test("An inserted view turns in about its corner: drawn turned on the way, upright at the end")
    func pivotInsertion() throws {
        let transition = AnyTransition.modifier(active: CornerRotate(degrees: -90), identity: CornerRotate(degrees: 0))
        let host = try GtkTest.show { Toggled(transition: transition, show: false) }
        defer { host.close() }
        _ = host.root.first("GtkButton")!.emit("clicked")
        var shapes: [(width: Double, height: Double)] = []
        var upright: (width: Double, height: Double)?
        let done = MainLoop.runUntil(timeout: .seconds(3)) {
            guard let ghost = ghostLabel(host), let frame = ghost.frame(in: host.window) else { return false }
            shapes.append((frame.width, frame.height))
            upright = (Double(ghost.allocatedWidth), Double(ghost.allocatedHeight))
            return shapes.count > 3 && abs(frame.width - Double(ghost.allocatedWidth)) < 1
                && abs(frame.height - Double(ghost.allocatedHeight)) < 1
        }
        #expect(done, "it came to rest upright: \(shapes)")
        let size = try #require(upright)
        // Turned part-way, the label's drawn box is taller than its upright height.
        #expect(shapes.contains { $0.height > size.height + 5 }, "drawn turned on the way: \(shapes)")
    }
}

private struct Faded: ViewModifier {
    let opacity: Double
    func body(content: Content) -> some View { content.opacity(opacity) }
}
