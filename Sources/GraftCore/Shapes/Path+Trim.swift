import Foundation

/// Part of an outline by length: `Circle().trim(from: 0, to: progress)` draws a progress ring.
///
/// ```swift
/// Circle()
///     .trim(from: 0, to: 0.75)
///     .stroke(.mint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
/// ```
extension Path {
    /// The part of this path from fraction `from` to fraction `to` of its length (0…1, clamped),
    /// following its elements in order; curves are followed as short straight segments.
    ///
    /// - Parameters:
    ///   - from: Where the part starts, as a fraction of the length.
    ///   - to: Where it ends; at or before `from`, the part is empty.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1)
        let end = min(max(to, 0), 1)
        if start == 0 && end == 1 { return self }
        guard end > start else { return Path() }
        let segments = flattenedSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var travelled: CGFloat = 0
        var last: CGPoint?
        for segment in segments {
            defer { travelled += segment.length }
            let (segmentStart, segmentEnd) = (travelled, travelled + segment.length)
            guard segmentEnd > low, segmentStart < high, segment.length > 0 else { continue }
            let a = segment.point(at: (max(low, segmentStart) - segmentStart) / segment.length)
            let b = segment.point(at: (min(high, segmentEnd) - segmentStart) / segment.length)
            if last != a || segment.startsSubpath { result.move(to: a) }
            result.addLine(to: b)
            last = b
        }
        return result
    }

    /// A straight piece of the flattened path.
    private struct Segment {
        let from: CGPoint
        let to: CGPoint
        /// Whether it begins a new subpath (the trimmed part must not join it to the previous one).
        let startsSubpath: Bool
        var length: CGFloat { hypot(to.x - from.x, to.y - from.y) }
        func point(at fraction: CGFloat) -> CGPoint {
            CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
        }
    }

    /// The path as straight segments: lines as they are, curves in 24 pieces each.
    private func flattenedSegments() -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var isNewSubpath = true
        func add(_ point: CGPoint) {
            segments.append(Segment(from: current, to: point, startsSubpath: isNewSubpath))
            isNewSubpath = false
            current = point
        }
        let pieces = 24
        for element in elements {
            switch element {
            case .move(let to):
                current = to
                subpathStart = to
                isNewSubpath = true
            case .line(let to):
                add(to)
            case .quadCurve(let to, let control):
                let p0 = current
                for index in 1...pieces {
                    let t = CGFloat(index) / CGFloat(pieces)
                    let u = 1 - t
                    add(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * control.x + t * t * to.x,
                            y: u * u * p0.y + 2 * u * t * control.y + t * t * to.y))
                }
            case .curve(let to, let c1, let c2):
                let p0 = current
                for index in 1...pieces {
                    let t = CGFloat(index) / CGFloat(pieces)
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    add(
                        CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * to.x, y: a * p0.y + b * c1.y + c * c2.y + d * to.y))
                }
            case .closeSubpath:
                if current != subpathStart { add(subpathStart) }
                isNewSubpath = true
            }
        }
        return segments
    }
}

/// A shape drawn only from one fraction of its outline's length to another: what `trim` returns.
public struct _TrimmedShape<Base: Shape>: Shape {
    /// The shape being trimmed.
    public var base: Base
    /// Where the drawn part starts, 0…1.
    public var from: CGFloat
    /// Where it ends, 0…1.
    public var to: CGFloat

    /// The part of the base shape's outline in `rect` between `from` and `to`.
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

extension Shape {
    /// This shape's outline only from fraction `from` to fraction `to` of its length, as a
    /// shape: stroke it for an arc or a progress ring.
    ///
    /// - Parameters:
    ///   - from: Where the drawn part starts (0: the outline's start).
    ///   - to: Where it ends (1: the outline's end).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: from, to: to)
    }
}
