import Foundation
import GraftCore
import GtkBridge

/// What a shape widget draws, kept beside it for its draw handler: a shape's drawing, or a
/// canvas's renderer.
@MainActor
final class ShapeState {
    var drawing: ShapeDrawing?
    var canvas: CanvasRenderer?
}

/// A `Shape` or a `Canvas`: a `GtkDrawingArea` drawing its latest drawing.
@MainActor
public final class NativeShape: NativeWidget {
    let area: Gtk.DrawingArea
    let state: ShapeState
    init(_ area: Gtk.DrawingArea, state: ShapeState) {
        self.area = area
        self.state = state
        super.init(area)
    }
}

extension GtkBackend {
    /// A box that fills the space it is offered with a colour.
    public func makeColor() -> NativeWidget {
        let box = Gtk.Box(orientation: .horizontal, spacing: 0)
        box.hexpand = true
        box.vexpand = true
        let view = NativeWidget(box)
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Sets the box's background to the colour for the current scheme.
    public func updateColor(_ view: NativeWidget, _ color: Color, _ environment: EnvironmentValues) {
        view.setStyle("background", "background-color: \(color.resolve(in: environment.colorScheme).css);")
    }

    /// A `GtkDrawingArea` that fills the space offered, as a SwiftUI shape does.
    public func makeShape() -> NativeShape {
        let state = ShapeState()
        let area = Gtk.DrawingArea { context in
            if let canvas = state.canvas {
                canvas.draw(in: context)
            } else if let drawing = state.drawing {
                Self.draw(drawing, in: context)
            }
        }
        area.hexpand = true
        area.vexpand = true
        let view = NativeShape(area, state: state)
        view.setOwnFills(width: true, height: true)
        return view
    }

    /// Keeps the drawing and redraws the area with it.
    public func updateShape(_ view: NativeShape, _ drawing: ShapeDrawing, _ environment: EnvironmentValues) {
        view.state.drawing = drawing
        view.area.queueDraw()
    }

    /// Draws `drawing` at the context's size: the path, then its fill, then its stroke.
    static func draw(_ drawing: ShapeDrawing, in context: Gtk.DrawingContext) {
        let bounds = CGRect(x: 0, y: 0, width: Double(context.width), height: Double(context.height))
        let path = drawing.path(bounds)
        if let fill = drawing.fill {
            addPath(path, to: context)
            paint(fill, in: context, bounds: bounds, angularFill: true)
        }
        if let stroke = drawing.stroke, stroke.lineWidth > 0 {
            addPath(path, to: context)
            paint(stroke.paint, in: context, bounds: bounds, angularFill: false)
            let style = drawing.strokeStyle
            context.setStroke(
                cap: style.lineCap.rawValue, join: style.lineJoin.rawValue, miterLimit: style.miterLimit,
                dash: style.dash.map { Double($0) }, dashOffset: style.dashPhase)
            context.strokePath(lineWidth: stroke.lineWidth)
        }
    }

    static func addPath(_ path: Path, to context: Gtk.DrawingContext) {
        context.clearPath()
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let to):
                context.moveTo(x: to.x, y: to.y)
                current = to
            case .line(let to):
                context.lineTo(x: to.x, y: to.y)
                current = to
            case .quadCurve(let to, let control):
                // The cubic with the same curve: control points two thirds of the way to the quad's.
                let c1 = CGPoint(
                    x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                context.curveTo(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: to.x, y: to.y)
                current = to
            case .curve(let to, let c1, let c2):
                context.curveTo(x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y, x: to.x, y: to.y)
                current = to
            case .closeSubpath:
                context.closePath()
            }
        }
    }

    /// Sets `paint` as the source; for a fill, fills the path (angular gradients fill by themselves).
    static func paint(_ paint: Paint, in context: Gtk.DrawingContext, bounds: CGRect, angularFill: Bool) {
        func stops(_ stops: [Paint.ResolvedStop]) -> [Gtk.DrawingContext.Stop] {
            stops.map { ($0.location, $0.color.red, $0.color.green, $0.color.blue, $0.color.opacity) }
        }
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        switch paint {
        case .color(let c):
            context.setColor(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
        case .linear(let list, let start, let end):
            let (p0, p1) = (point(start), point(end))
            context.setLinearGradient(x0: p0.x, y0: p0.y, x1: p1.x, y1: p1.y, stops: stops(list))
        case .radial(let list, let center, let startRadius, let endRadius):
            let c = point(center)
            context.setRadialGradient(
                centerX: c.x, centerY: c.y, startRadius: startRadius, endRadius: endRadius, stops: stops(list))
        case .elliptical(let list, let center, let startFraction, let endFraction):
            let c = point(center)
            context.setEllipticalGradient(
                centerX: c.x, centerY: c.y, radiusX: bounds.width, radiusY: bounds.height,
                startFraction: startFraction, endFraction: endFraction, stops: stops(list))
        case .angular(let list, let center, let startAngle, let endAngle):
            let c = point(center)
            guard angularFill else {
                // A stroke takes the gradient's first colour (cairo has no conic source).
                let first = list.first?.color ?? Color.Components(red: 0, green: 0, blue: 0, opacity: 0)
                context.setColor(red: first.red, green: first.green, blue: first.blue, alpha: first.opacity)
                return
            }
            context.fillAngularGradient(
                centerX: c.x, centerY: c.y, startAngle: startAngle.radians, endAngle: endAngle.radians
            ) { fraction in
                let color = interpolate(list, at: fraction)
                return (color.red, color.green, color.blue, color.opacity)
            }
            return
        }
        if angularFill { context.fillPath() }
    }

    /// The colour of a gradient at `fraction` (0…1), linear between stops.
    static func interpolate(_ stops: [Paint.ResolvedStop], at fraction: Double) -> Color.Components {
        guard let first = stops.first else { return Color.Components(red: 0, green: 0, blue: 0, opacity: 0) }
        if fraction <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where fraction <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (fraction - a.location) / span : 1
            return Color.Components(
                red: a.color.red + (b.color.red - a.color.red) * t,
                green: a.color.green + (b.color.green - a.color.green) * t,
                blue: a.color.blue + (b.color.blue - a.color.blue) * t,
                opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t)
        }
        return stops[stops.count - 1].color
    }
}

extension GtkBackend {
    /// A shape's drawing area that replays the canvas's operations with cairo when it draws.
    public func makeCanvas() -> NativeShape {
        let view = makeShape()
        view.state.canvas = CanvasRenderer()
        return view
    }

    /// Keeps the canvas's drawing and redraws the area with it.
    public func updateCanvas(_ view: NativeShape, _ drawing: CanvasDrawing, _ environment: EnvironmentValues) {
        view.state.canvas?.drawing = drawing
        view.area.queueDraw()
    }
}
