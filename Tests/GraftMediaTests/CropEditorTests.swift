import Graft
import GraftMedia
import GtkBridge
import Testing

@Suite("Crop square")
struct CropSquareTests {
    @Test("Starts as the largest centred square; moves and zooms stay inside the image")
    func geometry() {
        var square = CropSquare(imageWidth: 200, imageHeight: 100)
        #expect(square.rect == PixelRect(x: 50, y: 0, width: 100, height: 100))
        square.move(dx: 500, dy: 0)
        #expect(square.rect == PixelRect(x: 100, y: 0, width: 100, height: 100), "clamped at the right edge")
        square.zoom(by: 2)
        #expect(square.rect == PixelRect(x: 125, y: 25, width: 50, height: 50), "zoom keeps the centre")
        square.move(dx: -1000, dy: -1000)
        #expect(square.rect == PixelRect(x: 0, y: 0, width: 50, height: 50))
        square.zoom(by: 1000)
        #expect(square.rect.width == 16, "the smallest square is 16 pixels")
        square.zoom(by: 0.0001)
        #expect(square.rect.width == 100, "the largest is the shorter side")
        square.zoom(by: .nan)
        #expect(square.rect.width == 100)
    }
}

@Suite("Crop editor", .serialized)
@MainActor
struct CropEditorTests {
    @Test("Keys move (arrows) and zoom (+/-); Enter confirms the crop; Escape cancels")
    func keyboard() async throws {
        try GtkRuntime.initialize()
        let image = Pixels.gradient(width: 120, height: 80)
        let editor = CropEditorController(image: image)
        var confirmed: PlatformImage?
        var cancelled = 0
        editor.onConfirm = { confirmed = $0 }
        editor.onCancel = { cancelled += 1 }
        let window = Gtk.Window(title: "crop")
        window.child = editor.view
        window.setDefaultSize(width: 360, height: 300)
        window.present()
        defer { window.destroy() }
        #expect(await MediaTest.wait { window.isMapped && editor.cropArea.hasFocus }, "the crop area takes focus")
        #expect(editor.handle(.plus))  // 80 → 64
        #expect(editor.square.rect.width == 64)
        #expect(editor.handle(.right) && editor.handle(.right))  // +20 px
        #expect(editor.handle(.down))
        #expect(!editor.handle(.other(0x61)), "other keys pass through")
        let expected = editor.square.rect
        #expect(expected == PixelRect(x: 48, y: 16, width: 64, height: 64), "down is clamped at the bottom edge")
        #expect(editor.handle(.enter))
        let crop = try #require(confirmed)
        #expect(crop.width == 64 && crop.height == 64)
        #expect(crop.pixel(x: 0, y: 0) == image.pixel(x: 48, y: 16))
        #expect(editor.handle(.escape) && cancelled == 1)
    }
}

@Suite("Crop editor input", .serialized)
@MainActor
struct CropEditorInputTests {
    @Test("The scroll wheel zooms, a drag moves and keys arrive through GTK's own controllers")
    func pointerAndKeys() async throws {
        try GtkRuntime.initialize()
        let image = Pixels.gradient(width: 120, height: 80)
        let editor = CropEditorController(image: image)
        var confirmed: PlatformImage?
        editor.onConfirm = { confirmed = $0 }
        let window = Gtk.Window(title: "crop input")
        window.child = editor.view
        window.setDefaultSize(width: 360, height: 300)
        window.present()
        defer { window.destroy() }
        #expect(await MediaTest.wait { window.isMapped && editor.cropArea.allocatedWidth > 0 })
        let area = editor.cropArea
        let scroll = try #require(area.eventControllers(ofType: "GtkEventControllerScroll").first)
        scroll.emit("scroll", arguments: [0, -1])  // wheel up: zoom in, 80 → 64 pixels
        #expect(editor.square.rect == PixelRect(x: 28, y: 8, width: 64, height: 64))
        let drag = try #require(area.eventControllers(ofType: "GtkGestureDrag").first)
        let scale = min(Double(area.allocatedWidth) / 120, Double(area.allocatedHeight) / 80)
        drag.emit("drag-begin", arguments: [50, 50])
        drag.emit("drag-update", arguments: [10 * scale, 5 * scale])  // 10 and 5 image pixels
        #expect(editor.square.rect == PixelRect(x: 38, y: 13, width: 64, height: 64))
        drag.emit("drag-update", arguments: [1000 * scale, 0])
        #expect(editor.square.rect.x == 56, "dragged past the edge: clamped")
        let keys = try #require(area.eventControllers(ofType: "GtkEventControllerKey").first)
        #expect(keys.emit("key-pressed", arguments: [Double(Gtk.Widget.Key.left.keyval), 0, 0]))
        #expect(editor.square.rect.x == 46)
        #expect(keys.emit("key-pressed", arguments: [Double(Gtk.Widget.Key.minus.keyval), 0, 0]))
        #expect(editor.square.rect.width == 80, "zoomed back out to the shorter side")
        #expect(!keys.emit("key-pressed", arguments: [Double(0x61), 0, 0]), "'a' is not handled")
        #expect(keys.emit("key-pressed", arguments: [Double(Gtk.Widget.Key.enter.keyval), 0, 0]))
        #expect(confirmed?.width == 80 && confirmed?.height == 80)
    }
}
