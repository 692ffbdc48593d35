public import Foundation

/// A two-dimensional vector, such as a scroll's velocity in points per second.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector whose components are zero.
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// Where a scroll ends: the rectangle of the content that will be visible, in the content's
/// coordinates (its origin is the scroll offset).
public struct ScrollTarget: Hashable, Sendable {
    /// The part of the content shown where the scroll ends.
    public var rect: CGRect
    /// The point of `rect` the scroll lines up, or nil for its top-leading corner.
    public var anchor: UnitPoint?

    /// A target.
    ///
    /// - Parameters:
    ///   - rect: The part of the content shown where the scroll ends.
    ///   - anchor: The point of `rect` the scroll lines up.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a ``ScrollTargetBehavior`` knows when it chooses where a scroll ends; it also reads the
/// scroll view's environment (`context.layoutDirection`).
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// Where the scroll would end without the behaviour.
    public var originalTarget: ScrollTarget
    /// How fast the scroll was moving, in points per second (its average over the scroll that
    /// just ended; positive down and towards the trailing edge).
    public var velocity: CGVector
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The size of the visible area.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set
    /// The frames of the views of the scroll view's `.scrollTargetLayout()`, in the content's
    /// coordinates, in order.
    package var _targetFrames: [CGRect]
    /// The scroll offset where the scroll started.
    package var _scrollStart: CGPoint
    let environment: EnvironmentValues

    package init(
        originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set,
        targetFrames: [CGRect], scrollStart: CGPoint, environment: EnvironmentValues
    ) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self._targetFrames = targetFrames
        self._scrollStart = scrollStart
        self.environment = environment
    }

    /// A value of the scroll view's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// Chooses where a scroll view's scrolling ends: when the user's scroll (a drag, a flick or the
/// wheel) comes to rest, the scroll view asks ``updateTarget(_:context:)`` and moves to the target
/// it leaves (`.scrollTargetBehavior(_:)`).
///
/// ```swift
/// struct HalfPages: ScrollTargetBehavior {
///     func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///         let half = context.containerSize.height / 2
///         target.rect.origin.y = (target.rect.minY / half).rounded() * half
///     }
/// }
/// ```
public protocol ScrollTargetBehavior {
    /// Changes `target` to where the scroll should end.
    ///
    /// - Parameters:
    ///   - target: Where the scroll would end; change its `rect` (its origin is the offset).
    ///   - context: The scroll's velocity, the content's and visible area's sizes, the environment.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    /// What ``updateTarget(_:context:)`` is given.
    typealias TargetContext = ScrollTargetBehaviorContext
}

extension CGFloat {
    /// The multiple of `step` nearest to this value, or the next one in the direction of
    /// `velocity` when it is not zero.
    fileprivate func snapped(toMultiplesOf step: CGFloat, velocity: CGFloat) -> CGFloat {
        guard step > 0 else { return self }
        let pages = self / step
        let whole = velocity > 0 ? pages.rounded(.up) : velocity < 0 ? pages.rounded(.down) : pages.rounded()
        return whole * step
    }
}

/// Ends each scroll on a page: a multiple of the visible area's size (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}

    /// Moves the target's origin to the page boundary nearest it, or to the next one in the
    /// direction the scroll was moving.
    ///
    /// - Parameters:
    ///   - target: Where the scroll would end.
    ///   - context: The scroll's velocity and the visible area's size.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        if context.axes.contains(.vertical) {
            target.rect.origin.y = target.rect.minY.snapped(
                toMultiplesOf: context.containerSize.height, velocity: context.velocity.dy)
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = target.rect.minX.snapped(
                toMultiplesOf: context.containerSize.width, velocity: context.velocity.dx)
        }
    }
}

/// Ends each scroll with a view of the scroll view's `.scrollTargetLayout()` at the leading (or
/// top) edge (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one scroll may pass.
    public struct LimitBehavior: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case automatic, always, never }
        let kind: Kind

        /// The platform's choice: no limit on the desktop (SwiftUI limits only compact widths).
        public static var automatic: LimitBehavior { LimitBehavior(kind: .automatic) }
        /// One view per scroll at most.
        public static var always: LimitBehavior { LimitBehavior(kind: .always) }
        /// No limit.
        public static var never: LimitBehavior { LimitBehavior(kind: .never) }
    }

    let limitBehavior: LimitBehavior

    /// The view-aligned behaviour.
    ///
    /// - Parameter limitBehavior: How many views one scroll may pass.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

    /// Moves the target's origin to the leading edge of the target view nearest it (the next one
    /// in the direction the scroll was moving); with `.always`, at most one view from where the
    /// scroll started. Without target views the target stays.
    ///
    /// - Parameters:
    ///   - target: Where the scroll would end.
    ///   - context: The scroll's velocity and the target views' frames.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let frames = context._targetFrames
        guard !frames.isEmpty else { return }
        let limited = limitBehavior.kind == .always
        if context.axes.contains(.vertical) {
            target.rect.origin.y = Self.edge(
                frames.map(\.minY), near: target.rect.minY, start: context._scrollStart.y,
                velocity: context.velocity.dy, limited: limited)
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = Self.edge(
                frames.map(\.minX), near: target.rect.minX, start: context._scrollStart.x,
                velocity: context.velocity.dx, limited: limited)
        }
    }

    /// The edge in `edges` nearest `value` (the first at or past it in the direction of
    /// `velocity`), at most one edge from `start`'s when `limited`.
    private static func edge(
        _ edges: [CGFloat], near value: CGFloat, start: CGFloat, velocity: CGFloat, limited: Bool
    ) -> CGFloat {
        let sorted = edges.sorted()
        func nearest(_ point: CGFloat) -> Int {
            sorted.indices.min { abs(sorted[$0] - point) < abs(sorted[$1] - point) } ?? 0
        }
        var index: Int
        if velocity > 0 {
            index = sorted.firstIndex { $0 >= value - 0.5 } ?? sorted.count - 1
        } else if velocity < 0 {
            index = sorted.lastIndex { $0 <= value + 0.5 } ?? 0
        } else {
            index = nearest(value)
        }
        if limited {
            let from = nearest(start)
            index = min(max(index, from - 1), from + 1)
        }
        return sorted[index]
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Ends each scroll on a page, a multiple of the visible area's size.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Ends each scroll with a view of the `.scrollTargetLayout()` at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Ends each scroll with a view of the `.scrollTargetLayout()` at the leading edge.
    ///
    /// - Parameter limitBehavior: How many views one scroll may pass.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
