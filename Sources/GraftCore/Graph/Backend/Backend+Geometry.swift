/// The backend contract for layout read back by views: `GeometryReader`.
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
}
