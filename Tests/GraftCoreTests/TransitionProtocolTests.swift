import Foundation
import GraftCore
import GraftTestBackend
import Testing

/// Fades in from 40 points to the right, and out 40 points up, at half size.
private struct Drift: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(x: phase == .willAppear ? 40 : 0, y: phase == .didDisappear ? -40 : 0)
            .scaleEffect(phase == .didDisappear ? 0.5 : 1)
    }
}

@MainActor
private struct Drifting: View {
    @State var show = true
    var body: some View {
        VStack {
            if show { Text("banner").transition(Drift()) }
            Button("toggle") { withAnimation(.linear(duration: 0.2)) { show.toggle() } }
        }
    }
}

@Suite("The Transition protocol")
@MainActor
struct TransitionProtocolTests {
    @Test("TransitionPhase's values and identity, and a Transition's default properties")
    func phases() {
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0)
        #expect(TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
        #expect(Drift.properties.hasMotion)
    }

    @Test("The body's opacity, offset and scale at each far phase become the insertion and removal effects")
    func effectsFromTheBody() {
        let transition = AnyTransition(Drift())
        #expect(transition.insertion == TransitionEffect(opacity: 0, offsetX: 40))
        #expect(transition.removal == TransitionEffect(opacity: 0, scale: 0.5, offsetY: -40))
    }

    @Test("A view with a Transition stays shown while it animates out to the removal effect, then is unmounted")
    func removal() {
        let h = Harness(Drifting())
        let container = h.first("transition")
        h.first("button").click()
        h.turn()
        #expect(h.root.texts.contains("banner"), "still shown while it animates out")
        #expect(container["transitionTo"] == "\(TransitionEffect(opacity: 0, scale: 0.5, offsetY: -40))")
        h.backend.finishTransitions()
        h.turn()
        #expect(container.isDismantled)
        #expect(!h.root.texts.contains("banner"))

        h.first("button").click()
        h.turn()
        #expect(h.first("transition")["transitionFrom"] == "\(TransitionEffect(opacity: 0, offsetX: 40))")
    }
}
