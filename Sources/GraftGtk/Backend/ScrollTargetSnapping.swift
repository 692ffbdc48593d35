import Foundation
import GraftCore
import GtkBridge

/// Ends a scroll view's scrolls where its `ScrollTargetBehavior` says: when the offsets have not
/// changed for a moment after the user moved them (the wheel, a scroll-bar drag, a kinetic flick),
/// asks the behaviour for the target and animates the adjustments there on the frame clock.
@MainActor
final class ScrollTargetSnapping {
    /// How long the offsets stay still before a scroll counts as ended.
    static let restInterval = 120
    /// The CSS class of a `.scrollTargetLayout()` container.
    static let layoutClass = "graft-scroll-target-layout"

    private weak var view: NativeScrollView?
    var behavior: any ScrollTargetBehavior
    var environment: EnvironmentValues
    private var tokens: [SignalToken] = []
    private var rest: SourceToken?
    private var animation: FrameAnimation?
    /// The offset the last animation step set (its changes are not the user's).
    private var applied: (x: Double, y: Double)?
    /// Where the current scroll started, and when it first and last moved.
    private var start: (x: Double, y: Double)
    private var firstChange: Date?
    private var lastChange: Date?
    private var settled: (x: Double, y: Double)

    init(_ view: NativeScrollView, behavior: any ScrollTargetBehavior, environment: EnvironmentValues) {
        self.view = view
        self.behavior = behavior
        self.environment = environment
        let offsets = Self.offsets(view.scroller)
        start = offsets
        settled = offsets
        tokens = view.scroller.observeScrollOffsets { [weak self] in self?.offsetsChanged() }
    }

    private static func offsets(_ scroller: Gtk.ScrolledWindow) -> (x: Double, y: Double) {
        (scroller.scrollExtent(horizontal: true).offset, scroller.scrollExtent(horizontal: false).offset)
    }

    private func offsetsChanged() {
        guard let scroller = view?.scroller else { return }
        let now = Self.offsets(scroller)
        if let applied, abs(applied.x - now.x) < 0.5, abs(applied.y - now.y) < 0.5 { return }
        if let animation, animation.isRunning {
            // The user scrolls again while the view moves to a target: the user wins.
            self.animation = nil
            animation.cancel()
            start = now
            firstChange = nil
        }
        if firstChange == nil {
            start = settled
            firstChange = Date()
        }
        lastChange = Date()
        rest?.cancel()
        rest = MainLoop.every(milliseconds: Self.restInterval) { [weak self] in
            self?.scrollEnded()
            return false
        }
    }

    /// Asks the behaviour where the scroll that just ended should end, and moves there.
    private func scrollEnded() {
        rest = nil
        guard let view, let first = firstChange, let last = lastChange else { return }
        firstChange = nil
        let scroller = view.scroller
        let horizontal = scroller.scrollExtent(horizontal: true)
        let vertical = scroller.scrollExtent(horizontal: false)
        let duration = max(last.timeIntervalSince(first), 1.0 / 60)
        let velocity = CGVector(
            dx: (horizontal.offset - start.x) / duration, dy: (vertical.offset - start.y) / duration)
        let scrolls = scroller.scrolls
        var axes: Axis.Set = []
        if scrolls.horizontal { axes.insert(.horizontal) }
        if scrolls.vertical { axes.insert(.vertical) }
        let original = ScrollTarget(
            rect: CGRect(
                x: horizontal.offset, y: vertical.offset, width: horizontal.visibleLength,
                height: vertical.visibleLength))
        let context = ScrollTargetBehaviorContext(
            originalTarget: original, velocity: velocity,
            contentSize: CGSize(width: horizontal.contentLength, height: vertical.contentLength),
            containerSize: CGSize(width: horizontal.visibleLength, height: vertical.visibleLength), axes: axes,
            targetFrames: targetFrames(in: view, offset: CGPoint(x: horizontal.offset, y: vertical.offset)),
            scrollStart: CGPoint(x: start.x, y: start.y),
            environment: environment)
        var target = original
        behavior.updateTarget(&target, context: context)
        let to = (
            x: min(max(0, Double(target.rect.minX)), horizontal.maximumOffset),
            y: min(max(0, Double(target.rect.minY)), vertical.maximumOffset)
        )
        let from = (x: horizontal.offset, y: vertical.offset)
        settled = to
        guard abs(to.x - from.x) >= 0.5 || abs(to.y - from.y) >= 0.5 else { return }
        animation = FrameAnimation(
            on: scroller, from: 0, to: 1, animation: .easeOut(duration: 0.25),
            apply: { [weak self, weak scroller] fraction in
                guard let self, let scroller else { return }
                let point = (x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
                self.applied = point
                scroller.setScrollOffset(point.x, horizontal: true)
                scroller.setScrollOffset(point.y, horizontal: false)
                // GTK may round or clamp the value: remember what it took.
                self.applied = Self.offsets(scroller)
            },
            completion: { [weak self] _ in self?.applied = nil })
    }

    /// The frames, in the scrolled content's coordinates, of the children of the first
    /// `.scrollTargetLayout()` inside the scroll view (not inside a scroll view within it); the
    /// viewport's coordinates are the visible area's, `offset` from the content's.
    private func targetFrames(in view: NativeScrollView, offset: CGPoint) -> [CGRect] {
        let content = view.scroller.child ?? view.box
        var pending: [Gtk.Widget] = content.childWidgets
        while !pending.isEmpty {
            let widget = pending.removeFirst()
            if widget.hasCSSClass(Self.layoutClass), let layout = widget.firstChild {
                return layout.childWidgets.compactMap { child in
                    child.frame(in: content).map {
                        CGRect(x: $0.x + offset.x, y: $0.y + offset.y, width: $0.width, height: $0.height)
                    }
                }
            }
            if widget.scrollbarPolicies == nil { pending.append(contentsOf: widget.childWidgets) }
        }
        return []
    }
}
