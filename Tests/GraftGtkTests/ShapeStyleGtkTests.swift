import Graft
import GtkBridge
import Testing

@Suite("Gradient foreground styles, elliptical gradients, shaped backgrounds and drawingGroup", .serialized)
@MainActor
struct ShapeStyleGtkTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    /// Shows `content` on white and renders the window's content.
    func renderOnWhite<Content: View>(_ content: () -> Content) throws -> RGBAImage {
        let host = try GtkTest.show { content().background(Color.white) }
        defer { host.close() }
        return try WidgetRenderer.renderImage(of: try #require(host.root.first("GtkOverlay")))
    }

    @Test("EllipticalGradient stretches its circles to the frame: the same colour at the middle of each edge")
    func elliptical() throws {
        let images = try renderDrawingAreas(2) {
            VStack {
                EllipticalGradient(colors: [.white, .black]).frame(width: 100, height: 40)
                Rectangle()
                    .fill(.ellipticalGradient(Gradient(colors: [red, blue]), endRadiusFraction: 0.25))
                    .frame(width: 100, height: 40)
            }
        }
        let stretched = images[0]
        #expect(stretched.pixel(x: 50, y: 20).red > 245, "white at the centre")
        let (side, top) = (Int(stretched.pixel(x: 25, y: 20).red), Int(stretched.pixel(x: 50, y: 10).red))
        #expect(abs(side - top) <= 12, "halfway out horizontally and vertically match: \(side) \(top)")
        #expect(side > 100 && side < 160)
        #expect(stretched.pixel(x: 99, y: 20).red < 10 && stretched.pixel(x: 50, y: 0).red < 10, "black at the edges")
        let short = images[1]
        #expect(short.pixel(x: 50, y: 20).red > 240 && short.pixel(x: 80, y: 20).blue > 240, "ends at a quarter")
    }

    @Test("foregroundStyle with a gradient fills shapes with it; text below takes its first colour")
    func foregroundGradient() throws {
        let host = try GtkTest.show {
            VStack {
                Circle().frame(width: 40, height: 40)
                Rectangle().frame(width: 40, height: 40).foregroundColor(.green)
                Text("Gradient")
            }
            .foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
        }
        defer { host.close() }
        let areas = host.root.all("GtkDrawingArea")
        try #require(areas.count == 2)
        let circle = try WidgetRenderer.renderImage(of: areas[0])
        let (top, bottom) = (circle.pixel(x: 20, y: 3), circle.pixel(x: 20, y: 37))
        #expect(top.red > 200 && top.blue < 60, "red at the top: \(top)")
        #expect(bottom.blue > 200 && bottom.red < 60, "blue at the bottom: \(bottom)")
        let green = Color.green.resolve(in: .light)
        let inner = try WidgetRenderer.renderImage(of: areas[1]).pixel(x: 20, y: 20)
        #expect(abs(Int(inner.green) - Int(green.green * 255)) < 4, "an inner foregroundColor wins")
        let label = try #require(host.root.first("GtkLabel"))
        let text = try WidgetRenderer.renderImage(of: label)
        var inked: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] = []
        for y in 0..<text.height {
            for x in 0..<text.width where text.pixel(x: x, y: y).alpha > 200 { inked.append(text.pixel(x: x, y: y)) }
        }
        #expect(!inked.isEmpty && inked.allSatisfy { $0.red > $0.blue }, "the glyphs are red")
    }

    @Test("background(_:in:) and overlay(_:in:) fill a shape the view's size; backgroundStyle sets background(in:)")
    func shapedBackgrounds() throws {
        let images = try renderDrawingAreas(4) {
            VStack(spacing: 0) {
                Color.clear.frame(width: 60, height: 30).background(blue, in: Capsule())
                Color.clear.frame(width: 60, height: 30).overlay(red.opacity(0.5), in: Rectangle())
                Color.clear.frame(width: 60, height: 30).background(in: Circle()).backgroundStyle(red)
                Color.clear.frame(width: 60, height: 30).background(in: Rectangle())
            }
        }
        #expect(images.allSatisfy { $0.width == 60 && $0.height == 30 }, "sized to the view")
        let capsule = images[0]
        #expect(isNear(capsule.pixel(x: 30, y: 15), (0, 0, 255)) && capsule.pixel(x: 1, y: 1).alpha == 0)
        let overlay = images[1].pixel(x: 30, y: 15)
        #expect(overlay.red > 100 && abs(Int(overlay.alpha) - 128) <= 3, "half-transparent red over it")
        let circle = images[2]
        #expect(isNear(circle.pixel(x: 30, y: 15), (255, 0, 0)) && circle.pixel(x: 5, y: 15).alpha == 0)
        let window = Color.background.resolve(in: .light)
        let plain = images[3].pixel(x: 30, y: 15)
        #expect(abs(Int(plain.red) - Int(window.red * 255)) < 4, "no backgroundStyle: the window background")
    }

    @Test("drawingGroup() draws exactly as without it")
    func drawingGroup() throws {
        func scene() -> some View {
            ZStack {
                Circle().fill(red).frame(width: 30, height: 30).offset(x: -8)
                Circle().fill(blue.opacity(0.6)).frame(width: 30, height: 30).offset(x: 8)
            }
            .frame(width: 60, height: 40)
        }
        let plain = try renderOnWhite { scene() }
        let grouped = try renderOnWhite { scene().drawingGroup() }
        #expect(plain.width == grouped.width && plain.height == grouped.height)
        #expect(plain.pixel(x: 30, y: 20) != plain.pixel(x: 5, y: 5), "the scene draws something")
        #expect(plain.pixels == grouped.pixels)
    }
}
