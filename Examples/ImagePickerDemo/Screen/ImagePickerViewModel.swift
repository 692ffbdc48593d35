import Graft
import GraftMedia

/// The classic picker screen's model: what is selected and whether the picker is showing.
@MainActor
public final class ImagePickerViewModel: ObservableObject {
    /// The image the user picked last, if any.
    @Published public var selectedImage: PlatformImage?
    /// Whether the image picker covers the screen.
    @Published public var isPresentingImagePicker = false
    /// The source the picker opens with.
    public private(set) var sourceType: ImagePicker.SourceType = .photoLibrary

    /// Creates a model with nothing selected.
    public init() {}

    /// Opens the photo library.
    public func choosePhoto() {
        sourceType = .photoLibrary
        isPresentingImagePicker = true
    }

    /// Opens the camera.
    public func takePhoto() {
        sourceType = .camera
        isPresentingImagePicker = true
    }

    /// Receives the picker's result: the image, or `nil` when the user cancelled.
    ///
    /// - Parameter image: The picked (possibly cropped) image.
    public func didSelectImage(_ image: PlatformImage?) {
        if let image { selectedImage = image }
        isPresentingImagePicker = false
    }
}
