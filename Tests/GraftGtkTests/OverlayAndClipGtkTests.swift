import Graft
import GtkBridge
import Testing

@Suite("overlay, aligned background, clipped, foregroundStyle and isEnabled on GTK", .serialized)
@MainActor
struct OverlayAndClipGtkTests {
    func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 200 && p.green < 60 && p.blue < 60
    }

    /// Shows `content` on a white background, checks that it is laid out at `width` × `height`
    /// (what it draws over or behind does not grow it) and renders it.
    func renderOnWhite<Content: View>(width: Int, height: Int, @ViewBuilder _ content: () -> Content) throws
        -> RGBAImage
    {
        let host = try GtkTest.show { content().background(Color.white) }
        defer { host.close() }
        let outer = try #require(host.root.first("GtkOverlay"))
        #expect(outer.allocatedWidth == width && outer.allocatedHeight == height)
        return try WidgetRenderer.renderImage(of: outer)
    }

    @Test("overlay draws its content at the alignment over the view, without growing it")
    func overlay() throws {
        let image = try renderOnWhite(width: 120, height: 40) {
            HStack(spacing: 0) {
                Color.white.frame(width: 60, height: 40)
                    .overlay(alignment: .topTrailing) { Color.red.frame(width: 10, height: 10) }
                Color.white.frame(width: 60, height: 40)
                    .overlay(Color.red.frame(width: 10, height: 10), alignment: .bottomLeading)
            }
        }
        #expect(isRed(image.pixel(x: 55, y: 5)), "top trailing corner of the first view")
        #expect(!isRed(image.pixel(x: 5, y: 5)))
        #expect(!isRed(image.pixel(x: 30, y: 20)), "the overlay is not stretched over the view")
        #expect(isRed(image.pixel(x: 65, y: 35)), "bottom leading corner of the second view")
        #expect(!isRed(image.pixel(x: 115, y: 35)))
    }

    @Test("background(alignment:content:) draws behind the view, stretched to it whatever its own frame")
    func alignedBackground() throws {
        let image = try renderOnWhite(width: 60, height: 40) {
            Color.clear.frame(width: 60, height: 40)
                .background(alignment: .topLeading) { Color.red.frame(width: 10, height: 10) }
        }
        for (x, y) in [(2, 2), (30, 20), (57, 37)] {
            #expect(isRed(image.pixel(x: x, y: y)), "the background shows through the clear view at (\(x), \(y))")
        }
    }

    @Test("clipped hides what an offset moves out of the view's bounds; without it the drawing shows")
    func clipped() throws {
        func moved(clip: Bool) throws -> RGBAImage {
            let host = try GtkTest.show {
                HStack(spacing: 0) {
                    if clip {
                        Color.red.frame(width: 20, height: 20).offset(x: 30, y: 0)
                            .frame(width: 40, height: 20, alignment: .leading).clipped()
                    } else {
                        Color.red.frame(width: 20, height: 20).offset(x: 30, y: 0)
                            .frame(width: 40, height: 20, alignment: .leading)
                    }
                    Spacer(minLength: 0)
                }
                .frame(width: 100, height: 20)
                .background(Color.white)
            }
            defer { host.close() }
            return try WidgetRenderer.renderImage(of: try #require(host.root.first("GtkOverlay")))
        }
        let free = try moved(clip: false)
        #expect(isRed(free.pixel(x: 45, y: 10)), "unclipped, the moved drawing reaches past the 40-point frame")
        let clipped = try moved(clip: true)
        #expect(isRed(clipped.pixel(x: 35, y: 10)), "the part inside the frame still shows")
        #expect(!isRed(clipped.pixel(x: 45, y: 10)), "the part past the frame is clipped away")
    }

    @Test("foregroundStyle(Color) colours the text below it")
    func foregroundStyle() throws {
        let host = try GtkTest.show {
            Text("██████").font(.largeTitle).foregroundStyle(Color.red).padding(4).background(Color.white)
        }
        defer { host.close() }
        let label = try #require(host.root.first("GtkLabel"))
        let image = try WidgetRenderer.renderImage(of: label)
        let red = (0..<image.height).contains { y in (0..<image.width).contains { x in isRed(image.pixel(x: x, y: y)) }
        }
        #expect(red, "the glyphs are drawn in red")
    }

    @Test("\\.isEnabled reads false under disabled(true) and follows the modifier")
    func isEnabled() throws {
        struct Reader: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "enabled" : "disabled") }
        }
        struct Screen: View {
            @State var disabled = true
            var body: some View {
                VStack {
                    Reader().disabled(disabled)
                    Button("enable") { disabled = false }
                }
            }
        }
        let host = try GtkTest.show { Screen() }
        defer { host.close() }
        let label = try #require(host.root.first("GtkLabel"))
        #expect(label.property("label", as: String.self) == "disabled")
        _ = try #require(host.root.all("GtkButton").last).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { label.property("label", as: String.self) == "enabled" })
    }
}
