import Foundation
import Graft
import GraftMedia
import GtkBridge
import Testing

/// What the screens under test were given, read by the tests.
@MainActor
final class PickedItems {
    var item: PhotosPickerItem?
    var items: [PhotosPickerItem] = []
    var isPresented = false

    var itemBinding: Binding<PhotosPickerItem?> { Binding(get: { self.item }, set: { self.item = $0 }) }
    var itemsBinding: Binding<[PhotosPickerItem]> { Binding(get: { self.items }, set: { self.items = $0 }) }
}

/// A folder of real files whose order in the grid is known (newest first): a picture whose left
/// half is red and right half blue, three more photos, a video (by its extension) and a text file.
struct ItemLibrary {
    let files: TestFiles
    /// The grid's photos, in grid order.
    let photos: [String]
    let video: String

    init() throws {
        files = try TestFiles("graft-items")
        let now = Date()
        var halves = [UInt8]()
        for _ in 0..<20 {
            for x in 0..<40 { halves += x < 20 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        let redBlue = try PlatformImage(width: 40, height: 20, rgba: halves)
        photos = [
            try files.write("red-blue.png", Pixels.png(redBlue), modified: now),
            try files.write("b.png", Pixels.png(Pixels.gradient(width: 30, height: 20)), modified: now - 10),
            try files.write(
                "c.jpg", Array(Pixels.gradient(width: 24, height: 24).jpegData(compressionQuality: 0.9)!),
                modified: now - 20),
            try files.write("d.png", Pixels.png(Pixels.gradient(width: 10, height: 50)), modified: now - 30),
        ]
        video = try files.write(
            "clip.mp4", Array("\u{0}\u{0}\u{0}\u{18}ftypmp42 not decoded here".utf8), modified: now - 40)
        try files.write("notes.txt", Array("not a photo".utf8))
    }

    func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
}

/// Shows a view over an ``ItemLibrary`` and opens the picker from its button.
@MainActor
struct ItemPickerSession {
    let library: ItemLibrary
    let host: HostingWindow

    init<Content: View>(@ViewBuilder _ content: () -> Content) throws {
        let library = try ItemLibrary()
        self.library = library
        let view = content()
        host = try HostingWindow(title: "photos items", width: 420, height: 300) {
            view.environment(\.photoLibraryDirectory, library.files.directory)
        }
        host.present()
    }

    /// Clicks `button` and returns the picker's window once its thumbnails show.
    func open(_ button: String) async throws -> Gtk.Window {
        #expect(await MediaTest.wait { PickerUI.button(button, in: host.window) != nil })
        let window = try #require(await PickerUI.open(host, button: button))
        #expect(await PickerUI.waitForThumbnails(in: window))
        return window
    }

    func close() {
        host.close()
        library.files.remove()
    }
}

@Suite("PhotosPickerItem", .serialized)
@MainActor
struct PhotosPickerItemTests {
    @Test("Pick one: the item names the file; Data is its bytes, Image shows its pixels; Cancel and closing keep it")
    func pickOne() async throws {
        let picked = PickedItems()
        let session = try ItemPickerSession { PhotosPicker("Pick", selection: picked.itemBinding, matching: .images) }
        defer { session.close() }
        let sheet = try await session.open("Pick")
        let labels = PickerUI.labels(in: sheet)
        #expect(labels.contains("red-blue.png") && !labels.contains("clip.mp4"), "images only: \(labels)")
        #expect(try #require(sheet.first("GtkGridView")).activateListItem(at: 0))
        #expect(await MediaTest.wait { picked.item != nil && !sheet.isMapped })
        let item = try #require(picked.item)
        #expect(item.itemIdentifier == session.library.photos[0])
        #expect(item == PhotosPickerItem(itemIdentifier: session.library.photos[0]))

        let data = try await item.loadTransferable(type: Data.self)
        #expect(data == (try session.library.bytes(session.library.photos[0])))
        let handed = try await withCheckedThrowingContinuation { continuation in
            item.loadTransferable(type: Data.self) { continuation.resume(with: $0) }
        }
        #expect(handed == data)
        let image = try #require(try await item.loadTransferable(type: Image.self))
        try await expectRedThenBlue(image)

        // Cancel, then closing the picker's window: the selection stays.
        let again = try await session.open("Pick")
        PickerUI.button("Cancel", in: again)?.emit("clicked")
        #expect(await MediaTest.wait { !again.isMapped })
        let third = try await session.open("Pick")
        third.close()
        #expect(await MediaTest.wait { PickerUI.button("Pick", in: session.host.window) != nil && !third.isMapped })
        #expect(picked.item == item)
    }

    @Test("Pick three with maxSelectionCount 2: the third is refused, Add gives 2 items in order; reopening shows them")
    func pickWithLimit() async throws {
        let picked = PickedItems()
        let session = try ItemPickerSession {
            PhotosPicker(selection: picked.itemsBinding, maxSelectionCount: 2, matching: .images) { Text("Pick") }
        }
        defer { session.close() }
        let sheet = try await session.open("Pick")
        let grid = try #require(sheet.first("GtkGridView"))
        #expect(grid.property("single-click-activate", as: Bool.self) == true, "a click toggles an item")
        #expect(PickerUI.labels(in: sheet).contains("0 of 2 selected"))
        for position in [2, 0, 1] { #expect(grid.activateListItem(at: position)) }
        #expect(await MediaTest.wait { PickerUI.labels(in: sheet).contains("You can select up to 2 items.") })
        #expect(PickerUI.labels(in: sheet).contains("2 of 2 selected"))
        #expect(checkedCount(in: sheet) == 2)
        #expect(picked.items.isEmpty, "nothing is written before Add")
        PickerUI.button("Add", in: sheet)?.emit("clicked")
        #expect(await MediaTest.wait { picked.items.count == 2 && !sheet.isMapped })
        let photos = session.library.photos
        #expect(picked.items.map(\.itemIdentifier) == [photos[2], photos[0]])

        // The picker starts from the selection; a change then Cancel leaves the binding alone.
        let again = try await session.open("Pick")
        #expect(PickerUI.labels(in: again).contains("2 of 2 selected"))
        #expect(checkedCount(in: again) == 2)
        try #require(again.first("GtkGridView")).activateListItem(at: 2)
        #expect(await MediaTest.wait { PickerUI.labels(in: again).contains("1 of 2 selected") })
        PickerUI.button("Cancel", in: again)?.emit("clicked")
        #expect(await MediaTest.wait { !again.isMapped })
        #expect(picked.items.map(\.itemIdentifier) == [photos[2], photos[0]])
    }

    @Test("selectionBehavior .continuous writes the binding on every click, before Add")
    func continuousSelection() async throws {
        let picked = PickedItems()
        let session = try ItemPickerSession {
            PhotosPicker(selection: picked.itemsBinding, selectionBehavior: .continuous, matching: .images) {
                Text("Pick")
            }
        }
        defer { session.close() }
        let sheet = try await session.open("Pick")
        #expect(PickerUI.labels(in: sheet).contains("0 selected"), "no limit: a count without a maximum")
        let grid = try #require(sheet.first("GtkGridView"))
        let photos = session.library.photos
        grid.activateListItem(at: 3)
        #expect(await MediaTest.wait { picked.items.map(\.itemIdentifier) == [photos[3]] })
        grid.activateListItem(at: 1)
        #expect(await MediaTest.wait { picked.items.map(\.itemIdentifier) == [photos[3], photos[1]] })
        grid.activateListItem(at: 3)
        #expect(await MediaTest.wait { picked.items.map(\.itemIdentifier) == [photos[1]] })
        PickerUI.button("Add", in: sheet)?.emit("clicked")
        #expect(await MediaTest.wait { !sheet.isMapped })
        #expect(picked.items.map(\.itemIdentifier) == [photos[1]])
    }

    @Test(".photosPicker(isPresented:selection:) presents on true and dismisses itself after a pick or Cancel")
    func presentedByModifier() async throws {
        let picked = PickedItems()
        let session = try ItemPickerSession { PresentingScreen(picked: picked) }
        defer { session.close() }
        #expect(await MediaTest.wait { PickerUI.labels(in: session.host.window).contains("idle") })
        let sheet = try await session.open("Show")
        #expect(PickerUI.labels(in: session.host.window).contains("presented"))
        try #require(sheet.first("GtkGridView")).activateListItem(at: 1)
        #expect(await MediaTest.wait { !sheet.isMapped && PickerUI.labels(in: session.host.window).contains("idle") })
        #expect(picked.item?.itemIdentifier == session.library.photos[1])

        let again = try await session.open("Show")
        PickerUI.button("Cancel", in: again)?.emit("clicked")
        #expect(await MediaTest.wait { !again.isMapped && PickerUI.labels(in: session.host.window).contains("idle") })
        #expect(picked.item?.itemIdentifier == session.library.photos[1])
    }

    @Test("matching: .videos lists the video and hides the images; a video loads as Data, not as an Image")
    func videosOnly() async throws {
        let picked = PickedItems()
        let session = try ItemPickerSession {
            PhotosPicker("Pick", selection: picked.itemBinding, matching: .videos)
        }
        defer { session.close() }
        let sheet = try await session.open("Pick")
        let labels = PickerUI.labels(in: sheet)
        #expect(labels.contains("clip.mp4"))
        #expect(!labels.contains { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") || $0 == "notes.txt" }, "\(labels)")
        try #require(sheet.first("GtkGridView")).activateListItem(at: 0)
        #expect(await MediaTest.wait { picked.item != nil && !sheet.isMapped })
        let item = try #require(picked.item)
        #expect(item.itemIdentifier == session.library.video)
        #expect(try await item.loadTransferable(type: Data.self) == (try session.library.bytes(session.library.video)))
        #expect(try await item.loadTransferable(type: Image.self) == nil)
    }

    @Test("PHPickerFilter combinations: any(of:), all(of:), not(_:), livePhotos; nil lists photos and videos")
    func filters() async throws {
        let library = try ItemLibrary()
        defer { library.files.remove() }
        func names(_ filter: PHPickerFilter?) -> [String] {
            PhotoLibraryFolder(path: library.files.directory, filter: filter).entries.map(\.name)
        }
        let all = ["red-blue.png", "b.png", "c.jpg", "d.png", "clip.mp4"]
        #expect(names(nil) == all)
        #expect(names(.any(of: [.images, .videos])) == all)
        #expect(names(.not(.videos)) == Array(all.dropLast()))
        #expect(names(.all(of: [.images, .videos])).isEmpty)
        #expect(names(.livePhotos).isEmpty)
        #expect(names(.any(of: [.videos, .livePhotos])) == ["clip.mp4"])
    }

    @Test("A removed file throws from loadTransferable; a corrupt one throws for Image and gives its bytes as Data")
    func badFiles() async throws {
        let files = try TestFiles("graft-items-bad")
        defer { files.remove() }
        let corrupt = try files.write(
            "broken.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 7, count: 64))
        let item = PhotosPickerItem(itemIdentifier: corrupt)
        #expect(try await item.loadTransferable(type: Data.self)?.count == 72)
        await #expect(throws: PlatformImageError.self) { try await item.loadTransferable(type: Image.self) }
        let gone = PhotosPickerItem(itemIdentifier: files.directory + "/gone.png")
        await #expect(throws: (any Error).self) { try await gone.loadTransferable(type: Data.self) }
    }

    /// Shows `image` resizable in a window and checks its left half renders red, its right half blue.
    private func expectRedThenBlue(_ image: Image) async throws {
        let host = try HostingWindow(title: "loaded image", width: 200, height: 100) {
            image.resizable().frame(width: 200, height: 100)
        }
        host.present()
        defer { host.close() }
        var rendered: RGBAImage?
        #expect(
            await MediaTest.wait {
                guard let picture = host.window.first("GtkPicture"), picture.allocatedWidth >= 100 else { return false }
                rendered = try? WidgetRenderer.renderImage(of: picture)
                return rendered != nil
            })
        let pixels = try #require(rendered)
        let left = pixels.pixel(x: pixels.width / 4, y: pixels.height / 2)
        let right = pixels.pixel(x: pixels.width * 3 / 4, y: pixels.height / 2)
        #expect(left.red > 200 && left.blue < 50, "left half: \(left)")
        #expect(right.blue > 200 && right.red < 50, "right half: \(right)")
    }

    private func checkedCount(in window: Gtk.Window) -> Int {
        window.all("GtkCheckButton").filter { $0.isVisible && $0.property("active", as: Bool.self) == true }.count
    }
}

/// A screen that presents the picker with the modifier, as an app's toolbar button does.
struct PresentingScreen: View {
    let picked: PickedItems
    @State private var isPresented = false

    var body: some View {
        VStack {
            Text(isPresented ? "presented" : "idle")
            Button("Show") { isPresented = true }
        }
        .photosPicker(isPresented: $isPresented, selection: picked.itemBinding, matching: .images)
    }
}
