import Graft
import GraftGtk
import GtkBridge
import Testing

@Suite("symbolVariant on GTK", .serialized)
@MainActor
struct SymbolVariantGtkTests {
    /// The pixels of a large symbol image that are not white, drawn on white.
    func ink(_ image: some View) throws -> Int {
        let host = try GtkTest.show(width: 64, height: 64, colorScheme: .light) {
            ZStack {
                Color.white
                image.imageScale(.large).frame(width: 48, height: 48)
            }
        }
        defer { host.close() }
        try host.window.waitUntilPainted()
        let rendered = try WidgetRenderer.renderImage(of: host.window)
        var count = 0
        for y in 0..<rendered.height {
            for x in 0..<rendered.width {
                let pixel = try rendered.pixel(x: x, y: y)
                if Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 700 { count += 1 }
            }
        }
        return count
    }

    @Test("`.fill` on a star shows the filled star, as `star.fill` does; the outline has less ink")
    func fill() throws {
        let outline = try ink(Image(systemName: "star"))
        let variant = try ink(Image(systemName: "star").symbolVariant(.fill))
        let named = try ink(Image(systemName: "star.fill"))
        #expect(outline > 0, "the outline star is drawn")
        #expect(variant == named, "the variant is the filled star")
        #expect(variant > outline + outline / 4, "filled \(variant) dark pixels, outline \(outline)")
        let label = try ink(Label("", systemImage: "star").labelStyle(.iconOnly).symbolVariant(.fill))
        #expect(label == named, "a Label's icon takes the variant too")
    }

    @Test("Variant names: parts in SF order, none doubled, fewer parts when the table lacks the name")
    func names() {
        #expect(SymbolVariants.circle.fill._candidates(for: "person").first == "person.circle.fill")
        #expect(SymbolVariants.fill._candidates(for: "star.fill") == ["star.fill"])
        #expect(SymbolVariants.slash.fill._candidates(for: "speaker").first == "speaker.slash.fill")
        #expect(SystemSymbols.name("speaker", in: .slash.circle) == "speaker.slash")
        #expect(SystemSymbols.name("go-home-symbolic", in: .fill) == "go-home-symbolic")
        #expect(SystemSymbols.name("star", in: .none) == "star")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }
}
