import Foundation

/// A 2D shape, drawn by Graft and usable as a view: it fills the space it is offered with the
/// foreground style, or with what `.fill`, `.stroke` or `.strokeBorder` give it.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// Triangle().fill(.orange).frame(width: 60, height: 50)
/// ```
///
/// On GTK every shape is one `GtkDrawingArea` painted antialiased with cairo.
public protocol Shape: Animatable, View {
    /// The outline of the shape in a rectangle of the given size.
    ///
    /// - Parameter rect: The bounds the shape is drawn in.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape on its own fills with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: ForegroundStyle(), stroke: nil) }

    /// Fills the shape with `style` (a colour or a gradient).
    ///
    /// - Parameter style: The fill.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: style, stroke: nil)
    }

    /// Fills the shape with the foreground style.
    public func fill() -> _ShapeView<Self> { _ShapeView(shape: self, fill: ForegroundStyle(), stroke: nil) }

    /// Draws the outline centred on the shape's edge (half the line falls outside).
    ///
    /// - Parameters:
    ///   - style: The line's colour or gradient.
    ///   - lineWidth: The line's width in points.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (style, StrokeStyle(lineWidth: lineWidth), false))
    }

    /// Draws the outline in the foreground style.
    ///
    /// - Parameter lineWidth: The line's width in points.
    public func stroke(lineWidth: Double = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (ForegroundStyle(), StrokeStyle(lineWidth: lineWidth), false))
    }

    /// Draws the outline inside the shape's bounds (inset by half the line width), as a border.
    ///
    /// - Parameters:
    ///   - style: The line's colour or gradient.
    ///   - lineWidth: The line's width in points.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (style, StrokeStyle(lineWidth: lineWidth), true))
    }

    /// Draws the outline inside the bounds in the foreground style.
    public func strokeBorder(lineWidth: Double = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: (ForegroundStyle(), StrokeStyle(lineWidth: lineWidth), true))
    }
}

/// What the backend draws for a shape view: the outline for a size, its fill and its stroke.
public struct ShapeDrawing {
    /// The outline in a rectangle of the drawn size (already inset for a border stroke).
    public let path: @MainActor (CGRect) -> Path
    /// The fill, or `nil` for none.
    public let fill: Paint?
    /// The stroke paint and width in points, or `nil` for none.
    public let stroke: (paint: Paint, lineWidth: Double)?
    /// How the stroke is drawn: its caps, joins and dashes (its `lineWidth` is `stroke`'s).
    public var strokeStyle = StrokeStyle()
}

/// A shape with its fill or stroke: the view that draws it.
public struct _ShapeView<S: Shape>: View, _PrimitiveView {
    /// `Never`: the view is drawn by a native widget of its own, not composed from a `body`.
    public typealias Body = Never
    let shape: S
    let fill: (any ShapeStyle)?
    let stroke: (style: any ShapeStyle, strokeStyle: StrokeStyle, inside: Bool)?

    /// Makes the native widget for this view (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeShape()
    }
    /// Brings the widget up to date with this value and the environment.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        updateAnimating(context)
    }

    /// What the backend draws for `shape`, with this view's fill and stroke.
    func drawing(of shape: S, _ environment: EnvironmentValues) -> ShapeDrawing {
        let inset = stroke.map { $0.inside ? $0.strokeStyle.lineWidth / 2 : 0 } ?? 0
        return ShapeDrawing(
            path: { rect in shape.path(in: rect.insetBy(dx: inset, dy: inset)) },
            fill: fill?._paint(in: environment),
            stroke: stroke.map { ($0.style._paint(in: environment), max(0, $0.strokeStyle.lineWidth)) },
            strokeStyle: stroke?.strokeStyle ?? StrokeStyle())
    }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    /// The rectangle `rect` itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner radii.
    public var cornerSize: CGSize
    /// A rectangle whose corners have radius `cornerRadius`.
    ///
    /// - Parameters:
    ///   - cornerRadius: The radius in points.
    ///   - style: Accepted for SwiftUI compatibility; corners are circular on GTK.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    /// A rectangle whose corners are quarter-ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) { self.cornerSize = cornerSize }
    /// `rect` with its corners rounded to quarter-ellipses of `cornerSize`.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}

/// How rounded corners are shaped.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curvature; drawn as quarter circles on GTK.
    case continuous
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    /// The ellipse that fills `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// A capsule.
    ///
    /// - Parameter style: Accepted for SwiftUI compatibility.
    public init(style: RoundedCornerStyle = .circular) {}
    /// `rect` with ends rounded by half its shorter side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

extension Path: Shape {
    /// The path itself, at its own coordinates.
    public func path(in rect: CGRect) -> Path { self }
}
