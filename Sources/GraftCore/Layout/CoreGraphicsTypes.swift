// The Core Graphics geometry types SwiftUI's API is written in. On Linux they are Foundation's
// (swift-corelibs-foundation), which `import Graft` does not load (start-up memory, issue 16), so
// Graft declares its own, with the same names and the members views use. `GraftFoundation` (and so
// `import GraftWeb` and `import GraftMedia`) re-exports Foundation with these names pointing here;
// a file that imports Foundation itself sees two of each (see docs/Porting.md).

/// A coordinate or length, in points: a `Double`, so plain numbers and Foundation's `CGFloat`
/// (which converts to and from `Double` implicitly) can be passed where a view asks for one.
public typealias CGFloat = Double

/// A point: `x` to the right and `y` down from a view's top-left corner.
public struct CGPoint: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: CGFloat
    /// The vertical coordinate.
    public var y: CGFloat

    /// The origin, (0, 0).
    public init() { self.init(x: 0, y: 0) }

    /// A point at (`x`, `y`).
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// A point at whole-number coordinates.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }

    /// The origin, (0, 0).
    public static var zero: CGPoint { CGPoint() }
}

/// A width and a height.
public struct CGSize: Hashable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// A size of zero by zero.
    public init() { self.init(width: 0, height: 0) }

    /// A size of `width` by `height`.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// A size in whole numbers.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }

    /// A size of zero by zero.
    public static var zero: CGSize { CGSize() }
}

/// A rectangle: an origin and a size (a negative size extends left or up from the origin, as in
/// Core Graphics; the `min`/`max` accessors and `width`/`height` read it standardized).
public struct CGRect: Hashable, Sendable {
    /// The corner the size extends from (the top-left corner when the size is positive).
    public var origin: CGPoint
    /// The size.
    public var size: CGSize

    /// An empty rectangle at the origin.
    public init() { self.init(origin: .zero, size: .zero) }

    /// A rectangle of `size` at `origin`.
    ///
    /// - Parameters:
    ///   - origin: The corner the size extends from.
    ///   - size: The size.
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The origin's horizontal coordinate.
    ///   - y: The origin's vertical coordinate.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// A rectangle from whole-number coordinates.
    ///
    /// - Parameters:
    ///   - x: The origin's horizontal coordinate.
    ///   - y: The origin's vertical coordinate.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    /// An empty rectangle at the origin.
    public static var zero: CGRect { CGRect() }
    /// The null rectangle: no rectangle at all (what ``intersection(_:)`` of disjoint rectangles
    /// is); its origin is at infinity.
    public static var null: CGRect { CGRect(x: .infinity, y: .infinity, width: 0, height: 0) }
    /// A rectangle holding every point.
    public static var infinite: CGRect {
        CGRect(
            x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2, width: .greatestFiniteMagnitude,
            height: .greatestFiniteMagnitude)
    }

    /// Whether this is the null rectangle.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }
    /// Whether the rectangle is null or has no area.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    /// Whether this is the infinite rectangle.
    public var isInfinite: Bool { self == .infinite }

    /// The same rectangle with a non-negative size.
    public var standardized: CGRect {
        guard !isNull, size.width < 0 || size.height < 0 else { return self }
        return CGRect(
            x: min(origin.x, origin.x + size.width), y: min(origin.y, origin.y + size.height),
            width: abs(size.width), height: abs(size.height))
    }

    /// The width, never negative.
    public var width: CGFloat { abs(size.width) }
    /// The height, never negative.
    public var height: CGFloat { abs(size.height) }
    /// The left edge.
    public var minX: CGFloat { standardized.origin.x }
    /// The horizontal centre.
    public var midX: CGFloat { minX + width / 2 }
    /// The right edge.
    public var maxX: CGFloat { minX + width }
    /// The top edge.
    public var minY: CGFloat { standardized.origin.y }
    /// The vertical centre.
    public var midY: CGFloat { minY + height / 2 }
    /// The bottom edge.
    public var maxY: CGFloat { minY + height }

    /// The rectangle moved by `dx` and `dy`.
    ///
    /// - Parameters:
    ///   - dx: The horizontal distance.
    ///   - dy: The vertical distance.
    /// - Returns: The moved rectangle, standardized; the null rectangle stays null.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        guard !isNull else { return self }
        return CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (grown
    /// when negative).
    ///
    /// - Parameters:
    ///   - dx: The inset of the left and right edges.
    ///   - dy: The inset of the top and bottom edges.
    /// - Returns: The inset rectangle, or the null rectangle when nothing is left.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        guard !isNull else { return self }
        let inset = CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
        return inset.size.width < 0 || inset.size.height < 0 ? .null : inset
    }

    /// The smallest rectangle holding both rectangles.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The union (the other rectangle when this one is null).
    public func union(_ other: CGRect) -> CGRect {
        if isNull { return other }
        if other.isNull { return self }
        let x = min(minX, other.minX)
        let y = min(minY, other.minY)
        return CGRect(x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
    }

    /// The part both rectangles cover.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The overlap (zero-sized where the rectangles only touch), or the null rectangle
    ///   when they are apart.
    public func intersection(_ other: CGRect) -> CGRect {
        guard !isNull, !other.isNull else { return .null }
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard x <= right, y <= bottom else { return .null }
        return CGRect(x: x, y: y, width: right - x, height: bottom - y)
    }

    /// Whether the rectangles overlap or touch.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: `true` unless their intersection is null.
    public func intersects(_ other: CGRect) -> Bool { !intersection(other).isNull }

    /// Whether `point` is inside the rectangle (its left and top edges included, its right and
    /// bottom edges not).
    ///
    /// - Parameter point: The point.
    /// - Returns: Whether the rectangle contains the point.
    public func contains(_ point: CGPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies entirely inside the rectangle.
    ///
    /// - Parameter rect: The other rectangle.
    /// - Returns: Whether this rectangle contains the other.
    public func contains(_ rect: CGRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }
}

// Foundation's coding: a point and a size as two-number arrays, a rectangle as [origin, size].
extension CGPoint: Codable {
    /// Decodes `[x, y]`.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(x: try container.decode(CGFloat.self), y: try container.decode(CGFloat.self))
    }

    /// Encodes `[x, y]`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}

extension CGSize: Codable {
    /// Decodes `[width, height]`.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(width: try container.decode(CGFloat.self), height: try container.decode(CGFloat.self))
    }

    /// Encodes `[width, height]`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
    }
}

extension CGRect: Codable {
    /// Decodes `[[x, y], [width, height]]`.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(origin: try container.decode(CGPoint.self), size: try container.decode(CGSize.self))
    }

    /// Encodes `[[x, y], [width, height]]`.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(origin)
        try container.encode(size)
    }
}
