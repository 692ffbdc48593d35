import Graft
import Testing

@testable import RepresentableExamples

@Suite("Preview rendering: sizes, schemes, determinism", .serialized)
@MainActor
struct PreviewRenderingTests {
    @Test("The same view renders to the same PNG bytes every time")
    func deterministic() throws {
        let view = VStack {
            Text("Graft previews")
            RoundedBorder().frame(width: 120, height: 80)
        }
        let first = try PreviewRenderer.render(view, layout: .fixed(width: 200, height: 200))
        let second = try PreviewRenderer.render(view, layout: .fixed(width: 200, height: 200))
        let dark = try PreviewRenderer.render(view, layout: .fixed(width: 200, height: 200), colorScheme: .dark)
        let third = try PreviewRenderer.render(view, layout: .fixed(width: 200, height: 200))
        #expect(first.pngData == second.pngData)
        #expect(first.pngData == third.pngData)
        #expect(first.pngData != dark.pngData)
    }

    @Test("RoundedBorder: the centre is white in light and near-black in dark; the border is accent blue")
    func lightAndDark() throws {
        let schemes = [(ColorScheme.light, [255, 255, 255], [255, 255, 255]), (.dark, [20, 20, 20], [31, 31, 31])]
        for (scheme, fill, windowBackground) in schemes {
            let image = try PreviewRenderer.render(
                RoundedBorder(), layout: .fixed(width: 200, height: 200), colorScheme: scheme
            ).pixels()
            #expect((image.width, image.height) == (200, 200))
            #expect(close(image.rgb(100, 100), fill), "centre in \(scheme): \(image.rgb(100, 100))")
            // Along the centre row, left of the centre, the 14 px border is accent blue.
            let blue = (0..<100).filter { close(image.rgb($0, 100), accentBlue) }
            #expect(blue.count >= 10, "accent-blue pixels on the centre row in \(scheme): \(blue.count)")
            // Outside the rounded corner the window's own background of that scheme shows.
            #expect(close(image.rgb(0, 0), windowBackground), "corner in \(scheme): \(image.rgb(0, 0))")
        }
    }

    @Test("Layouts: fixed is the size asked for, sizeThatFits the natural size, device 390×844")
    func layouts() throws {
        let fixed = try PreviewRenderer.render(RoundedBorder(), layout: .fixed(width: 200, height: 120))
        #expect((fixed.width, fixed.height) == (200, 120))
        let fitting = try PreviewRenderer.render(RoundedBorder(), layout: .sizeThatFits)
        #expect((fitting.width, fitting.height) == (64, 64))
        let framed = try PreviewRenderer.render(Text("Hi").frame(width: 90, height: 30), layout: .sizeThatFits)
        #expect((framed.width, framed.height) == (90, 30))
        let device = try PreviewRenderer.render(RedLabel())
        #expect((device.width, device.height) == (390, 844))
        let label = try PreviewRenderer.render(RedLabel(), layout: .sizeThatFits)
        #expect(label.width > 32 && label.width < 200 && label.height > 16 && label.height < 60)
        let image = try fixed.pixels()
        #expect((image.width, image.height) == (200, 120))
    }

    @Test("Rendering restores GTK's settings: the dark preference is back to what it was")
    func restoresSettings() throws {
        try GtkRuntime.initialize()
        let settings = try #require(Settings.default)
        let before = (settings.preferDarkTheme, settings.themeName)
        _ = try PreviewRenderer.render(RedLabel(), layout: .sizeThatFits, colorScheme: .dark)
        #expect(settings.preferDarkTheme == before.0)
        #expect(settings.themeName == before.1)
    }

    @Test("PNG round trip: RGBAImage encodes and decodes byte for byte")
    func pngRoundTrip() throws {
        var image = RGBAImage(width: 3, height: 2, red: 10, green: 20, blue: 30, alpha: 255)
        image.setPixel(x: 2, y: 1, to: (255, 0, 128, 100))
        let png = try image.pngData()
        #expect(try RGBAImage(pngData: png) == image)
        #expect(try image.pngData() == png)
        #expect(throws: ImageCodingError.self) { try RGBAImage(pngData: [1, 2, 3]) }
    }
}
