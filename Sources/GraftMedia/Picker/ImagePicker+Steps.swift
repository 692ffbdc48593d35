import GraftCore
import GraftGtk

/// The library step: hosts a ``PhotoLibraryController``.
struct _PhotoLibraryView: GtkWidgetControllerRepresentable {
    let directory: String
    let onPick: @MainActor (PlatformImage) -> Void
    let onCancel: @MainActor () -> Void

    func makeController(context: Context) -> PhotoLibraryController {
        PhotoLibraryController(directory: directory)
    }

    func updateController(_ controller: PhotoLibraryController, context: Context) {
        controller.onPick = onPick
        controller.onCancel = onCancel
        controller.view.hexpand = true
        controller.view.vexpand = true
    }
}

/// The edit step: hosts a ``CropEditorController``.
struct _CropEditorView: GtkWidgetControllerRepresentable {
    let image: PlatformImage
    let onConfirm: @MainActor (PlatformImage) -> Void
    let onCancel: @MainActor () -> Void

    func makeController(context: Context) -> CropEditorController {
        CropEditorController(image: image)
    }

    func updateController(_ controller: CropEditorController, context: Context) {
        controller.onConfirm = onConfirm
        controller.onCancel = onCancel
        controller.view.hexpand = true
        controller.view.vexpand = true
    }
}
