import Foundation
import Graft
import GraftMedia
import GtkBridge
import ImagePickerScreen
import Testing

@Suite("ImagePickerDemo screen", .serialized)
@MainActor
struct ImagePickerScreenTests {
    @Test("Choose Photo → pick → Choose shows the cropped image's size; Take Photo with no camera → Cancel keeps it")
    func classicScreen() async throws {
        let library = try Library()
        defer { library.files.remove() }
        let host = try HostingWindow(title: "demo", width: 480, height: 360) {
            ImagePickerScreen()
                .environment(\.photoLibraryDirectory, library.files.directory)
                .environment(\.cameraSource, nil)
        }
        host.present()
        defer { host.close() }
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("No image selected") })
        let before = Gtk.Window.toplevels
        PickerUI.button("Choose Photo", in: host.window)?.emit("clicked")
        var cover: Gtk.Window?
        #expect(
            await MediaTest.wait {
                cover = Gtk.Window.toplevels.first { w in !before.contains { $0.isSameWidget(as: w) } && w.isMapped }
                return cover != nil
            })
        let picker = try #require(cover)
        #expect(await PickerUI.waitForThumbnails(in: picker))
        try #require(picker.first("GtkGridView")).activateListItem(at: 1)
        #expect(await MediaTest.wait { PickerUI.button("Choose", in: picker) != nil })
        PickerUI.button("Choose", in: picker)?.emit("clicked")
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("20 × 20") })
        #expect(await MediaTest.wait { !picker.isMapped })

        PickerUI.button("Take Photo", in: host.window)?.emit("clicked")
        var camera: Gtk.Window?
        #expect(
            await MediaTest.wait {
                camera = Gtk.Window.toplevels.first { w in !before.contains { $0.isSameWidget(as: w) } && w.isMapped }
                return camera.map { PickerUI.labels(in: $0).contains { $0.contains("No camera") } } ?? false
            })
        PickerUI.button("Cancel", in: try #require(camera))?.emit("clicked")
        #expect(await MediaTest.wait { !(camera?.isMapped ?? true) })
        #expect(PickerUI.labels(in: host.window).contains("20 × 20"), "cancel keeps the selected image")
    }
}

@Suite("PhotosPicker", .serialized)
@MainActor
struct PhotosPickerTests {
    struct Screen: View {
        @State private var photo: PlatformImage?
        var body: some View {
            VStack {
                Text(photo.map { "\($0.width)×\($0.height)" } ?? "none")
                PhotosPicker(selection: $photo) { Text("Pick") }
            }
        }
    }

    @Test("The selection binding gets the picked photo; cancelling leaves it as it was")
    func selection() async throws {
        let library = try Library()
        defer { library.files.remove() }
        let host = try HostingWindow(title: "photos picker", width: 400, height: 300) {
            Screen().environment(\.photoLibraryDirectory, library.files.directory)
        }
        host.present()
        defer { host.close() }
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("none") })
        for (position, expected) in [(1, "30×20"), (nil, "30×20"), (3, "50×10")] as [(Int?, String)] {
            let before = Gtk.Window.toplevels
            PickerUI.button("Pick", in: host.window)?.emit("clicked")
            var cover: Gtk.Window?
            #expect(
                await MediaTest.wait {
                    cover = Gtk.Window.toplevels.first { w in !before.contains { $0.isSameWidget(as: w) } && w.isMapped
                    }
                    return cover != nil
                })
            let picker = try #require(cover)
            #expect(await PickerUI.waitForThumbnails(in: picker))
            if let position {
                try #require(picker.first("GtkGridView")).activateListItem(at: position)
            } else {
                PickerUI.button("Cancel", in: picker)?.emit("clicked")
            }
            #expect(await MediaTest.wait { !picker.isMapped && PickerUI.labels(in: host.window).contains(expected) })
        }
    }
}
