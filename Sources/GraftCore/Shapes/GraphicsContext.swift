import Foundation

/// The drawing destination of a ``Canvas``: fill and stroke paths, draw text and images, with a
/// transform, an opacity, a blend mode and clips that apply to what is drawn next.
///
/// A context is a value: a copy (or `drawLayer`'s) has its own transform, opacity and clips but
/// draws into the same canvas.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///     var turned = context
///     turned.translateBy(x: size.width / 2, y: size.height / 2)
///     turned.rotate(by: .degrees(45))
///     turned.stroke(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.blue), lineWidth: 2)
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: 12))
/// }
/// ```
///
/// On GTK the operations are replayed with cairo in the canvas's `GtkDrawingArea`.
@MainActor
public struct GraphicsContext {
    let recorder: CanvasRecorder
    let services: CanvasServices
    /// The opacity of what is drawn next, 0…1, multiplied into its colours.
    public var opacity: Double = 1
    /// How what is drawn next combines with what is there.
    public var blendMode: BlendMode = .normal
    /// The transform from this context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas (colour scheme, foreground colour, font).
    public let environment: EnvironmentValues
    var clips: [CanvasClip] = []
    let bounds: CGRect

    init(recorder: CanvasRecorder, services: CanvasServices, environment: EnvironmentValues, size: CGSize) {
        self.recorder = recorder
        self.services = services
        self.environment = environment
        bounds = CGRect(origin: .zero, size: size)
    }

    /// Moves the origin of what is drawn next by `x`, `y` (in the current coordinates).
    ///
    /// - Parameters:
    ///   - x: The horizontal move.
    ///   - y: The vertical move.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales what is drawn next by `x`, `y` around the current origin.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Rotates what is drawn next by `angle` around the current origin (clockwise on screen).
    ///
    /// - Parameter angle: The rotation.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }

    /// Applies `matrix` before the current transform.
    ///
    /// - Parameter matrix: The transform to add.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Limits what is drawn next to the inside of `path` (in the current coordinates).
    ///
    /// - Parameters:
    ///   - path: The clip's outline.
    ///   - style: Whether the even-odd rule decides the inside.
    ///   - options: `.inverse` draws only outside the path.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(
            CanvasClip(
                path: path.applying(transform), isEvenOdd: style.isEOFilled, isInverse: options.contains(.inverse)))
    }

    /// The bounding rectangle of the clip, in the current coordinates.
    public var clipBoundingRect: CGRect {
        var rect = bounds
        for clip in clips where !clip.isInverse { rect = rect.intersection(clip.path.boundingRect) }
        return rect.applying(transform.inverted())
    }

    /// Draws `content` into a layer of its own, then composites the layer with this context's
    /// opacity, blend mode and clips (a group: overlapping parts of the layer do not show through
    /// each other).
    ///
    /// - Parameter content: Draws into the layer's context, which starts with this transform.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(
            recorder: CanvasRecorder(), services: services, environment: environment, size: bounds.size)
        layer.transform = transform
        try content(&layer)
        record(.layer(layer.recorder.operations))
    }

    /// Fills `path` with `shading`.
    ///
    /// - Parameters:
    ///   - path: The outline, in the current coordinates.
    ///   - shading: The colour or gradient.
    ///   - style: Whether the even-odd rule decides the inside.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let resolved = shading.resolved(in: environment, bounds: path.boundingRect)
        record(.fill(path, resolved, isEvenOdd: style.isEOFilled))
    }

    /// Strokes `path` with `shading` and `style`.
    ///
    /// - Parameters:
    ///   - path: The outline, in the current coordinates.
    ///   - shading: The colour or gradient.
    ///   - style: The line's width, caps, joins and dashes.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let resolved = shading.resolved(in: environment, bounds: path.boundingRect)
        record(.stroke(path, resolved, style))
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    ///
    /// - Parameters:
    ///   - path: The outline, in the current coordinates.
    ///   - shading: The colour or gradient.
    ///   - lineWidth: The line's width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    func record(_ content: CanvasOperation.Content) {
        recorder.operations.append(
            CanvasOperation(
                content: content, transform: transform, opacity: min(max(opacity, 0), 1), blendMode: blendMode,
                clips: clips))
    }

    /// How `clip(to:style:options:)` clips.
    public struct ClipOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Options from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draw only outside the path.
        public static let inverse = ClipOptions(rawValue: 1)
    }
}

/// Collects the operations a renderer draws.
@MainActor
final class CanvasRecorder {
    var operations: [CanvasOperation] = []
}

/// What the backend measures for a canvas while it renders: text and image sizes.
public struct CanvasServices {
    /// The size `text` takes, wrapped at `maxWidth` points when given.
    public var measureText: @MainActor (CanvasText, CGFloat?) -> CGSize
    /// The natural size of an image, or zero when it cannot be read.
    public var imageSize: @MainActor (Image.Source) -> CGSize

    /// Services that measure with the backend's own text layout and image loader.
    ///
    /// - Parameters:
    ///   - measureText: The size of a text, wrapped at a width when one is given.
    ///   - imageSize: The natural size of an image.
    public init(
        measureText: @escaping @MainActor (CanvasText, CGFloat?) -> CGSize,
        imageSize: @escaping @MainActor (Image.Source) -> CGSize
    ) {
        self.measureText = measureText
        self.imageSize = imageSize
    }

    /// Services that measure nothing (every size zero).
    public static var none: CanvasServices { CanvasServices(measureText: { _, _ in .zero }, imageSize: { _ in .zero }) }
}

/// A clip of a canvas operation, its path already in the canvas's coordinates.
public struct CanvasClip: Hashable, Sendable {
    /// The clip's outline.
    public var path: Path
    /// Whether the even-odd rule decides the inside.
    public var isEvenOdd: Bool
    /// Whether drawing is kept outside the path instead of inside.
    public var isInverse: Bool
}

/// One drawing operation of a canvas, with the state it was drawn in.
public struct CanvasOperation: Equatable, Sendable {
    /// What is drawn.
    public enum Content: Equatable, Sendable {
        /// A filled path.
        case fill(Path, CanvasShading, isEvenOdd: Bool)
        /// A stroked path.
        case stroke(Path, CanvasShading, StrokeStyle)
        /// A text laid out from the rectangle's top-left corner, wrapped at its width when `wraps`.
        case text(CanvasText, CGRect, wraps: Bool)
        /// An image scaled into a rectangle.
        case image(Image.Source, CGRect)
        /// Operations drawn into a layer, then composited as one.
        case layer([CanvasOperation])
    }
    /// What is drawn, in the operation's own coordinates.
    public var content: Content
    /// From the operation's coordinates to the canvas's.
    public var transform: CGAffineTransform
    /// The opacity it is composited with.
    public var opacity: Double
    /// How it combines with what is there.
    public var blendMode: GraphicsContext.BlendMode
    /// The clips, in the canvas's coordinates.
    public var clips: [CanvasClip]
}
