import GraftCore
import GraftGtk

/// Picks a photo from the photo library or takes one with the camera, optionally cropped — the
/// counterpart of the `UIImagePickerController` wrapper every SwiftUI app writes.
///
/// The completion handler gets the edited image when the user cropped it, else the original,
/// and `nil` when the user cancelled or closed the picker's window. Present it full screen:
///
/// ```swift
/// .fullScreenCover(isPresented: $viewModel.isPresentingImagePicker) {
///     ImagePicker(sourceType: viewModel.sourceType, allowsEditing: true,
///                 completionHandler: viewModel.didSelectImage)
/// }
/// ```
///
/// The library shows the user's pictures folder (XDG `PICTURES`); set another with
/// `.environment(\.photoLibraryDirectory, path)` or the `libraryDirectory:` argument. The camera
/// is ``CameraSource/systemDefault``; set another (a test pattern, say) with
/// `.environment(\.cameraSource, .testPattern())`.
public struct ImagePicker: View {
    /// Where the picker gets its image.
    public enum SourceType: Sendable, Hashable, CaseIterable {
        /// The user's pictures folder, as a grid of thumbnails, plus "Open other…".
        case photoLibrary
        /// The camera: live preview, shutter, retake / use photo.
        case camera
    }

    /// Where the image comes from.
    public let sourceType: SourceType
    /// Whether the user crops the image to a square before it is returned.
    public let allowsEditing: Bool
    /// Called once with the edited image, else the original, or `nil` on cancel or window close.
    public let completionHandler: @MainActor (PlatformImage?) -> Void
    /// The folder the library shows, overriding the environment's.
    public let libraryDirectory: String?
    /// Gets what the user picked (`nil` on cancel), for `UIImagePickerController`.
    var pickedHandler: (@MainActor (_ picked: Picked?) -> Void)?

    /// What a pick hands `UIImagePickerController`: the image, its crop, and its file.
    struct Picked {
        /// The image as picked or taken.
        var original: PlatformImage
        /// The cropped image, if the user edited.
        var edited: PlatformImage? = nil
        /// The crop in the original's pixels, with `edited`.
        var cropRect: PixelRect? = nil
        /// The picked file, for a photo from the library.
        var fileURL: URL? = nil
    }

    @State private var holder = _CoordinatorHolder()
    @State private var editing: Picked?
    @Environment(\.photoLibraryDirectory) private var environmentDirectory
    @Environment(\.cameraSource) private var cameraSource
    @Environment(\.dismiss) private var dismiss

    /// A picker with the UIKit original's shape.
    ///
    /// - Parameters:
    ///   - sourceType: The photo library (default) or the camera.
    ///   - allowsEditing: Whether the user crops the image before it is returned.
    ///   - libraryDirectory: The folder the library shows; `nil` for the environment's
    ///     ``GraftCore/EnvironmentValues/photoLibraryDirectory`` or the user's pictures folder.
    ///   - completionHandler: Gets the edited image, else the original, or `nil`; called once.
    public init(
        sourceType: SourceType = .photoLibrary, allowsEditing: Bool = false, libraryDirectory: String? = nil,
        completionHandler: @escaping @MainActor (PlatformImage?) -> Void
    ) {
        self.sourceType = sourceType
        self.allowsEditing = allowsEditing
        self.libraryDirectory = libraryDirectory
        self.completionHandler = completionHandler
    }

    /// Whether a source can be used on this machine: the library always, the camera when the
    /// device monitor finds one.
    ///
    /// - Parameter sourceType: The source to check.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        switch sourceType {
        case .photoLibrary: true
        case .camera: CameraSource.systemDefault != nil
        }
    }

    /// Makes the coordinator that handles the picker's callbacks; called once per picker.
    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    /// The library, the camera or the crop editor, whichever step the user is at.
    public var body: some View {
        let coordinator = holder.coordinator(for: self)
        coordinator.dismissAction = dismiss
        let allowsEditing = self.allowsEditing
        let editingBinding = $editing
        let picked: @MainActor (Picked) -> Void = { picked in
            if allowsEditing {
                editingBinding.wrappedValue = picked
            } else {
                coordinator.didFinishPicking(picked)
            }
        }
        return VStack(spacing: 0) {
            if let source = editing {
                _CropEditorView(
                    image: source.original,
                    onConfirm: { edited, rect in
                        var result = source
                        result.edited = edited
                        result.cropRect = rect
                        coordinator.didFinishPicking(result)
                    },
                    onCancel: { editingBinding.wrappedValue = nil })
            } else if sourceType == .camera {
                CameraView(source: cameraSource) { photo in
                    if let photo { picked(Picked(original: photo)) } else { coordinator.didCancel() }
                }
            } else {
                _PhotoLibraryView(
                    directory: libraryDirectory ?? environmentDirectory ?? PhotoLibraryFolder.defaultDirectory,
                    onPickFile: { image, path in picked(Picked(original: image, fileURL: URL(fileURLWithPath: path))) },
                    onCancel: { coordinator.didCancel() })
            }
        }
        .onDisappear { coordinator.didDisappear() }
    }
}

/// Keeps the coordinator of one picker across updates.
@MainActor
final class _CoordinatorHolder {
    private var coordinator: ImagePicker.Coordinator?

    func coordinator(for picker: ImagePicker) -> ImagePicker.Coordinator {
        if let coordinator {
            coordinator.parent = picker
            return coordinator
        }
        let made = picker.makeCoordinator()
        coordinator = made
        return made
    }
}
