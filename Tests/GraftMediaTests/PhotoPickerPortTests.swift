import Foundation
import Graft
import GraftMedia
import GtkBridge
import Observation
import Testing

@testable import UIKitExamples

/// The image a test's screen got from the tutorial's picker.
@Observable @MainActor
final class PickedImage {
    var image: UIImage?
}

/// A screen that presents the image-picker tutorial's representable full screen, as the tutorial's
/// view does, with the library folder and camera the test gives it.
struct PhotoPickerScreen: View {
    let picked: PickedImage
    let sourceType: UIImagePickerController.SourceType
    let directory: String
    let camera: CameraSource?
    @State private var isPresented = false

    var body: some View {
        VStack {
            Button("Open") { isPresented = true }
            Text(picked.image.map { "\($0.width)×\($0.height)" } ?? "no image")
        }
        .fullScreenCover(isPresented: $isPresented) {
            PhotoPicker(image: Bindable(picked).image, sourceType: sourceType)
                .environment(\.photoLibraryDirectory, directory)
                .environment(\.cameraSource, camera)
        }
    }
}

@Suite("The image-picker tutorial's representable, ported by changing imports only", .serialized)
@MainActor
struct PhotoPickerPortTests {
    static func show(
        _ sourceType: UIImagePickerController.SourceType, directory: String, camera: CameraSource? = nil,
        picked: PickedImage
    ) async throws -> HostingWindow {
        try GtkRuntime.initialize()
        let host = try HostingWindow(title: "photo picker port", width: 480, height: 360) {
            PhotoPickerScreen(picked: picked, sourceType: sourceType, directory: directory, camera: camera)
        }
        host.present()
        #expect(await MediaTest.wait { host.window.isMapped })
        return host
    }

    /// The screen over `library`, with the picker's cover open and its thumbnails shown.
    static func openLibrary(_ library: Library, picked: PickedImage) async throws -> (HostingWindow, Gtk.Window) {
        let host = try await show(.photoLibrary, directory: library.files.directory, picked: picked)
        guard let cover = await PickerUI.open(host) else {
            host.close()
            throw PickerUI.Failure.noCover
        }
        #expect(await PickerUI.waitForThumbnails(in: cover))
        return (host, cover)
    }

    @Test("library: pick, crop, Choose → the coordinator writes the edited image to the binding and the cover closes")
    func library() async throws {
        let library = try Library()
        defer { library.files.remove() }
        let picked = PickedImage()
        let (host, cover) = try await Self.openLibrary(library, picked: picked)
        defer { host.close() }
        #expect(try #require(cover.first("GtkGridView")).activateListItem(at: 1))
        #expect(await MediaTest.wait { PickerUI.button("Choose", in: cover) != nil })
        PickerUI.button("Choose", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { picked.image != nil && !cover.isMapped })
        let image = try #require(picked.image)
        #expect(image.width == 20 && image.height == 20, "allowsEditing: the square crop")
        #expect(image.pixel(x: 0, y: 0) == library.newest.pixel(x: 5, y: 0))
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("20×20") })
    }

    @Test("cancel → imagePickerControllerDidCancel dismisses the cover and leaves the binding nil")
    func cancel() async throws {
        let library = try Library()
        defer { library.files.remove() }
        let picked = PickedImage()
        let (host, cover) = try await Self.openLibrary(library, picked: picked)
        defer { host.close() }
        PickerUI.button("Cancel", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { !cover.isMapped })
        #expect(picked.image == nil)
        #expect(PickerUI.labels(in: host.window).contains("no image"))
    }

    @Test("camera (GStreamer's test pattern): Take Photo, Use Photo, Choose → the binding gets the cropped frame")
    func camera() async throws {
        let picked = PickedImage()
        let host = try await Self.show(
            .camera, directory: "/tmp", camera: .testPattern(width: 64, height: 48), picked: picked)
        defer { host.close() }
        let cover = try #require(await PickerUI.open(host))
        #expect(await PickerUI.takePhoto(in: cover))
        #expect(await MediaTest.wait { PickerUI.button("Choose", in: cover) != nil })
        PickerUI.button("Choose", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { picked.image != nil && !cover.isMapped })
        #expect(picked.image?.width == 48 && picked.image?.height == 48, "the square crop of a 64 × 48 frame")
    }
}
