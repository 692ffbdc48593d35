import GraftCore
import GraftGtk

/// The library step: hosts a ``PhotoLibraryController``. With `onPickFiles` set it reports
/// files (``PhotosPicker``'s items) rather than decoded images.
struct _PhotoLibraryView: GtkWidgetControllerRepresentable {
    let directory: String
    var filter: PHPickerFilter? = .images
    var selectionLimit = 1
    var selectedPaths: [String] = []
    var onPick: (@MainActor (PlatformImage) -> Void)?
    /// Like `onPick`, with the photo's path.
    var onPickFile: (@MainActor (PlatformImage, String) -> Void)?
    var onPickFiles: (@MainActor ([String]) -> Void)?
    var onSelectionChange: (@MainActor ([String]) -> Void)?
    let onCancel: @MainActor () -> Void

    func makeController(context: Context) -> PhotoLibraryController {
        PhotoLibraryController(
            directory: directory, filter: filter, selectionLimit: selectionLimit, selectedPaths: selectedPaths)
    }

    func updateController(_ controller: PhotoLibraryController, context: Context) {
        controller.onPick = onPick
        controller.onPickFile = onPickFile
        controller.onPickFiles = onPickFiles
        controller.onSelectionChange = onSelectionChange
        controller.onCancel = onCancel
        controller.view.hexpand = true
        controller.view.vexpand = true
    }
}

/// The edit step: hosts a ``CropEditorController``.
struct _CropEditorView: GtkWidgetControllerRepresentable {
    let image: PlatformImage
    /// Gets the cropped image and the crop, in the image's pixels.
    let onConfirm: @MainActor (PlatformImage, PixelRect) -> Void
    let onCancel: @MainActor () -> Void

    func makeController(context: Context) -> CropEditorController {
        CropEditorController(image: image)
    }

    func updateController(_ controller: CropEditorController, context: Context) {
        controller.onConfirm = { [weak controller] edited in
            guard let controller else { return }
            onConfirm(edited, controller.square.rect)
        }
        controller.onCancel = onCancel
        controller.view.hexpand = true
        controller.view.vexpand = true
    }
}
