import Foundation

/// A view that draws with immediate-mode calls on a ``GraphicsContext``, at the size it is given.
///
/// ```swift
/// Canvas { context, size in
///     let rect = CGRect(origin: .zero, size: size).insetBy(dx: 4, dy: 4)
///     context.stroke(Path(roundedRect: rect, cornerRadius: 8), with: .color(.accentColor), lineWidth: 2)
/// }
/// .frame(height: 80)
/// ```
///
/// On GTK a canvas is one `GtkDrawingArea`: the renderer runs when GTK draws the area (at its
/// allocated size) and its operations are replayed with cairo. State the renderer reads is
/// tracked as a body's is: a change redraws the canvas. `symbols` are not supported.
public struct Canvas<Symbols: View>: View, _PrimitiveView {
    /// `Never`: the canvas is drawn by a native widget of its own.
    public typealias Body = Never
    /// The views the renderer can draw by tag; unused on GTK.
    public var symbols: Symbols
    /// Draws the canvas's content into the context, at the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is opaque; accepted for SwiftUI compatibility.
    public var isOpaque: Bool
    /// How colours are blended; accepted for SwiftUI compatibility (cairo blends non-linearly).
    public var colorMode: ColorRenderingMode
    /// Whether drawing happens off the main thread; GTK draws on the main thread.
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas fills its whole frame with opaque colour; accepted.
    ///   - colorMode: How colours are blended; accepted.
    ///   - rendersAsynchronously: Whether to draw off the main thread; accepted, GTK draws on it.
    ///   - renderer: Draws the content at the canvas's size.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.symbols = EmptyView()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// Makes the native widget for this canvas (called once per identity).
    package func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeCanvas()
    }

    /// Hands the renderer to the widget; the renderer runs once here so the state it reads is tracked.
    package func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        let drawing = CanvasDrawing(renderer: renderer, environment: context.environment)
        _ = drawing.render(size: drawing.lastSize(in: context.storage), services: .none)
        drawing.sizes = context.storage
        context.backend.updateCanvas(context.handle(), drawing, context.environment)
    }
}

/// What a canvas widget draws: its renderer, run by the backend at the size it draws at.
@MainActor
public final class CanvasDrawing {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    /// Where the last drawn size is kept between updates, for the tracking run.
    weak var sizes: PrimitiveStorage?

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues) {
        self.renderer = renderer
        self.environment = environment
    }

    /// Runs the renderer at `size` and returns what it drew, in order.
    ///
    /// - Parameters:
    ///   - size: The canvas's size in points.
    ///   - services: Measures text and images for the renderer.
    public func render(size: CGSize, services: CanvasServices) -> [CanvasOperation] {
        sizes?.value = size
        let recorder = CanvasRecorder()
        var context = GraphicsContext(recorder: recorder, services: services, environment: environment, size: size)
        renderer(&context, size)
        return recorder.operations
    }

    func lastSize(in storage: PrimitiveStorage) -> CGSize { storage.value as? CGSize ?? .zero }
}

/// How a canvas blends colours; cairo blends in non-linear sRGB whatever is chosen.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear sRGB, beyond 0…1.
    case extendedLinear
}

/// A text as a canvas draws it: its string, font and colour.
public struct CanvasText: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The font, with the environment's changes applied.
    public var font: Font
    /// The colour, resolved for the scheme.
    public var color: Color.Components
}

extension GraphicsContext {
    /// A text prepared for drawing in a context, which can be measured.
    public struct ResolvedText {
        let text: CanvasText
        let services: CanvasServices
        /// The colour or gradient the text is drawn with.
        public var shading: Shading

        /// The size the text takes, wrapped to `size.width`.
        ///
        /// - Parameter size: The space offered.
        @MainActor public func measure(in size: CGSize) -> CGSize {
            services.measureText(text, size.width.isFinite ? size.width : nil)
        }
    }

    /// An image prepared for drawing in a context.
    public struct ResolvedImage {
        let source: Image.Source
        /// The image's natural size in points (zero for a file that cannot be read).
        public let size: CGSize
    }

    /// Prepares `text` for drawing with the environment's font and foreground colour.
    ///
    /// - Parameter text: The text.
    public func resolve(_ text: Text) -> ResolvedText {
        var font = environment._fontChanges.applied(to: environment.font ?? .body)
        if let weight = text.runs.first?.style.weight { font.weight = weight }
        if text.runs.first?.style.isItalic == true { font.isItalic = true }
        let color = (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme)
        return ResolvedText(
            text: CanvasText(string: text.content, font: font, color: color), services: services,
            shading: .color(Color(red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)))
    }

    /// Prepares `image` for drawing.
    ///
    /// - Parameter image: The image.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(source: image.source, size: services.imageSize(image.source))
    }

    /// Draws `text` so that its `anchor` point sits at `point`.
    ///
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - point: Where the anchor goes, in the current coordinates.
    ///   - anchor: The point of the text's bounds placed at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record(.text(colored(text), CGRect(origin: origin, size: size), wraps: false))
    }

    /// Draws `text` wrapped to `rect`'s width, from its top-left corner.
    ///
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - rect: Where the text goes, in the current coordinates.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record(.text(colored(text), rect, wraps: true))
    }

    /// Draws `text` so that its `anchor` point sits at `point`.
    ///
    /// - Parameters:
    ///   - text: The text, in the environment's font and foreground colour.
    ///   - point: Where the anchor goes.
    ///   - anchor: The point of the text's bounds placed at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped to `rect`'s width.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - rect: Where the text goes.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws `image` scaled into `rect`.
    ///
    /// - Parameters:
    ///   - image: The resolved image.
    ///   - rect: Where it goes, in the current coordinates.
    ///   - style: Accepted for SwiftUI compatibility.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image.source, rect))
    }

    /// Draws `image` at its natural size so that its `anchor` point sits at `point`.
    ///
    /// - Parameters:
    ///   - image: The resolved image.
    ///   - point: Where the anchor goes.
    ///   - anchor: The point of the image's bounds placed at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Draws `image` scaled into `rect`.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - rect: Where it goes.
    ///   - style: Accepted for SwiftUI compatibility.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its natural size with its `anchor` at `point`.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - point: Where the anchor goes.
    ///   - anchor: The point of the image's bounds placed at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// The text with the colour of its shading (a gradient shading draws in its first colour).
    private func colored(_ text: ResolvedText) -> CanvasText {
        var resolved = text.text
        switch text.shading.resolved(in: environment, bounds: .zero) {
        case .color(let color): resolved.color = color
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .conic(let stops, _, _):
            resolved.color = stops.first?.color ?? resolved.color
        case .paint(.color(let color), _): resolved.color = color
        case .paint: break
        }
        return resolved
    }
}
