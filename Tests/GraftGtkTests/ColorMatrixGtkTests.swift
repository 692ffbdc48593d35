import Graft
import GtkBridge
import Testing

@Suite("colorMultiply and luminanceToAlpha on GTK", .serialized)
@MainActor
struct ColorMatrixGtkTests {
    /// The colours at the middle of each of `views`, 40 points wide, on white.
    func colours(_ views: [AnyView]) throws -> [(red: Int, green: Int, blue: Int)] {
        let host = try GtkTest.show(width: 40 * views.count, height: 40, colorScheme: .light) {
            HStack(spacing: 0) {
                ForEach(0..<views.count, id: \.self) { views[$0].frame(width: 40, height: 40) }
            }
            .background(Color.white)
        }
        defer { host.close() }
        try host.window.waitUntilPainted()
        let image = try WidgetRenderer.renderImage(of: host.window)
        return try (0..<views.count).map { index in
            let pixel = try image.pixel(x: 40 * index + 20, y: 20)
            return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        }
    }

    func near(_ pixel: (red: Int, green: Int, blue: Int), _ expected: (Int, Int, Int)) -> Bool {
        abs(pixel.red - expected.0) < 8 && abs(pixel.green - expected.1) < 8 && abs(pixel.blue - expected.2) < 8
    }

    @Test("colorMultiply multiplies each channel: white takes the colour, blue times red is black, white leaves it")
    func multiply() throws {
        let found = try colours([
            AnyView(Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0))),
            AnyView(Color(red: 0, green: 0, blue: 1).colorMultiply(Color(red: 1, green: 0, blue: 0))),
            AnyView(Color(red: 0.2, green: 0.6, blue: 0.4).colorMultiply(.white)),
        ])
        #expect(near(found[0], (255, 128, 0)), "\(found[0])")
        #expect(near(found[1], (0, 0, 0)), "\(found[1])")
        #expect(near(found[2], (51, 153, 102)), "\(found[2])")
    }

    @Test(
        "a colour computed as NaN or infinite draws (NaN as 0, ±∞ as 1 or 0) instead of trapping, as a fill and a multiplier"
    )
    func nonFiniteColours() throws {
        let nan = Double.nan
        let found = try colours([
            AnyView(Color(red: nan, green: .infinity, blue: -.infinity)),
            AnyView(Color.white.colorMultiply(Color(red: 1, green: nan, blue: 1))),
            AnyView(Color(red: 1, green: 0, blue: 0, opacity: nan)),
        ])
        #expect(near(found[0], (0, 255, 0)), "\(found[0])")
        #expect(near(found[1], (255, 0, 255)), "\(found[1])")
        #expect(near(found[2], (255, 255, 255)), "a NaN opacity is transparent: the white below shows, \(found[2])")
    }

    @Test("luminanceToAlpha: bright parts become opaque black, dark parts transparent, grey half")
    func luminance() throws {
        let found = try colours([
            AnyView(Color.white.luminanceToAlpha()),
            AnyView(Color.black.luminanceToAlpha()),
            AnyView(Color(red: 0.5, green: 0.5, blue: 0.5).luminanceToAlpha()),
        ])
        #expect(near(found[0], (0, 0, 0)), "white becomes opaque black: \(found[0])")
        #expect(near(found[1], (255, 255, 255)), "black becomes transparent over the white: \(found[1])")
        #expect(abs(found[2].red - 128) < 10, "grey becomes half-transparent black: \(found[2])")
    }
}
