import Foundation

/// The end of an open line (`CGLineCap` of Core Graphics).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square, ending exactly at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How two segments of a line meet (`CGLineJoin` of Core Graphics).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, cut to a bevel past the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut straight across.
    case bevel
}

/// How a shape's outline is drawn: width, caps, joins and dashes.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
/// ```
///
/// On GTK each value is cairo's stroke setting of the same name.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// The shape of open ends (and of each dash's ends).
    public var lineCap: CGLineCap
    /// How segments meet.
    public var lineJoin: CGLineJoin
    /// How far a miter join may reach, as a multiple of the line width, before it is bevelled.
    public var miterLimit: CGFloat
    /// Lengths of alternating dashes and gaps in points; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: CGFloat

    /// A stroke style; the defaults draw a solid 1-point line with square ends and sharp corners.
    ///
    /// - Parameters:
    ///   - lineWidth: The line's width in points.
    ///   - lineCap: The shape of open ends.
    ///   - lineJoin: How segments meet.
    ///   - miterLimit: The longest miter, as a multiple of the width.
    ///   - dash: Alternating dash and gap lengths; empty for a solid line.
    ///   - dashPhase: The offset into the dash pattern.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension Shape {
    /// Draws the outline in `style` (a colour or gradient) the way `strokeStyle` says, centred on
    /// the shape's edge.
    ///
    /// - Parameters:
    ///   - content: The line's colour or gradient.
    ///   - style: Width, caps, joins and dashes.
    ///   - antialiased: Accepted for SwiftUI compatibility; cairo always antialiases.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (content, style, false))
    }

    /// Draws the outline in the foreground style the way `style` says.
    ///
    /// - Parameters:
    ///   - style: Width, caps, joins and dashes.
    ///   - antialiased: Accepted for SwiftUI compatibility; cairo always antialiases.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (ForegroundStyle(), style, false))
    }

    /// Draws the outline inside the shape's bounds (inset by half the line width) the way `style` says.
    ///
    /// - Parameters:
    ///   - content: The line's colour or gradient.
    ///   - style: Width, caps, joins and dashes.
    ///   - antialiased: Accepted for SwiftUI compatibility; cairo always antialiases.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> _ShapeView<Self>
    {
        _ShapeView(shape: self, fill: nil, stroke: (content, style, true))
    }

    /// Draws the outline inside the bounds in the foreground style the way `style` says.
    ///
    /// - Parameters:
    ///   - style: Width, caps, joins and dashes.
    ///   - antialiased: Accepted for SwiftUI compatibility; cairo always antialiases.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (ForegroundStyle(), style, true))
    }
}
