/// A colour matrix: each drawn colour (red, green, blue, alpha, unpremultiplied, 0…1) becomes
/// `rows` × (r, g, b, a) + `offset`.
public struct ColorMatrix: Hashable, Sendable {
    /// 16 values, row by row: the output red, green, blue and alpha.
    public var rows: [Double]
    /// What is added to the output red, green, blue and alpha.
    public var offset: [Double]

    /// Multiplies each channel by `color`'s (`.colorMultiply`).
    static func multiply(by color: Color.Components) -> ColorMatrix {
        ColorMatrix(
            rows: [
                color.red, 0, 0, 0, 0, color.green, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, color.opacity,
            ], offset: [0, 0, 0, 0])
    }

    /// Black whose alpha is the colour's luminance (`.luminanceToAlpha`, as SVG's `feColorMatrix` has it).
    static let luminanceToAlpha = ColorMatrix(
        rows: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0], offset: [0, 0, 0, 0])
}

struct _ColorMatrixView<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let content: Content
    /// The matrix, resolved in the view's environment (a colour follows the scheme).
    let matrix: @MainActor (EnvironmentValues) -> ColorMatrix
    var _slots: [any View] { [content] }
    func _makeWidget<B: Backend>(_ context: WidgetContext<B>) -> any BackendWidget<B.Widget> {
        context.backend.makeColorMatrix()
    }
    func _updateWidget<B: Backend>(_ context: WidgetContext<B>) {
        context.backend.updateColorMatrix(context.handle(), matrix(context.environment))
    }
    func _setChildren<B: Backend>(_ slots: [[B.Widget]], _ context: WidgetContext<B>) {
        context.backend.setColorMatrixChildren(context.handle(), slots[0])
    }
}

extension View {
    /// Multiplies each colour the view draws by `color`: white leaves it as it is, red keeps
    /// only its red, and the colour's opacity fades it.
    ///
    /// ```swift
    /// Image("photo").colorMultiply(.orange)
    /// ```
    ///
    /// - Parameter color: The colour to multiply by (resolved for the view's colour scheme).
    public func colorMultiply(_ color: Color) -> some View {
        _ColorMatrixView(content: self) { .multiply(by: color.resolve(in: $0.colorScheme)) }
    }

    /// Draws the view as black whose opacity is each colour's luminance: bright parts opaque,
    /// dark parts transparent (the usual source for a `.mask`).
    public func luminanceToAlpha() -> some View {
        _ColorMatrixView(content: self) { _ in .luminanceToAlpha }
    }
}
