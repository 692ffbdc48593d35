/// The backend contract for drawn areas: shapes (`Rectangle`, `Circle`, `Path`, gradients) and `Color` as a view.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ShapesBackend: BackendCore {
    /// The handle of a shape widget (see `makeShape`); the backend's `Widget` unless it keeps more.
    associatedtype ShapeWidget: BackendWidget = Widget where ShapeWidget.Widget == Widget
    /// The handle of a color widget (see `makeColor`); the backend's `Widget` unless it keeps more.
    associatedtype ColorWidget: BackendWidget = Widget where ColorWidget.Widget == Widget
    /// The handle of a canvas widget (see `makeCanvas`); the backend's `Widget` unless it keeps more.
    associatedtype CanvasWidget: BackendWidget = Widget where CanvasWidget.Widget == Widget

    /// A widget that draws a shape; it fills the space it is offered.
    func makeShape() -> ShapeWidget

    /// Sets what a shape widget draws; it redraws when this is called.
    func updateShape(_ widget: ShapeWidget, _ drawing: ShapeDrawing, _ environment: EnvironmentValues)

    /// A widget filling the space offered with a colour (`Color` as a view).
    func makeColor() -> ColorWidget

    /// Sets the colour, resolved in `environment`'s colour scheme.
    func updateColor(_ widget: ColorWidget, _ color: Color, _ environment: EnvironmentValues)

    /// A widget that draws a `Canvas`; it fills the space it is offered.
    func makeCanvas() -> CanvasWidget

    /// Sets the canvas's drawing; the backend redraws, calling `drawing.render(size:services:)`
    /// at the size it draws at (each time it draws, on the main actor) and replaying the operations.
    func updateCanvas(_ widget: CanvasWidget, _ drawing: CanvasDrawing, _ environment: EnvironmentValues)
}
