import GraftCore
import GtkBridge

/// The container of `.matchedGeometryEffect`: a transition box that records its frame in its
/// window under its key each time it is laid out, and, inserted in an animated change, starts
/// drawing its content at the frame another container of its key last had.
@MainActor
public final class NativeMatchedGeometry: NativeTransition {
    /// The last frame laid out under one key, and whose it was.
    private struct Record {
        var frame: (x: Double, y: Double, width: Double, height: Double)
        var window: UInt
        weak var owner: NativeMatchedGeometry?
        /// When the owner was dismantled (monotonic), if it was.
        var removedAt: ContinuousClock.Instant?
    }

    /// The frames recorded, by key, for every window.
    private static var records: [MatchedGeometryKey: Record] = [:]

    var key: MatchedGeometryKey?
    var properties = MatchedGeometryProperties.frame
    var anchor = UnitPoint.center
    var isSource = true
    /// The animation of an insertion waiting for the first layout.
    var pendingInsertion: Animation?
    private var start: SourceToken?

    override func willAllocate(width: Int, height: Int) {
        guard let key, let root = widget.root, let frame = widget.frame(in: root) else { return }
        let window = root.objectIdentity
        if let animation = pendingInsertion {
            pendingInsertion = nil
            if let match = Self.records[key], match.window == window, match.owner !== self, Self.isCurrent(match) {
                effect = startEffect(from: match.frame, to: frame)
                start = MainLoop.onIdle { [weak self] in
                    self?.start = nil
                    self?.animate(from: nil, to: .identity, animation: animation) { _ in }
                }
            }
        }
        if isSource { Self.records[key] = Record(frame: frame, window: window, owner: self) }
    }

    /// A record is of a container still shown, or of one removed in the last second (the change
    /// that inserted this one).
    private static func isCurrent(_ record: Record) -> Bool {
        if let removedAt = record.removedAt { return removedAt.duration(to: .now) < .seconds(1) }
        return record.owner != nil
    }

    /// The effect that draws content laid out in `frame` over `old`: scaled by the widths around
    /// the anchor, moved so that the anchor points meet.
    private func startEffect(
        from old: (x: Double, y: Double, width: Double, height: Double),
        to frame: (x: Double, y: Double, width: Double, height: Double)
    ) -> TransitionEffect {
        var effect = TransitionEffect(anchor: anchor)
        if properties.contains(.size), frame.width > 0 { effect.scale = old.width / frame.width }
        if properties.contains(.position) {
            effect.offsetX = (old.x + anchor.x * old.width) - (frame.x + anchor.x * frame.width)
            effect.offsetY = (old.y + anchor.y * old.height) - (frame.y + anchor.y * frame.height)
        }
        return effect
    }

    override func dropCallbacks() {
        super.dropCallbacks()
        start?.cancel()
        start = nil
        guard let key, Self.records[key]?.owner === self else { return }
        Self.records[key]?.removedAt = .now
        Self.records = Self.records.filter { Self.isCurrent($0.value) }
    }
}
