import Foundation
import Graft
import GraftMedia
import GtkBridge
import Testing

/// What the picker's completion handler received.
@MainActor
final class Completions {
    var results: [PlatformImage?] = []
}

/// A screen that presents the picker full screen from a button, like an app does.
struct PickerHost: View {
    let sourceType: ImagePicker.SourceType
    let allowsEditing: Bool
    let directory: String
    let completions: Completions
    @State private var isPresented = false

    var body: some View {
        VStack {
            Text(isPresented ? "presented" : "idle")
            Button("Open") { isPresented = true }
        }
        .fullScreenCover(isPresented: $isPresented) {
            ImagePicker(sourceType: sourceType, allowsEditing: allowsEditing, libraryDirectory: directory) { image in
                completions.results.append(image)
                isPresented = false
            }
        }
    }
}

/// A library folder of three photos of different sizes, the newest 30×20.
struct Library {
    let files: TestFiles
    let newest: PlatformImage

    init() throws {
        files = try TestFiles("graft-library")
        let now = Date()
        newest = Pixels.gradient(width: 30, height: 20)
        try files.write("a-old.png", Pixels.png(Pixels.gradient(width: 50, height: 10)), modified: now - 200)
        try files.write(
            "b-middle.jpg", Array(Pixels.gradient(width: 40, height: 40).jpegData(compressionQuality: 0.9)!),
            modified: now - 100)
        try files.write("c-new.png", Pixels.png(newest), modified: now)
        try files.write("Holidays/d.png", Pixels.png(Pixels.gradient(width: 8, height: 8)), modified: now - 50)
        try files.write("notes.txt", Array("not a photo".utf8))
    }
}

/// A ``PickerHost`` over a fresh ``Library``, shown in a window: where most picker tests start.
/// ``close()`` closes the window and deletes the library's files.
@MainActor
struct PickerSession {
    let library: Library
    let completions: Completions
    let host: HostingWindow

    init(allowsEditing: Bool = false) async throws {
        let library = try Library()
        let completions = Completions()
        do {
            host = try await PickerUI.show(
                allowsEditing: allowsEditing, directory: library.files.directory, completions: completions)
        } catch {
            library.files.remove()
            throw error
        }
        self.library = library
        self.completions = completions
    }

    /// Clicks "Open" and returns the cover's window once it is mapped, after every thumbnail of the
    /// library shows its image when `thumbnails` is true.
    func openCover(waitingForThumbnails thumbnails: Bool = true) async throws -> Gtk.Window {
        let cover = try #require(await PickerUI.open(host))
        if thumbnails { #expect(await PickerUI.waitForThumbnails(in: cover)) }
        return cover
    }

    func close() {
        host.close()
        library.files.remove()
    }
}

@MainActor
enum PickerUI {
    static func show(
        _ sourceType: ImagePicker.SourceType = .photoLibrary, allowsEditing: Bool = false, directory: String,
        camera: CameraSource? = nil, completions: Completions
    ) async throws -> HostingWindow {
        let host = try HostingWindow(title: "picker test", width: 480, height: 360) {
            PickerHost(
                sourceType: sourceType, allowsEditing: allowsEditing, directory: directory, completions: completions
            )
            .environment(\.cameraSource, camera)
        }
        host.present()
        #expect(await MediaTest.wait { host.window.isMapped })
        return host
    }

    /// Clicks the button titled `title` and returns the window it presents once it is mapped.
    static func open(_ host: HostingWindow, button title: String = "Open") async -> Gtk.Window? {
        let before = Gtk.Window.toplevels
        button(title, in: host.window)?.emit("clicked")
        var cover: Gtk.Window?
        await MediaTest.wait {
            cover = Gtk.Window.toplevels.first { window in
                !before.contains { $0.isSameWidget(as: window) } && window.isMapped
            }
            return cover != nil
        }
        return cover
    }

    /// Why a picker step could not start.
    enum Failure: Error { case noCover }

    /// Presses Take Photo until the camera offers Use Photo (the first frame may still be coming),
    /// then Use Photo; `false` if it never offered it.
    static func takePhoto(in cover: Gtk.Window) async -> Bool {
        let offered = await MediaTest.wait {
            button("Use Photo", in: cover) == nil
                ? (button("Take Photo", in: cover)?.emit("clicked"), false).1 : true
        }
        button("Use Photo", in: cover)?.emit("clicked")
        return offered
    }

