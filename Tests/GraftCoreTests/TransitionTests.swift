import Foundation
import GraftCore
import GraftTestBackend
import Testing

/// A view shown while `show` is true, with a transition, beside a view always there.
@MainActor
private struct Banner: View {
    let transition: AnyTransition
    var animation: Animation? = .default
    @State var show = true
    var body: some View {
        VStack {
            if show { Text("banner").transition(transition) }
            Text("always")
            Button("toggle") { withAnimation(animation) { show.toggle() } }
        }
    }
}

@Suite("Transitions")
@MainActor
struct TransitionTests {
    @Test("A view removed in withAnimation stays shown until its removal transition ends, then is unmounted")
    func removalWaitsForTheTransition() {
        let h = Harness(Banner(transition: .opacity))
        let transition = h.first("transition")
        h.first("button").click()
        h.turn()
        #expect(h.shownTexts == ["banner", "always"], "still shown while it fades out")
        #expect(!transition.isDismantled)
        #expect(h.backend.runningTransitionCount == 1)
        #expect(transition["transitionTo"] == "\(TransitionEffect(opacity: 0))")
        #expect(transition["transitionFrom"] == "current")

        h.backend.finishTransitions()
        #expect(transition.isDismantled, "unmounted once the transition ended")
        #expect(h.backend.hasScheduledUpdates, "the container is updated in the next pass")
        h.turn()
        #expect(h.shownTexts == ["always"])
    }

    @Test("Without an animation the view is removed at once")
    func unanimatedRemovalIsImmediate() {
        let h = Harness(Banner(transition: .opacity, animation: nil))
        let transition = h.first("transition")
        h.first("button").click()
        h.turn()
        #expect(h.shownTexts == ["always"])
        #expect(transition.isDismantled)
        #expect(h.backend.runningTransitionCount == 0)
    }

    @Test("A transition with an animation of its own runs without withAnimation")
    func ownAnimation() {
        let h = Harness(Banner(transition: .slide.animation(.linear(duration: 0.2)), animation: nil))
        h.first("button").click()
        h.turn()
        #expect(h.shownTexts == ["banner", "always"])
        #expect(h.first("transition")["transitionTo"] == "\(TransitionEffect(relativeX: 1))", "slides out trailing")
        h.backend.finishTransitions()
        h.turn()
        #expect(h.shownTexts == ["always"])
    }

    @Test("A view inserted in withAnimation starts from the insertion effect; the first mount does not")
    func insertion() {
        let h = Harness(Banner(transition: .move(edge: .top)))
        #expect(h.first("transition")["transitionTo"] == nil, "no transition on the window's first mount")
        h.first("button").click()
        h.turn()
        h.backend.finishTransitions()
        h.turn()
        h.first("button").click()
        h.turn()
        let inserted = h.first("transition")
        #expect(h.shownTexts == ["banner", "always"])
        #expect(inserted["transitionFrom"] == "\(TransitionEffect(relativeY: -1))")
        #expect(inserted["transitionTo"] == "\(TransitionEffect.identity)")
    }

    @Test("A view re-inserted while it is still leaving appears again beside the leaving one")
    func reinsertWhileLeaving() {
        let h = Harness(Banner(transition: .opacity))
        h.first("button").click()
        h.turn()
        h.first("button").click()
        h.turn()
        #expect(h.shownTexts == ["banner", "banner", "always"])
        h.backend.finishTransitions()
        h.turn()
        #expect(h.shownTexts == ["banner", "always"])
        #expect(h.root.allWidgets.filter { $0.kind == "transition" }.count == 1)
    }

    @Test("Removing the container of a leaving view dismantles the leaving view too")
    func containerRemovedWhileLeaving() {
        struct Outer: View {
            @State var showsAll = true
            var body: some View {
                VStack {
                    if showsAll { Banner(transition: .scale) }
                    Button("all") { showsAll = false }
                }
            }
        }
        let h = Harness(Outer())
        let transition = h.first("transition")
        let buttons = h.root.allWidgets.filter { $0.kind == "button" }
        buttons[0].click()
        h.turn()
        #expect(h.backend.runningTransitionCount == 1)
        buttons[1].click()
        h.turn()
        #expect(transition.isDismantled)
        #expect(h.shownTexts.isEmpty)
        h.backend.finishTransitions()
        h.turn()
        #expect(h.shownTexts.isEmpty)
    }

    @Test("Transitions combine: push fades and moves, asymmetric picks each side, combined multiplies")
    func composition() {
        let push = AnyTransition.push(from: .bottom)
        #expect(push.insertion == TransitionEffect(opacity: 0, relativeY: 1))
        #expect(push.removal == TransitionEffect(opacity: 0, relativeY: -1))
        let mixed = AnyTransition.asymmetric(insertion: .scale(scale: 0.5, anchor: .top), removal: .offset(x: 10))
        #expect(mixed.insertion == TransitionEffect(scale: 0.5, anchor: .top))
        #expect(mixed.removal == TransitionEffect(offsetX: 10))
        let both = AnyTransition.opacity.combined(with: .scale).combined(with: .offset(CGSize(width: 3, height: 4)))
        #expect(both.removal == TransitionEffect(opacity: 0, scale: 0, offsetX: 3, offsetY: 4))
        #expect(AnyTransition.identity.insertion.isIdentity)
        let half = TransitionEffect(opacity: 0, offsetX: 10).interpolated(towardIdentity: 0.5)
        #expect(half == TransitionEffect(opacity: 0.5, offsetX: 5))
    }
}

extension Harness {
    /// The texts shown, without the buttons' labels.
    fileprivate var shownTexts: [String] { root.texts.filter { $0 != "toggle" && $0 != "all" } }
}
