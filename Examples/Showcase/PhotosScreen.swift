import Graft
import GraftMedia
import ImagePickerScreen

/// The classic picker screen: choose a photo from the library or take one with the camera, crop it,
/// and show it. With no camera on the machine, "Take Photo" is off and says why.
struct PhotosScreen: View {
    @StateObject private var viewModel = ImagePickerViewModel()
    @Environment(\.cameraSource) private var camera

    var body: some View {
        VStack(spacing: 12) {
            if let image = viewModel.selectedImage {
                Image(image).resizable().frame(maxWidth: 480, maxHeight: 360)
                Text("\(image.width) × \(image.height)").foregroundColor(.secondary)
            } else {
                Text("No photo yet").font(.title3).foregroundColor(.secondary)
            }
            HStack(spacing: 12) {
                Button("Choose Photo") { viewModel.choosePhoto() }
                Button("Take Photo") { viewModel.takePhoto() }.disabled(camera == nil)
            }
            if camera == nil {
                Text("No camera was found on this machine. Run the showcase with --fake-camera to use a test pattern.")
                    .foregroundColor(.secondary)
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .fullScreenCover(isPresented: $viewModel.isPresentingImagePicker) {
            ImagePicker(
                sourceType: viewModel.sourceType, allowsEditing: true, completionHandler: viewModel.didSelectImage)
        }
    }
}