    static func button(_ label: String, in root: Gtk.Widget) -> Gtk.Widget? {
        root.all("GtkButton").first { button in
            button.isVisible
                && (button.property("label", as: String.self) == label || labels(in: button).contains(label))
        }
    }

    static func labels(in root: Gtk.Widget) -> [String] {
        root.all("GtkLabel").compactMap { $0.property("label", as: String.self) }
    }

    /// Waits until every thumbnail cell of the grid shows an image.
    static func waitForThumbnails(in cover: Gtk.Window) async -> Bool {
        await MediaTest.wait {
            guard let grid = cover.first("GtkGridView") else { return false }
            let pictures = grid.all("GtkPicture")
            return !pictures.isEmpty && pictures.allSatisfy { $0.paintable != nil }
        }
    }
}

@Suite("ImagePicker", .serialized)
@MainActor
struct ImagePickerTests {
    @Test("Activating the newest photo's grid item completes with that photo, and the cover closes")
    func pickOriginal() async throws {
        let session = try await PickerSession()
        defer { session.close() }
        let library = session.library
        let completions = session.completions
        let host = session.host
        let cover = try await session.openCover()
        #expect(PickerUI.labels(in: host.window).contains("presented"))
        let grid = try #require(cover.first("GtkGridView"))
        let tooltips = grid.all("GtkBox").compactMap(\.tooltip)
        #expect(tooltips.contains { $0.hasPrefix("c-new.png, ") }, "items are named by file and date: \(tooltips)")
        #expect(tooltips.contains("Holidays, folder"))
        #expect(!tooltips.contains { $0.hasPrefix("notes.txt") })
        // Sub-folder first (position 0), then the newest photo.
        #expect(grid.activateListItem(at: 1))
        #expect(await MediaTest.wait { completions.results.count == 1 })
        let picked = try #require(completions.results.first ?? nil)
        #expect(picked.width == 30 && picked.height == 20)
        #expect(picked.rgba == library.newest.rgba)
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("idle") && !cover.isMapped })
    }

    @Test("With editing, Choose returns the centred square crop: size and a pixel checked")
    func pickEdited() async throws {
        let session = try await PickerSession(allowsEditing: true)
        defer { session.close() }
        let library = session.library
        let completions = session.completions
        let cover = try await session.openCover()
        try #require(cover.first("GtkGridView")).activateListItem(at: 1)
        #expect(await MediaTest.wait { PickerUI.button("Choose", in: cover) != nil })
        #expect(completions.results.isEmpty, "nothing is returned before the user confirms the crop")
        PickerUI.button("Choose", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { completions.results.count == 1 })
        let edited = try #require(completions.results.first ?? nil)
        #expect(edited.width == 20 && edited.height == 20, "the largest square of a 30×20 photo")
        #expect(edited.pixel(x: 0, y: 0) == library.newest.pixel(x: 5, y: 0))
        #expect(edited.pixel(x: 19, y: 19) == library.newest.pixel(x: 24, y: 19))
    }

    @Test("Back in the editor returns to the library; Cancel there completes with nil")
    func cancel() async throws {
        let session = try await PickerSession(allowsEditing: true)
        defer { session.close() }
        let completions = session.completions
        let host = session.host
        let cover = try await session.openCover()
        try #require(cover.first("GtkGridView")).activateListItem(at: 2)
        #expect(await MediaTest.wait { PickerUI.button("Back", in: cover) != nil })
        PickerUI.button("Back", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { cover.first("GtkGridView") != nil })
        #expect(completions.results.isEmpty)
        PickerUI.button("Cancel", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { completions.results.count == 1 })
        #expect(completions.results == [nil])
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("idle") })
    }

    @Test("Closing the cover's window completes with nil once and turns the binding false")
    func closeWindow() async throws {
        let session = try await PickerSession()
        defer { session.close() }
        let completions = session.completions
        let host = session.host
        let windows = FinalizationCounter()
        do {
            let cover = try #require(await PickerUI.open(host))
            windows.track(cover)
            cover.emitReturningBool("close-request")
        }
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("idle") })
        #expect(completions.results == [nil])
        // The marker that the picker is gone for good: its window was dismantled and finalized,
        // so no later teardown step can complete it a second time.
        #expect(await MediaTest.wait { windows.finalized == 1 })
        #expect(completions.results.count == 1, "exactly once")
    }

    @Test("Opening a sub-folder lists its photos; Up goes back")
    func subFolder() async throws {
        let session = try await PickerSession()
        defer { session.close() }
        let cover = try await session.openCover()
        try #require(cover.first("GtkGridView")).activateListItem(at: 0)
        #expect(await MediaTest.wait { PickerUI.labels(in: cover).contains("Holidays") })
        #expect(await MediaTest.wait { cover.first("GtkGridView")?.all("GtkBox").compactMap(\.tooltip).count == 1 })
        PickerUI.button("Up", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { cover.first("GtkGridView")?.all("GtkBox").compactMap(\.tooltip).count == 4 })
    }

    @Test("A photo that cannot be decoded shows why, and the picker stays open")
    func badPhoto() async throws {
        let files = try TestFiles("graft-bad-library")
        defer { files.remove() }
        try files.write("broken.jpg", Array("Dear diary".utf8))
        let completions = Completions()
        let host = try await PickerUI.show(directory: files.directory, completions: completions)
        defer { host.close() }
        let cover = try #require(await PickerUI.open(host))
        #expect(await PickerUI.waitForThumbnails(in: cover), "a broken file gets the missing-image icon")
        try #require(cover.first("GtkGridView")).activateListItem(at: 0)
        #expect(
            await MediaTest.wait {
                PickerUI.labels(in: cover).contains { $0.contains("Cannot open broken.jpg: not an image") }
            })
        #expect(completions.results.isEmpty && cover.isMapped)
    }

    @Test("An empty or missing folder says so")
    func emptyFolder() async throws {
        let completions = Completions()
        let host = try await PickerUI.show(directory: "/nonexistent/graft-pictures", completions: completions)
        defer { host.close() }
        let cover = try #require(await PickerUI.open(host))
        #expect(
            await MediaTest.wait {
                PickerUI.labels(in: cover).contains {
                    $0.hasPrefix("Cannot open the folder /nonexistent/graft-pictures")
                }
            })
    }

    @Test("With no camera, .camera shows the no-camera state; availability follows the device monitor")
    func noCamera() async throws {
        let hasVideoDevice =
            (try? FileManager.default.contentsOfDirectory(atPath: "/dev"))?.contains { $0.hasPrefix("video") } ?? false
        if !hasVideoDevice { #expect(!ImagePicker.isSourceTypeAvailable(.camera)) }
        #expect(ImagePicker.isSourceTypeAvailable(.photoLibrary))
        let completions = Completions()
        let host = try await PickerUI.show(.camera, directory: "/tmp", completions: completions)
        defer { host.close() }
        let cover = try #require(await PickerUI.open(host))
        #expect(
            await MediaTest.wait {
                PickerUI.labels(in: cover).contains { $0.localizedCaseInsensitiveContains("no camera") }
            })
        PickerUI.button("Cancel", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { completions.results == [nil] })
    }

    @Test("With GStreamer's test pattern as the camera, Take Photo then Use Photo completes with a frame")
    func camera() async throws {
        let completions = Completions()
        let host = try await PickerUI.show(
            .camera, directory: "/tmp", camera: .testPattern(width: 64, height: 48), completions: completions)
        defer { host.close() }
        let cover = try #require(await PickerUI.open(host))
        #expect(await PickerUI.takePhoto(in: cover))
        #expect(await MediaTest.wait { completions.results.count == 1 })
        let photo = try #require(completions.results.first ?? nil)
        #expect(photo.width == 64 && photo.height == 48)
        let (red, green, blue, _) = photo.pixel(x: 2, y: 2)
        #expect(
            red > 150 && green > 150 && blue > 150, "SMPTE bars start with a light grey bar: \(red) \(green) \(blue)")
        #expect(await MediaTest.wait { PickerUI.labels(in: host.window).contains("idle") })
    }

    @Test("Open other… shows GTK's file chooser; closing the picker closes it too")
    func openOther() async throws {
        let session = try await PickerSession()
        defer { session.close() }
        let completions = session.completions
        let cover = try await session.openCover(waitingForThumbnails: false)
        let before = Gtk.Window.toplevels.count
        PickerUI.button("Open other…", in: cover)?.emit("clicked")
        #expect(Gtk.FileChooser.openCount == 1)
        #expect(await MediaTest.wait { Gtk.Window.toplevels.count == before + 1 }, "the chooser's window")
        PickerUI.button("Cancel", in: cover)?.emit("clicked")
        #expect(await MediaTest.wait { completions.results == [nil] })
        #expect(await MediaTest.wait { Gtk.FileChooser.openCount == 0 && Gtk.Window.toplevels.count == 1 })
    }
}
