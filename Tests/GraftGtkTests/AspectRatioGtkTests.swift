import Graft
import GtkBridge
import Testing

@Suite("scaledToFit / scaledToFill / aspectRatio on resizable images", .serialized)
@MainActor
struct AspectRatioGtkTests {
    /// A 30 × 10 image of three stripes: red, green, blue.
    static let stripes: [UInt8] = (0..<10).flatMap { _ in
        (0..<30).flatMap { x -> [UInt8] in x < 10 ? [255, 0, 0, 255] : x < 20 ? [0, 255, 0, 255] : [0, 0, 255, 255] }
    }

    func render(_ mode: ContentMode?) throws -> RGBAImage {
        let host = try GtkTest.show {
            Group {
                if let mode {
                    Image(width: 30, height: 10, rgba: Self.stripes).resizable().aspectRatio(contentMode: mode)
                } else {
                    Image(width: 30, height: 10, rgba: Self.stripes).resizable()
                }
            }
            .frame(width: 80, height: 80)
        }
        defer { host.close() }
        return try WidgetRenderer.renderImage(of: try #require(host.root.first("GtkPicture")))
    }

    @Test("Stretched by default, letterboxed by .fit, cropped to the middle stripe by .fill")
    func modes() throws {
        let stretched = try render(nil)
        #expect(stretched.pixel(x: 5, y: 5).red > 200, "stretched: the red stripe reaches the top-left corner")
        let fit = try render(.fit)
        #expect(fit.pixel(x: 40, y: 5).alpha < 20, "fit: empty above the letterboxed image")
        #expect(fit.pixel(x: 5, y: 40).red > 200, "fit: the whole width, red at the left")
        let fill = try render(.fill)
        #expect(fill.pixel(x: 5, y: 40).green > 200 && fill.pixel(x: 5, y: 40).red < 50, "fill: only the middle shows")
        #expect(fill.pixel(x: 75, y: 40).green > 200)
        #expect(fill.pixel(x: 40, y: 2).alpha > 240, "fill: no empty band")
    }
}
