import Foundation

/// Paths moved, turned and scaled by a ``CGAffineTransform``.
///
/// ```swift
/// var path = Path()
/// path.addRect(CGRect(x: -10, y: -10, width: 20, height: 20),
///              transform: CGAffineTransform(translationX: 30, y: 30).rotated(by: .pi / 4))
/// path.addRelativeArc(center: CGPoint(x: 80, y: 30), radius: 20, startAngle: .zero, delta: .degrees(270))
/// ```
extension Path {
    /// The path with every point (control points too) moved by `transform`.
    ///
    /// - Parameter transform: The transform.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let to): result.move(to: to.applying(transform))
            case .line(let to): result.addLine(to: to.applying(transform))
            case .quadCurve(let to, let control):
                result.addQuadCurve(to: to.applying(transform), control: control.applying(transform))
            case .curve(let to, let c1, let c2):
                result.addCurve(
                    to: to.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// The path moved by `dx` and `dy`.
    ///
    /// - Parameters:
    ///   - dx: The horizontal move.
    ///   - dy: The vertical move.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// Adds a closed rectangle subpath, its corners moved by `transform`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - transform: Applied to the rectangle's points.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// Adds a closed rectangle subpath for each of `rects`, moved by `transform`.
    ///
    /// - Parameters:
    ///   - rects: The rectangles.
    ///   - transform: Applied to their points.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse subpath inscribed in `rect`, moved by `transform`.
    ///
    /// - Parameters:
    ///   - rect: The ellipse's bounds.
    ///   - transform: Applied to its points.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds a rounded rectangle subpath, moved by `transform`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerSize: The corners' radii.
    ///   - style: Accepted for SwiftUI compatibility; corners are circular.
    ///   - transform: Applied to its points.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        var rounded = Path()
        rounded.addRoundedRect(in: rect, cornerSize: cornerSize)
        addPath(rounded, transform: transform)
    }

    /// Adds every element of `path`, moved by `transform`.
    ///
    /// - Parameters:
    ///   - path: The path to add.
    ///   - transform: Applied to its points.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) { addPath(path.applying(transform)) }

    /// Adds an arc that starts at `startAngle` and turns by `delta` (positive: increasing angles,
    /// clockwise on screen), joined to the current point by a line.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts.
    ///   - delta: How far it turns.
    ///   - transform: Applied to the arc's points.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        arc.addArc(
            center: center, radius: radius, startAngle: startAngle,
            endAngle: .radians(startAngle.radians + delta.radians), clockwise: delta.radians < 0)
        join(arc.applying(transform))
    }

    /// Adds an arc of a circle moved by `transform`, joined to the current point by a line.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: Whether the arc runs with decreasing angles (SwiftUI's flipped sense).
    ///   - transform: Applied to the arc's points.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform
    ) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        join(arc.applying(transform))
    }

    /// Adds `arc`, whose first element is a move, joined to the current point by a line.
    private mutating func join(_ arc: Path) {
        guard case .move(let start)? = arc.elements.first else { return }
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        for element in arc.elements.dropFirst() { append(element) }
    }

    mutating func append(_ element: Element) {
        switch element {
        case .move(let to): move(to: to)
        case .line(let to): addLine(to: to)
        case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
        case .curve(let to, let c1, let c2): addCurve(to: to, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}

/// A shape drawn through an affine transform (`Shape.transform(_:)`).
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform applied to its path.
    public var transform: CGAffineTransform

    /// A shape drawn through `transform`.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - transform: Applied to its path.
    public init(shape: Content, transform: CGAffineTransform) { (self.shape, self.transform) = (shape, transform) }

    /// The shape's path in `rect`, moved by the transform.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

extension Shape {
    /// The shape drawn through `transform` (its layout frame stays the same).
    ///
    /// - Parameter transform: Applied to the shape's path.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}
