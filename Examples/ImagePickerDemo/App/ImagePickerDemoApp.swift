import Graft
import ImagePickerScreen

/// The image-picker example: `--fake-camera` uses GStreamer's test pattern as the camera,
/// `--pictures DIR` shows another folder as the photo library.
@main
struct ImagePickerDemoApp: App {
    var body: some Scene {
        WindowGroup("Image Picker") {
            ImagePickerScreen()
                .environment(\.cameraSource, Self.camera)
                .environment(\.photoLibraryDirectory, Self.value(after: "--pictures"))
        }
        .defaultSize(width: 800, height: 600)
    }

    static var camera: CameraSource? {
        CommandLine.arguments.contains("--fake-camera") ? .testPattern() : CameraSource.systemDefault
    }

    static func value(after flag: String) -> String? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
