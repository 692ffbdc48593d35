public import Foundation

/// UIKit's geometry boxes on `NSValue` (`UIGeometry`): how UIKit hands a `CGRect`, `CGPoint` or
/// `CGSize` through an `Any` dictionary, such as the image picker's `.cropRect`.
extension NSValue {
    /// Boxes a rectangle — `NSValue(cgRect:)`.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Boxes a point — `NSValue(cgPoint:)`.
    ///
    /// - Parameter point: The point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// Boxes a size — `NSValue(cgSize:)`.
    ///
    /// - Parameter size: The size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
}
