import Graft
import GtkBridge
import Testing

@Suite("offset, shadow and custom ButtonStyle on GTK", .serialized)
@MainActor
struct EffectsGtkTests {
    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(6)
                .background(Capsule().fill(.blue))
        }
    }

    func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 200 && p.green < 60 && p.blue < 60
    }

    @Test("offset moves the drawing, not the layout")
    func offset() throws {
        let host = try GtkTest.show {
            Color.red.frame(width: 20, height: 20).offset(x: 30, y: 0)
                .frame(width: 100, height: 20, alignment: .leading)
                .background(Color.white)
        }
        defer { host.close() }
        let stack = try #require(host.root.first("GtkOverlay"))
        #expect(stack.allocatedWidth == 100)
        #expect(stack.all("GtkBox").contains { $0.allocatedWidth == 20 }, "the moved view keeps its own size")
        let image = try WidgetRenderer.renderImage(of: stack)
        #expect(isRed(image.pixel(x: 40, y: 10)), "drawn 30 points to the right")
        #expect(!isRed(image.pixel(x: 5, y: 10)), "not where it was laid out")
    }

    @Test("shadow draws outside the view at its offset, in its colour")
    func shadow() throws {
        let host = try GtkTest.show {
            Color.white.frame(width: 40, height: 40).shadow(color: .red, radius: 0, x: 6, y: 6)
                .padding(10)
                .background(Color.white)
        }
        defer { host.close() }
        let outer = try #require(host.root.first("GtkOverlay"))
        let image = try WidgetRenderer.renderImage(of: outer)
        // The view spans 10…50; its shadow 16…56.
        #expect(isRed(image.pixel(x: 53, y: 53)), "the shadow shows below and right of the view")
        #expect(!isRed(image.pixel(x: 30, y: 30)), "the view covers its own shadow")
        #expect(!isRed(image.pixel(x: 5, y: 5)))
    }

    @Test("A custom ButtonStyle draws the label its way inside a flat GtkButton that still clicks")
    func customStyle() throws {
        final class Clicks { var count = 0 }
        let clicks = Clicks()
        let host = try GtkTest.show { Button("Pill") { clicks.count += 1 }.buttonStyle(Pill()) }
        defer { host.close() }
        let button = try #require(host.root.first("GtkButton"))
        #expect(button.hasCSSClass("flat"))
        #expect(button.first("GtkDrawingArea") != nil, "the style's capsule is inside the button")
        #expect(button.labelTexts == ["Pill"])
        button.emit("clicked")
        #expect(clicks.count == 1)
        let image = try WidgetRenderer.renderImage(of: button)
        let centre = image.pixel(x: image.width / 2, y: 2)
        #expect(centre.blue > 150 && centre.red < 120, "the capsule fill shows at the top middle")
    }
}

@Suite("rotationEffect and scaleEffect on GTK", .serialized)
@MainActor
struct TransformEffectsGtkTests {
    func isRed(_ p: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        p.red > 200 && p.green < 60 && p.blue < 60
    }

    func render<Content: View>(@ViewBuilder _ content: () -> Content) throws -> RGBAImage {
        let host = try GtkTest.show {
            content().frame(width: 60, height: 60).background(Color.white)
        }
        defer { host.close() }
        return try WidgetRenderer.renderImage(of: try #require(host.root.first("GtkOverlay")))
    }

    @Test("A quarter turn stands a horizontal bar up around its centre")
    func rotation() throws {
        let flat = try render { Color.red.frame(width: 40, height: 10) }
        #expect(isRed(flat.pixel(x: 12, y: 30)) && !isRed(flat.pixel(x: 30, y: 12)))
        let turned = try render { Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)) }
        #expect(isRed(turned.pixel(x: 30, y: 12)), "the bar now runs vertically through the centre")
        #expect(!isRed(turned.pixel(x: 12, y: 30)))
    }

    @Test("scaleEffect grows the drawing around the centre without growing the layout")
    func scale() throws {
        let grown = try render { Color.red.frame(width: 20, height: 20).scaleEffect(2) }
        #expect(isRed(grown.pixel(x: 12, y: 12)), "a 20-point square drawn 40 points wide around the centre")
        #expect(!isRed(grown.pixel(x: 5, y: 5)))
    }
}

@Suite("zIndex in a ZStack on GTK", .serialized)
@MainActor
struct ZIndexGtkTests {
    struct Stack: View {
        @State var blueOnTop = false
        var body: some View {
            VStack {
                ZStack {
                    Color.red.frame(width: 40, height: 40).zIndex(1)
                    Color.blue.frame(width: 40, height: 40).zIndex(blueOnTop ? 2 : 0)
                }
                Button("Raise blue") { blueOnTop = true }
            }
        }
    }

    @Test("A higher zIndex draws on top, whatever the declaration order, and follows state")
    func order() throws {
        let host = try GtkTest.show { Stack() }
        defer { host.close() }
        let stack = try #require(host.root.first("GtkOverlay"))
        func centre() throws -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            let image = try WidgetRenderer.renderImage(of: stack)
            return image.pixel(x: image.width / 2, y: image.height / 2)
        }
        #expect(try centre().red > 200, "red (zIndex 1) over blue (0), though blue comes later")
        try #require(host.root.all("GtkButton").first).emit("clicked")
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { ((try? centre())?.blue ?? 0) > 200 }, "blue raised to 2")
    }
}
