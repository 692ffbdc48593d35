/// The backend contract for layout read back by views: `GeometryReader` and the named coordinate
/// spaces its frames are measured in.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol GeometryBackend: BackendCore {
    /// The handle of a geometry reader (see `makeGeometryReader`); by default the backend's `Widget`.
    associatedtype GeometryReaderWidget: BackendWidget = Widget where GeometryReaderWidget.Widget == Widget

    /// A container that fills the space it is offered and shows its children (via `setChildren`)
    /// at its top-leading corner without letting them change its size.
    func makeGeometryReader() -> GeometryReaderWidget

    /// Sets what runs when the reader's size or position changes; it runs after make once the
    /// reader is laid out, and after each change, never while the engine updates.
    func updateGeometryReader(_ widget: GeometryReaderWidget, onChange: @escaping @MainActor (GeometryProxy) -> Void)

    /// The handle of a named coordinate space (see `makeCoordinateSpace`); by default the backend's `Widget`.
    associatedtype CoordinateSpaceWidget: BackendWidget = Widget where CoordinateSpaceWidget.Widget == Widget

    /// A one-child container that names its coordinate space (`.coordinateSpace(_:)`), laid out as
    /// its content; its child comes through `setChildren`.
    func makeCoordinateSpace() -> CoordinateSpaceWidget

    /// Sets the space's name: from then on, the geometry readers inside it report its rectangle in
    /// their proxies' `spaces` under `name` (the nearest such container wins), and report again
    /// when their frame in it changes.
    func updateCoordinateSpace(_ widget: CoordinateSpaceWidget, name: NamedCoordinateSpace)
}
