import GtkBridge
import Testing

extension GtkWidgetsSuite {
    @Suite("Drawing")
    @MainActor
    struct DrawingTests {
        /// The RGBA bytes of pixel (x, y) in a rendered image `width` pixels wide.
        func pixel(_ image: [UInt8], width: Int, _ x: Int, _ y: Int) -> [UInt8] {
            let start = (y * width + x) * 4
            return Array(image[start..<start + 4])
        }

        @Test("a rounded rectangle with a border: fill inside, border at the edge, corners clear")
        func roundedRectWithBorder() {
            let image = Gtk.DrawingContext._renderRGBA(width: 40, height: 30) { context in
                #expect(context.width == 40 && context.height == 30)
                context.setColor(red: 1, green: 0, blue: 0)
                context.fillRoundedRect(x: 0, y: 0, width: 40, height: 30, radius: 10)
                context.setColor(red: 0, green: 0, blue: 1)
                context.strokeRoundedRect(x: 0, y: 0, width: 40, height: 30, radius: 10, lineWidth: 4)
            }
            #expect(pixel(image, width: 40, 20, 15) == [255, 0, 0, 255])  // centre: fill
            #expect(pixel(image, width: 40, 20, 1) == [0, 0, 255, 255])  // top edge: border
            #expect(pixel(image, width: 40, 38, 15) == [0, 0, 255, 255])  // right edge: border
            #expect(pixel(image, width: 40, 0, 0) == [0, 0, 0, 0])  // outside the rounded corner
        }

        @Test("fill covers the whole area and fillRect only its rectangle")
        func fills() {
            let image = Gtk.DrawingContext._renderRGBA(width: 10, height: 10) { context in
                context.setColor(red: 0, green: 1, blue: 0)
                context.fill()
                context.setColor(red: 1, green: 1, blue: 1)
                context.fillRect(x: 0, y: 0, width: 5, height: 5)
            }
            #expect(pixel(image, width: 10, 9, 9) == [0, 255, 0, 255])
            #expect(pixel(image, width: 10, 2, 2) == [255, 255, 255, 255])
        }

        @Test("a context used after its draw call does nothing")
        func escapedContext() {
            var escaped: Gtk.DrawingContext?
            _ = Gtk.DrawingContext._renderRGBA(width: 4, height: 4) { escaped = $0 }
            let context = escaped
            #expect(context != nil)
            context?.setColor(red: 1, green: 0, blue: 0)
            context?.fill()
            context?.fillRoundedRect(x: 0, y: 0, width: 4, height: 4, radius: 1)
        }

        @Test("DrawingArea content size and draw handler replacement release the old closure")
        func drawingArea() throws {
            try startGtk()
            let area = Gtk.DrawingArea(contentWidth: 50, contentHeight: 20)
            #expect(area.contentWidth == 50 && area.contentHeight == 20)
            #expect(area.measure(orientation: .horizontal).natural == 50)
            final class Marker {}
            weak var weakMarker: Marker?
            do {
                let marker = Marker()
                weakMarker = marker
                area.setDrawHandler { _ in _ = marker }
            }
            #expect(weakMarker != nil)
            area.setDrawHandler(nil)
            #expect(weakMarker == nil)
        }
    }
}
