import Graft
import GraftGtk
import GtkBridge
import Testing

/// A red backdrop with a band of `material` over its middle.
struct MaterialBand: View {
    let material: Material
    var body: some View {
        ZStack {
            Color(red: 1, green: 0, blue: 0)
            Text("Now playing").frame(width: 160, height: 60).background(
                material, in: RoundedRectangle(cornerRadius: 6))
        }
    }
}

@Suite("Materials on GTK", .serialized)
@MainActor
struct MaterialGtkTests {
    /// The colour at the band's left edge, over the red, where no text is drawn.
    func veil(_ material: Material, _ scheme: ColorScheme) throws -> (red: Int, green: Int, blue: Int) {
        let host = try GtkTest.show(width: 200, height: 100, colorScheme: scheme) { MaterialBand(material: material) }
        defer { host.close() }
        try host.window.waitUntilPainted()
        let pixel = try WidgetRenderer.renderImage(of: host.window).pixel(x: 24, y: 50)
        return (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
    }

    @Test("A material veils what is behind it: the red shows through, less through a thicker one")
    func thickness() throws {
        let thin = try veil(.ultraThinMaterial, .light)
        let regular = try veil(.regularMaterial, .light)
        let thick = try veil(.ultraThickMaterial, .light)
        // Over red, a light veil raises green and blue; the red channel stays high.
        #expect(thin.red > 240 && regular.red > 240 && thick.red > 240, "\(thin) \(regular) \(thick)")
        #expect(thin.green > 40 && thin.green < 140, "ultra thin lets most of the red through: \(thin)")
        #expect(thin.green < regular.green && regular.green < thick.green, "\(thin) \(regular) \(thick)")
        #expect(thick.green < 250, "even the thickest lets some red through: \(thick)")
    }

    @Test("In the dark scheme the veil is dark: the red is dimmed, not whitened")
    func darkScheme() throws {
        let dark = try veil(.regularMaterial, .dark)
        #expect(dark.red < 140 && dark.red > 60, "\(dark)")
        #expect(dark.green < 40, "\(dark)")
    }

    @Test("The colour forms of `.background` still choose the colour: red, a colour's opacity, a material")
    func colourForms() throws {
        let host = try GtkTest.show(width: 90, height: 30) {
            HStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 30).background(.red)
                Color.clear.frame(width: 30, height: 30).background(.blue.opacity(0.5))
                Color.clear.frame(width: 30, height: 30).background(.thinMaterial)
            }
        }
        defer { host.close() }
        try host.window.waitUntilPainted()
        let image = try WidgetRenderer.renderImage(of: host.window)
        let red = try image.pixel(x: 15, y: 15)
        let blue = try image.pixel(x: 45, y: 15)
        #expect(red.red > 200 && red.green < 60 && red.blue < 60, "\(red)")
        #expect(blue.blue > 200 && blue.red > 60 && blue.red < 200, "half-opaque blue over the window: \(blue)")
    }

    @Test("`.background(_:)` takes any shape style: a gradient fills the view's bounds")
    func backgroundStyle() throws {
        let host = try GtkTest.show(width: 100, height: 100) {
            Color.clear.frame(width: 100, height: 100)
                .background(.linearGradient(colors: [.blue, .blue], startPoint: .top, endPoint: .bottom))
        }
        defer { host.close() }
        try host.window.waitUntilPainted()
        let pixel = try WidgetRenderer.renderImage(of: host.window).pixel(x: 50, y: 50)
        #expect(pixel.blue > 200 && pixel.red < 60, "\(pixel)")
    }
}
