import Foundation

/// A shape that can be drawn smaller by an even amount on every side: what `.strokeBorder`
/// insets by half its line width so that the whole line stays inside the frame.
///
/// ```swift
/// Circle().inset(by: 10).fill(.teal)
/// ```
public protocol InsettableShape: Shape {
    /// The inset shape's type.
    associatedtype InsetShape: InsettableShape
    /// This shape drawn `amount` points inside its frame on every side.
    ///
    /// - Parameter amount: The inset in points (negative grows the shape).
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inside a smaller rectangle: what `inset(by:)` returns.
public struct _InsetShape<Base: Shape>: InsettableShape {
    /// The shape that is inset.
    public var base: Base
    /// The inset on every side, in points.
    public var amount: CGFloat

    /// The base shape in `rect` inset by `amount` (an inset past the centre draws nothing).
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width >= 0, inner.height >= 0 else { return Path() }
        return base.path(in: inner)
    }

    /// This shape inset by a further `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    /// The rectangle drawn `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle drawn `amount` points inside its frame, with the same corner radii.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle drawn `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse drawn `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule drawn `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
    ///
    /// - Parameters:
    ///   - cornerRadius: The corners' radius in points.
    ///   - style: How the corners are shaped.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rounded rectangle whose corners are quarter-ellipses of `cornerSize`.
    ///
    /// - Parameters:
    ///   - cornerSize: The corners' width and height.
    ///   - style: How the corners are shaped.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius per corner: `.clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))`.
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The top-leading corner's radius.
    ///   - bottomLeadingRadius: The bottom-leading corner's radius.
    ///   - bottomTrailingRadius: The bottom-trailing corner's radius.
    ///   - topTrailingRadius: The top-trailing corner's radius.
    ///   - style: How the corners are shaped.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }
    /// A capsule whose ends are shaped by `style`.
    ///
    /// - Parameter style: How the ends are shaped.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse: `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
}
