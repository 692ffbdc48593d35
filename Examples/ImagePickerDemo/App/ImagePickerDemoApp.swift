import ExampleSupport
import Graft
import GraftMedia
import ImagePickerScreen

/// The image-picker example: `--fake-camera` uses GStreamer's test pattern as the camera,
/// `--pictures DIR` shows another folder as the photo library, `--quit-after SECONDS` (with
/// `--screenshot PATH`) closes it on its own.
@main
struct ImagePickerDemoApp: App {
    var body: some Scene {
        WindowGroup("Image Picker") {
            ImagePickerScreen()
                .environment(\.cameraSource, Self.camera)
                .environment(\.photoLibraryDirectory, Self.value(after: "--pictures"))
                .onAppear { Launch.scheduleQuit() }
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
