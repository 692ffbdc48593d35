import GraftCore
import GraftGtk
import GraftUIKit

/// UIKit's image picker controller, on Graft's one picker (the `ImagePicker` view: the library
/// grid, the camera, the square crop), hosted in the controller's view.
///
/// ```swift
/// final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
///     func imagePickerController(_ picker: UIImagePickerController,
///                                didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
///         image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
///     }
/// }
/// ```
@MainActor
open class UIImagePickerController: UIViewController {
    /// Where the picker gets its image (`UIImagePickerController.SourceType`).
    public enum SourceType: Int, Sendable {
        /// The photo library: the pictures folder's grid.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The saved photos: on Linux, the same pictures folder as `.photoLibrary`.
        case savedPhotosAlbum = 2
    }

    /// The keys of the info dictionary given to the delegate (`UIImagePickerController.InfoKey`).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The image as picked or taken (a `UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The cropped image, when `allowsEditing` and the user cropped (a `UIImage`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop's rectangle in the original's pixels, boxed as UIKit boxes it (an `NSValue`:
        /// `(info[.cropRect] as? NSValue)?.cgRectValue`), with `.editedImage`.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The picked photo's file (a `URL`), for a photo from the library; a photo the camera
        /// took has none, as on UIKit.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The media type, `"public.image"`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    /// Where the image comes from; set it before the view is shown.
    public var sourceType: SourceType = .photoLibrary
    /// Whether the user crops the image to a square before it is returned.
    public var allowsEditing = false
    /// The media types to offer; Graft's picker offers images, `["public.image"]`.
    public var mediaTypes: [String] = ["public.image"]
    /// Receives the picked image or the cancel.
    public weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// The folder the library shows (Graft's addition); `nil` for the user's pictures folder.
    public var libraryDirectory: String?
    private var graph: ViewGraph?

    /// Whether a source can be used here: the library always, the camera when one is found.
    ///
    /// - Parameter sourceType: The source to check.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        ImagePicker.isSourceTypeAvailable(sourceType == .camera ? .camera : .photoLibrary)
    }

    /// The media types a source offers: `["public.image"]`, or `nil` when it is not available.
    ///
    /// - Parameter sourceType: The source.
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// Makes the view: Graft's `ImagePicker` for the source, hosted in a `UIView`. Hosted by a
    /// representable, the picker gets the representable's environment (so
    /// `.environment(\.photoLibraryDirectory, …)` and `.environment(\.cameraSource, …)` reach it).
    open override func loadView() {
        let root = UIView()
        var environment = hostingEnvironment ?? EnvironmentValues()
        environment.colorScheme = traitCollection.userInterfaceStyle
        var picker = ImagePicker(
            sourceType: sourceType == .camera ? .camera : .photoLibrary, allowsEditing: allowsEditing,
            libraryDirectory: libraryDirectory, completionHandler: { _ in })
        picker.pickedHandler = { [weak self] picked in self?.finish(picked) }
        let made = ViewGraph(root: picker, backend: GtkBackend.shared, environment: environment)
        graph = made
        root.embedContent(made.rootWidget(as: GtkBackend.self).widget)
        view = root
    }

    private func finish(_ picked: ImagePicker.Picked?) {
        guard let picked else {
            delegate?.imagePickerControllerDidCancel(self)
            return
        }
        var info: [InfoKey: Any] = [.originalImage: picked.original, .mediaType: "public.image"]
        if let edited = picked.edited { info[.editedImage] = edited }
        if let rect = picked.cropRect {
            info[.cropRect] = NSValue(
                cgRect: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
        }
        if let url = picked.fileURL { info[.imageURL] = url }
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    isolated deinit {
        graph?.unmount()
    }
}

/// The picker's delegate (`UIImagePickerControllerDelegate`); both methods are optional.
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked (and, with `allowsEditing`, cropped) an image.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - info: `.originalImage`, `.editedImage` and `.cropRect` when cropped, `.imageURL` for a
    ///     photo from the library, `.mediaType`.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    ///
    /// - Parameter picker: The picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Dismisses the picker, as UIKit does when the delegate does not implement this.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - info: The picked media.
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
    }

    /// Dismisses the picker, as UIKit does when the delegate does not implement this.
    ///
    /// - Parameter picker: The picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}
