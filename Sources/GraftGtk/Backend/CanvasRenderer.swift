import Foundation
import GraftCore
import GtkBridge

/// Runs a canvas's renderer when its drawing area draws, and replays the operations with cairo:
/// each in a saved state with its clips; a group (an offscreen surface) when it has an opacity,
/// a blend mode or is a layer; then its transform, its shading and its path, text or image.
@MainActor
final class CanvasRenderer {
    var drawing: CanvasDrawing?
    /// Decoded image files, by path (a file that cannot be read is kept as `nil`).
    private var images: [String: RGBAImage?] = [:]

    func draw(in context: Gtk.DrawingContext) {
        guard let drawing else { return }
        let services = CanvasServices(
            measureText: { text, width in
                let size = context.measureText(text.string, font: Self.font(text.font), width: width.map(Double.init))
                return CGSize(width: size.width, height: size.height)
            },
            imageSize: { [self] source in
                guard let image = image(source) else { return .zero }
                return CGSize(width: image.width, height: image.height)
            })
        let size = CGSize(width: context.width, height: context.height)
        replay(drawing.render(size: size, services: services), in: context, size: size)
    }

    private func replay(_ operations: [CanvasOperation], in context: Gtk.DrawingContext, size: CGSize) {
        for operation in operations {
            context.save()
            for clip in operation.clips {
                context.clearPath()
                GtkBackend.addPath(clip.path, to: context)
                if clip.isInverse {
                    // The path inside a rectangle larger than the canvas: even-odd keeps the outside.
                    context.addRect(x: -size.width, y: -size.height, width: size.width * 3, height: size.height * 3)
                }
                context.setFillRule(evenOdd: clip.isEvenOdd || clip.isInverse)
                context.clipPath()
            }
            let grouped = operation.opacity < 1 || operation.blendMode != .normal
            if grouped { context.pushGroup() }
            draw(operation, in: context, size: size)
            if grouped {
                context.popGroupAndPaint(alpha: operation.opacity, operator: Self.cairoOperator(operation.blendMode))
            }
            context.restore()
        }
    }

    private func draw(_ operation: CanvasOperation, in context: Gtk.DrawingContext, size: CGSize) {
        let t = operation.transform
        switch operation.content {
        case .layer(let operations):
            context.pushGroup()
            replay(operations, in: context, size: size)
            context.popGroupAndPaint(alpha: 1, operator: 2)
            return
        default: break
        }
        context.transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        switch operation.content {
        case .fill(let path, let shading, let isEvenOdd):
            GtkBackend.addPath(path, to: context)
            context.setFillRule(evenOdd: isEvenOdd)
            paint(shading, in: context, fill: true)
        case .stroke(let path, let shading, let style):
            guard style.lineWidth > 0 else { return }
            GtkBackend.addPath(path, to: context)
            paint(shading, in: context, fill: false)
            context.setStroke(
                cap: style.lineCap.rawValue, join: style.lineJoin.rawValue, miterLimit: style.miterLimit,
                dash: style.dash.map { Double($0) }, dashOffset: style.dashPhase)
            context.strokePath(lineWidth: style.lineWidth)
        case .text(let text, let rect, let wraps):
            let c = text.color
            context.setColor(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
            context.drawText(
                text.string, font: Self.font(text.font), x: rect.minX, y: rect.minY,
                width: wraps ? rect.width : nil)
        case .image(let source, let rect):
            guard let image = image(source) else { return }
            context.drawImage(image, x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        case .layer: break
        }
    }

    /// Sets the shading as the source; for a fill, fills the current path.
    private func paint(_ shading: CanvasShading, in context: Gtk.DrawingContext, fill: Bool) {
        func stops(_ stops: [Paint.ResolvedStop]) -> [Gtk.DrawingContext.Stop] {
            stops.map { ($0.location, $0.color.red, $0.color.green, $0.color.blue, $0.color.opacity) }
        }
        switch shading {
        case .color(let c):
            context.setColor(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity)
        case .linear(let list, let start, let end):
            context.setLinearGradient(x0: start.x, y0: start.y, x1: end.x, y1: end.y, stops: stops(list))
        case .radial(let list, let center, let startRadius, let endRadius):
            context.setRadialGradient(
                centerX: center.x, centerY: center.y, startRadius: startRadius, endRadius: endRadius,
                stops: stops(list))
        case .conic(let list, let center, let angle):
            GtkBackend.paint(
                .angular(stops: list, center: .zero, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi)),
                in: context, bounds: CGRect(origin: center, size: .zero), angularFill: fill)
            return
        case .paint(let paint, let bounds):
            GtkBackend.paint(paint, in: context, bounds: bounds, angularFill: fill)
            return
        }
        if fill { context.fillPath() }
    }

    private func image(_ source: Image.Source) -> RGBAImage? {
        switch source {
        case .file(let path):
            if let known = images[path] { return known }
            let decoded = try? ImageCodec.decodeFile(atPath: path)
            images[path] = .some(decoded)
            return decoded
        case .pixels(let width, let height, let rgba):
            return try? RGBAImage(width: width, height: height, pixels: rgba)
        case .systemName, .platformImage, .named:
            return nil
        }
    }

    static func font(_ font: Font) -> Gtk.DrawingContext.TextFont {
        Gtk.DrawingContext.TextFont(
            family: GtkBackend.cssFamily(of: font)
                .map { $0.replacingOccurrences(of: "\"", with: "") },
            size: font.size, weight: font.weight.rawValue, isItalic: font.isItalic)
    }

    /// The cairo operator (`cairo_operator_t`) of a blend mode.
    static func cairoOperator(_ mode: GraphicsContext.BlendMode) -> Int32 {
        let operators: [GraphicsContext.BlendMode: Int32] = [
            .normal: 2, .multiply: 14, .screen: 15, .overlay: 16, .darken: 17, .lighten: 18, .colorDodge: 19,
            .colorBurn: 20, .softLight: 22, .hardLight: 21, .difference: 23, .exclusion: 24, .hue: 25,
            .saturation: 26, .color: 27, .luminosity: 28, .clear: 0, .copy: 1, .sourceIn: 3, .sourceOut: 4,
            .sourceAtop: 5, .destinationOver: 7, .destinationIn: 8, .destinationOut: 9, .destinationAtop: 10,
            .xor: 11, .plusDarker: 14, .plusLighter: 12,
        ]
        return operators[mode] ?? 2
    }
}
