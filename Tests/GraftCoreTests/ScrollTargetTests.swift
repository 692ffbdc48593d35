import Foundation
import GraftCore
import GraftTestBackend
import Testing

@Suite("Scroll target behaviours")
@MainActor
struct ScrollTargetTests {
    func context(
        target: CGPoint, start: CGPoint, velocity: CGVector = .zero, axes: Axis.Set = .vertical, frames: [CGRect] = []
    ) -> (ScrollTarget, ScrollTargetBehaviorContext) {
        let target = ScrollTarget(rect: CGRect(origin: target, size: CGSize(width: 300, height: 200)))
        let context = ScrollTargetBehaviorContext(
            originalTarget: target, velocity: velocity, contentSize: CGSize(width: 300, height: 2000),
            containerSize: CGSize(width: 300, height: 200), axes: axes, targetFrames: frames, scrollStart: start,
            environment: EnvironmentValues())
        return (target, context)
    }

    func apply(
        _ behavior: some ScrollTargetBehavior, _ target: inout ScrollTarget, _ context: ScrollTargetBehaviorContext
    ) {
        behavior.updateTarget(&target, context: context)
    }

    @Test("Paging ends on the nearest page at rest, and on the next one in the direction of a moving scroll")
    func paging() {
        var (target, context) = context(target: CGPoint(x: 0, y: 130), start: .zero)
        PagingScrollTargetBehavior().updateTarget(&target, context: context)
        #expect(target.rect.minY == 200)
        (target, context) = self.context(target: CGPoint(x: 0, y: 30), start: .zero, velocity: CGVector(dx: 0, dy: 500))
        apply(.paging, &target, context)
        #expect(target.rect.minY == 200)
        (target, context) = self.context(
            target: CGPoint(x: 0, y: 370), start: CGPoint(x: 0, y: 400), velocity: CGVector(dx: 0, dy: -500))
        PagingScrollTargetBehavior().updateTarget(&target, context: context)
        #expect(target.rect.minY == 200)
    }

    @Test("View-aligned ends on a target's leading edge; .always passes one target at most; no targets leave it")
    func viewAligned() {
        let frames = (0..<10).map { CGRect(x: 0, y: Double($0) * 150, width: 300, height: 140) }
        var (target, context) = context(
            target: CGPoint(x: 0, y: 520), start: .zero, velocity: CGVector(dx: 0, dy: 900), frames: frames)
        ViewAlignedScrollTargetBehavior().updateTarget(&target, context: context)
        #expect(target.rect.minY == 600)
        target = context.originalTarget
        ViewAlignedScrollTargetBehavior(limitBehavior: .always).updateTarget(&target, context: context)
        #expect(target.rect.minY == 150, "one target past the start")
        (target, context) = self.context(target: CGPoint(x: 0, y: 520), start: .zero)
        ViewAlignedScrollTargetBehavior().updateTarget(&target, context: context)
        #expect(target.rect.minY == 520)
    }

    @Test("The behaviour reaches the scroll view's backend call, and scrollTargetLayout wraps its layout")
    func recorded() {
        let harness = Harness(
            ScrollView {
                VStack { Text("a") }.scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .never)))
        let scroll = harness.first("scroll")
        #expect(scroll["scrollTargetBehavior"] == "ViewAlignedScrollTargetBehavior")
        let layout = harness.first("scrollTargetLayout")
        #expect(layout["isScrollTargetLayout"] == "true")
        #expect(layout.children.map(\.kind) == ["stack"])
    }
}
