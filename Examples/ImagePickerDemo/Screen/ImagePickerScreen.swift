import Graft
import GraftMedia

/// The classic SwiftUI image-picker screen: the picked image and two buttons, with the picker
/// presented full screen.
public struct ImagePickerScreen: View {
    @StateObject private var viewModel = ImagePickerViewModel()

    /// Creates the screen.
    public init() {}

    /// The image (or a placeholder) above "Choose Photo" and "Take Photo".
    public var body: some View {
        VStack(spacing: 12) {
            if let image = viewModel.selectedImage {
                Image(image).resizable()
                Text("\(image.width) × \(image.height)")
            } else {
                Image(systemName: "image-x-generic-symbolic").frame(width: 64, height: 64)
                Text("No image selected")
            }
            HStack(spacing: 12) {
                Button("Choose Photo") { viewModel.choosePhoto() }
                Button("Take Photo") { viewModel.takePhoto() }
            }
        }
        .padding(16)
        .fullScreenCover(isPresented: $viewModel.isPresentingImagePicker) {
            ImagePicker(
                sourceType: viewModel.sourceType, allowsEditing: true,
                completionHandler: viewModel.didSelectImage)
        }
    }
}
