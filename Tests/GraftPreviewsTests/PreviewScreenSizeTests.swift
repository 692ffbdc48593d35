import Graft
import GtkBridge
import Testing

@Suite("Preview sizes do not depend on the screen", .serialized)
@MainActor
struct PreviewScreenSizeTests {
    @Test("A 1600×1200 preview renders at 1600×1200 on a smaller screen, its far corner drawn")
    func largerThanTheScreen() throws {
        let view = ZStack(alignment: .bottomTrailing) {
            Color.white
            Color.red.frame(width: 40, height: 40)
        }
        let image = try PreviewRenderer.render(view, layout: .fixed(width: 1600, height: 1200)).pixels()
        #expect(image.width == 1600 && image.height == 1200)
        let corner = image.pixel(x: 1580, y: 1180)
        #expect(corner.red > 200 && corner.green < 60 && corner.blue < 60, "\(corner)")
        let middle = image.pixel(x: 800, y: 600)
        #expect(middle.red > 200 && middle.green > 200 && middle.blue > 200, "\(middle)")
    }

    @Test("The default device layout keeps its 390×844 size whatever the screen")
    func deviceLayout() throws {
        let image = try PreviewRenderer.render(Color.blue, layout: .device).pixels()
        #expect(image.width == PreviewLayout.deviceSize.width && image.height == PreviewLayout.deviceSize.height)
    }
}
