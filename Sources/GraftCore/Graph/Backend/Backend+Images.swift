/// The backend contract for images: `Image` from a file, data, a symbol or a native texture.
///
/// One capability family of ``Backend``, which refines them all; the rules of ``Backend`` (make, update, dismantle;
/// one pass per turn) hold for every call here.
@MainActor
public protocol ImagesBackend: BackendCore {
    /// The handle of an image widget (see `makeImage`); the backend's `Widget` unless it keeps more.
    associatedtype ImageWidget: BackendWidget = Widget where ImageWidget.Widget == Widget

    /// A widget showing an image (`Image`).
    func makeImage() -> ImageWidget

    /// Shows `source` (loading it only when it changed); `resizable` images fill the space offered. An
    /// unreadable source shows a visible "missing image" state, never nothing.
    func updateImage(_ widget: ImageWidget, _ source: Image.Source, resizable: Bool, _ environment: EnvironmentValues)
}
