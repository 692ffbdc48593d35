import Foundation
import Graft
import GraftMedia
import GtkBridge
import Testing

/// A delegate of UIKit's shape that records what the picker sends.
@MainActor
final class PickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var infos: [[UIImagePickerController.InfoKey: Any]] = []
    var cancels = 0

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        infos.append(info)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { cancels += 1 }
}

@Suite("UIImagePickerController, on the one picker", .serialized)
@MainActor
struct UIImagePickerControllerTests {
    /// A picker over `library` with a recording delegate, shown in a window once its thumbnails show.
    static func show(
        _ library: Library, allowsEditing: Bool = false
    ) async throws -> (picker: UIImagePickerController, delegate: PickerDelegate, window: Gtk.Window) {
        let picker = UIImagePickerController()
        let delegate = PickerDelegate()
        picker.delegate = delegate
        picker.allowsEditing = allowsEditing
        picker.libraryDirectory = library.files.directory
        return (picker, delegate, try await show(picker))
    }

    /// Shows the picker's view in a window and waits for the library's thumbnails.
    static func show(_ picker: UIImagePickerController) async throws -> Gtk.Window {
        try GtkRuntime.initialize()
        let window = Gtk.Window(title: "UIImagePickerController")
        window.setDefaultSize(width: 480, height: 360)
        window.child = picker.widgetController.view
        window.present()
        #expect(await PickerUI.waitForThumbnails(in: window))
        return window
    }

    @Test(
        "pick → .originalImage (the photo's pixels), .imageURL (its file) and .mediaType; no .editedImage or .cropRect")
    func pickOriginal() async throws {
        let library = try Library()
        defer { library.files.remove() }
        let (picker, delegate, window) = try await Self.show(library)
        defer { withExtendedLifetime(picker) { window.destroy() } }
        #expect(try #require(window.first("GtkGridView")).activateListItem(at: 1))
        #expect(await MediaTest.wait { delegate.infos.count == 1 })
        let info = try #require(delegate.infos.first)
        let original = try #require(info[.originalImage] as? UIImage)
        #expect(original.width == 30 && original.height == 20 && original.rgba == library.newest.rgba)
        #expect(info[.editedImage] == nil)
        #expect(info[.cropRect] == nil)
        #expect(info[.imageURL] as? URL == URL(fileURLWithPath: library.files.directory + "/c-new.png"))
        #expect(info[.mediaType] as? String == "public.image")
        #expect(delegate.cancels == 0)
    }

    @Test(
        "edit → .editedImage is the square crop (dimensions and a pixel checked), .cropRect its rectangle, .originalImage the photo"
    )
    func pickEdited() async throws {
        let library = try Library()
        defer { library.files.remove() }
        let (picker, delegate, window) = try await Self.show(library, allowsEditing: true)
        defer { withExtendedLifetime(picker) { window.destroy() } }
        try #require(window.first("GtkGridView")).activateListItem(at: 1)
        #expect(await MediaTest.wait { PickerUI.button("Choose", in: window) != nil })
        #expect(delegate.infos.isEmpty)
        PickerUI.button("Choose", in: window)?.emit("clicked")
        #expect(await MediaTest.wait { delegate.infos.count == 1 })
        let info = try #require(delegate.infos.first)
        let edited = try #require(info[.editedImage] as? UIImage)
        #expect(edited.width == 20 && edited.height == 20)
        #expect(edited.pixel(x: 0, y: 0) == library.newest.pixel(x: 5, y: 0))
        #expect((info[.originalImage] as? UIImage)?.width == 30)
        let crop = try #require((info[.cropRect] as? NSValue)?.cgRectValue, "the crop, boxed as UIKit boxes it")
        #expect(crop == CGRect(x: 5, y: 0, width: 20, height: 20), "the centred square the edited image shows")
        #expect(info[.imageURL] as? URL == URL(fileURLWithPath: library.files.directory + "/c-new.png"))
    }

    @Test("cancel → imagePickerControllerDidCancel, once, and no info")
    func cancel() async throws {
        let library = try Library()
        defer { library.files.remove() }
        let (picker, delegate, window) = try await Self.show(library)
        defer { withExtendedLifetime(picker) { window.destroy() } }
        PickerUI.button("Cancel", in: window)?.emit("clicked")
        #expect(await MediaTest.wait { delegate.cancels == 1 })
        #expect(delegate.infos.isEmpty)
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        // The picker delegate's UINavigationControllerDelegate is the navigation controller's own.
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = delegate
        #expect(navigation.delegate === delegate)
    }
}
