import Foundation

/// The radius of each corner of a rectangle, in points.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii per corner (0: a square corner).
    ///
    /// - Parameters:
    ///   - topLeading: The top-leading corner's radius.
    ///   - bottomLeading: The bottom-leading corner's radius.
    ///   - bottomTrailing: The bottom-trailing corner's radius.
    ///   - topTrailing: The top-trailing corner's radius.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose four corners each have their own radius (a card rounded only at the top).
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16).fill(.indigo)
/// ```
///
/// A radius larger than half the shorter side is reduced to it; a negative one is 0.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are shaped; drawn as circular arcs on GTK.
    public var style: RoundedCornerStyle

    /// A rectangle with the radii `cornerRadii`.
    ///
    /// - Parameters:
    ///   - cornerRadii: The radius of each corner.
    ///   - style: How the corners are shaped.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius per corner.
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The top-leading corner's radius.
    ///   - bottomLeadingRadius: The bottom-leading corner's radius.
    ///   - bottomTrailingRadius: The bottom-trailing corner's radius.
    ///   - topTrailingRadius: The top-trailing corner's radius.
    ///   - style: How the corners are shaped.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The outline: straight sides joined by quarter circles of each corner's radius.
    public func path(in rect: CGRect) -> Path {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clamp(_ radius: CGFloat) -> CGFloat { min(max(0, radius), limit) }
        let topLeading = clamp(cornerRadii.topLeading)
        let topTrailing = clamp(cornerRadii.topTrailing)
        let bottomTrailing = clamp(cornerRadii.bottomTrailing)
        let bottomLeading = clamp(cornerRadii.bottomLeading)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
        corner(&path, CGPoint(x: rect.maxX - topTrailing, y: rect.minY + topTrailing), topTrailing, from: -90)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
        corner(&path, CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY - bottomTrailing), bottomTrailing, from: 0)
        path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
        corner(&path, CGPoint(x: rect.minX + bottomLeading, y: rect.maxY - bottomLeading), bottomLeading, from: 90)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
        corner(&path, CGPoint(x: rect.minX + topLeading, y: rect.minY + topLeading), topLeading, from: 180)
        path.closeSubpath()
        return path
    }

    /// A quarter circle turning a quarter from `degrees` (screen angles grow clockwise).
    private func corner(_ path: inout Path, _ center: CGPoint, _ radius: CGFloat, from degrees: Double) {
        guard radius > 0 else { return }
        path.addArc(
            center: center, radius: radius, startAngle: .degrees(degrees), endAngle: .degrees(degrees + 90),
            clockwise: false)
    }

    /// The rectangle drawn `amount` points inside its frame, with the same radii.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
