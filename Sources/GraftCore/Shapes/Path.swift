import Foundation
import Glibc

/// An angle, in degrees or radians.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// A zero angle.
    public static let zero = Angle()

    /// Whether `lhs` is the smaller angle (compared in radians).
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// The outline of a 2D shape: lines, curves and arcs, in points from the top-left corner.
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 40))
///     path.addLine(to: CGPoint(x: 20, y: 0))
///     path.addCurve(to: CGPoint(x: 60, y: 40), control1: CGPoint(x: 30, y: 10), control2: CGPoint(x: 50, y: 10))
///     path.closeSubpath()
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
///
/// A path is also a ``Shape`` (drawn at its own coordinates) and so a view.
public struct Path: Hashable, Sendable {
    /// One drawing instruction.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line to its start.
        case closeSubpath
    }

    /// The path's instructions, in order (arcs, rectangles and ellipses as lines and curves).
    public private(set) var elements: [Element] = []
    private var current: CGPoint?
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    ///
    /// - Parameter build: Adds lines and curves to the path.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from, if any.
    public var currentPoint: CGPoint? { current }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        current = point
        subpathStart = point
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        guard current != nil else { return move(to: point) }
        elements.append(.line(to: point))
        current = point
    }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard current != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard current != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    /// Adds an arc of a circle, joined to the current point by a line.
    ///
    /// Angles are measured from the positive x axis towards positive y (down, in view coordinates);
    /// `clockwise` follows SwiftUI's flipped sense: `false` draws with increasing angles.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: Whether the arc runs with decreasing angles.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let start = startAngle.radians
        var end = endAngle.radians
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        let r = Double(radius)
        let cx = Double(center.x)
        let cy = Double(center.y)
        func point(_ angle: Double) -> CGPoint { CGPoint(x: cx + r * cos(angle), y: cy + r * sin(angle)) }
        if current == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        // Quarter circles (or less) per cubic segment keep the approximation within 0.03 % of r.
        let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let c1 = CGPoint(x: cx + r * (cos(angle) - k * sin(angle)), y: cy + r * (sin(angle) + k * cos(angle)))
            let c2 = CGPoint(x: cx + r * (cos(next) + k * sin(next)), y: cy + r * (sin(next) - k * cos(next)))
            addCurve(to: point(next), control1: c1, control2: c2)
            angle = next
        }
    }

    /// Adds a closed rectangle subpath.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a closed rectangle subpath with rounded corners (radii limited to half of each side).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = min(max(0, cornerSize.width), rect.width / 2)
        let ry = min(max(0, cornerSize.height), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let k = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(
            to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
            control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(
            to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
            control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// Adds a closed ellipse subpath inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect) {
        let k = 0.5522847498
        let rx = rect.width / 2
        let ry = rect.height / 2
        let cx = rect.midX
        let cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds every element of `path`.
    public mutating func addPath(_ path: Path) {
        for element in path.elements { append(element) }
    }

    /// The smallest rectangle holding every point of the path, control points included.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let c1, let c2): points += [to, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
