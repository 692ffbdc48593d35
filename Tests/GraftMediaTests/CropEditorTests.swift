import Graft
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
