import Foundation

/// A 2D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as Core Graphics'.
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not this type; Graft defines it
/// with Core Graphics' names, so shapes, paths and `Canvas` code written for Apple compile as is.
///
/// ```swift
/// let turn = CGAffineTransform(translationX: 50, y: 50).rotated(by: .pi / 4)
/// let path = Path(CGRect(x: -10, y: -10, width: 20, height: 20)).applying(turn)
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix entries, named as Core Graphics names them.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform with these matrix entries.
    ///
    /// - Parameters:
    ///   - a: The x scale (and rotation) entry.
    ///   - b: The y shear (and rotation) entry.
    ///   - c: The x shear (and rotation) entry.
    ///   - d: The y scale (and rotation) entry.
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform with these matrix entries, unlabelled.
    ///
    /// - Parameters:
    ///   - a: The x scale (and rotation) entry.
    ///   - b: The y shear (and rotation) entry.
    ///   - c: The x shear (and rotation) entry.
    ///   - d: The y scale (and rotation) entry.
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A move by `tx` and `ty`.
    ///
    /// - Parameters:
    ///   - tx: The horizontal move.
    ///   - ty: The vertical move.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by `sx` and `sy` around the origin.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians around the origin (clockwise on screen, where y grows down).
    ///
    /// - Parameter angle: The angle in radians.
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (CGFloat(Foundation.cos(Double(angle))), CGFloat(Foundation.sin(Double(angle))))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform, which changes nothing.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`: a point goes through `self` first, then `other`.
    ///
    /// - Parameter other: The transform applied second.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move by `tx`, `ty` applied before this transform.
    ///
    /// - Parameters:
    ///   - tx: The horizontal move.
    ///   - ty: The vertical move.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx`, `sy` applied before this transform.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform.
    ///
    /// - Parameter angle: The angle in radians.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; a transform that cannot be undone (its determinant is
    /// zero) is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}

extension CGPoint {
    /// The point moved by `t`.
    ///
    /// - Parameter t: The transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`'s scale, shear and rotation (its translation ignored).
    ///
    /// - Parameter t: The transform.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding this rectangle's four corners moved by `t`.
    ///
    /// - Parameter t: The transform.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
            CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
        return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
}
