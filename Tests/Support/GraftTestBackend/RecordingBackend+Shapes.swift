import Foundation
import GraftCore

extension RecordingBackend {
    /// Records a widget of kind `"color"`.
    public func makeColor() -> RecordedWidget { make("color") }

    /// Records `color` in the widget's properties (an update, counted).
    public func updateColor(_ widget: RecordedWidget, _ color: Color, _ environment: EnvironmentValues) {
        set(widget, ["color": color.resolve(in: environment.colorScheme).recorded])
    }

    /// Records a widget of kind `"shape"`.
    public func makeShape() -> RecordedWidget { make("shape") }

    /// Records the fill, stroke and the path drawn in a 100×100 rectangle.
    public func updateShape(_ widget: RecordedWidget, _ drawing: ShapeDrawing, _ environment: EnvironmentValues) {
        let path = drawing.path(CGRect(x: 0, y: 0, width: 100, height: 100))
        set(
            widget,
            [
                "fill": drawing.fill.map { "\($0)" } ?? "none",
                "stroke": drawing.stroke.map { "\($0.paint) \($0.lineWidth)" } ?? "none",
                "bounds": "\(path.boundingRect)", "elements": path.elements.count,
            ])
    }

    /// Records a widget of kind `"canvas"`.
    public func makeCanvas() -> RecordedWidget { make("canvas") }

    /// Records the drawing and the operations it draws at 100×100: their count and kinds, in order.
    public func updateCanvas(_ widget: RecordedWidget, _ drawing: CanvasDrawing, _ environment: EnvironmentValues) {
        let operations = drawing.render(size: CGSize(width: 100, height: 100), services: .none)
        set(
            widget,
            [
                "operations": operations.count, "drawing": drawing,
                "kinds": operations.map { "\($0.content)".prefix { $0 != "(" } }.joined(separator: " "),
            ])
    }
}
