import Foundation
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

/// A bar that turns a quarter, animated, when its button is clicked.
private struct Turner: View {
    @State var turned = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(turned ? 90 : 0))
                .frame(width: 60, height: 60).background(Color.white)
            Button("turn") { withAnimation(.linear(duration: 0.8)) { turned = true } }
        }
    }
}

@Suite("rotationEffect and scaleEffect, their anchors and animation, on GTK", .serialized)
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

    @Test("A quarter turn about the top-leading corner swings a bar down the left, not through the centre")
    func rotationAnchor() throws {
        // The 40 × 10 bar sits at (10, 25); turned about (10, 25) it covers x 0…10, y 25…60.
        let corner = try render {
            Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90), anchor: .topLeading)
        }
        #expect(isRed(corner.pixel(x: 5, y: 45)), "the bar hangs down left of where it was")
        #expect(!isRed(corner.pixel(x: 30, y: 30)) && !isRed(corner.pixel(x: 30, y: 12)))
        let centre = try render { Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)) }
        #expect(isRed(centre.pixel(x: 30, y: 12)) && !isRed(centre.pixel(x: 5, y: 45)), "the default is the centre")
    }

    @Test("scaleEffect from the top-leading corner grows right and down; from the bottom-trailing, up and left")
    func scaleAnchor() throws {
        // The 20 × 20 square sits at (20, 20).
        let down = try render { Color.red.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading) }
        #expect(isRed(down.pixel(x: 55, y: 55)) && !isRed(down.pixel(x: 15, y: 15)))
        let up = try render {
            Color.red.frame(width: 20, height: 20).scaleEffect(CGSize(width: 2, height: 2), anchor: .bottomTrailing)
        }
        #expect(isRed(up.pixel(x: 5, y: 5)) && !isRed(up.pixel(x: 45, y: 45)))
        let wide = try render { Color.red.frame(width: 20, height: 20).scaleEffect(x: 2, y: 1, anchor: .leading) }
        #expect(isRed(wide.pixel(x: 55, y: 30)) && !isRed(wide.pixel(x: 15, y: 30)) && !isRed(wide.pixel(x: 50, y: 15)))
        let mirrored = try render {
            HStack(spacing: 0) {
                Color.red; Color.blue
            }.frame(width: 40, height: 20).scaleEffect(x: -1, y: 1)
        }
        #expect(isRed(mirrored.pixel(x: 45, y: 30)) && !isRed(mirrored.pixel(x: 15, y: 30)), "x: -1 mirrors")
    }

    @Test("A click on the drawing turned about its corner reaches the view, outside where it was laid out")
    func clicksFollow() throws {
        final class Count { var value = 0 }
        let taps = Count()
        let host = try showForPointer("anchored-turn", width: 200, height: 200) {
            ZStack {
                Color.white.onTapGesture { taps.value += 100 }
                Color.red.frame(width: 100, height: 20)
                    .rotationEffect(.degrees(90), anchor: .topLeading)
                    .onTapGesture { taps.value += 1 }
            }
            .frame(width: 200, height: 200)
        }
        defer {
            host.close()
            Pointer.park()
        }
        func click(_ x: Double, _ y: Double) throws {
            let process = try Pointer.run(window: "anchored-turn", at: (x, y), ["click", "1"])
            #expect(MainLoop.runUntil(timeout: .seconds(10)) { !process.isRunning })
        }
        // The bar at (50, 90) turns about (50, 90): it now covers x 30…50, y 90…190.
        try click(40, 150)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { taps.value != 0 })
        #expect(taps.value == 1, "the turned bar took the click")
        try click(150, 40)
        #expect(MainLoop.runUntil(timeout: .seconds(5)) { taps.value != 1 })
        #expect(taps.value == 101, "away from the bar, the background gets the click")
    }

    @Test("withAnimation turns the bar through the angles between: at 45° it crosses the diagonal")
    func animatedTurn() throws {
        let host = try GtkTest.show { Turner() }
        defer { host.close() }
        func square() throws -> RGBAImage {
            try WidgetRenderer.renderImage(of: try #require(host.root.all("GtkOverlay").first))
        }
        #expect(isRed(try square().pixel(x: 12, y: 30)), "flat at first")
        _ = host.root.first("GtkButton")!.emit("clicked")
        var sawDiagonal = false
        let ended = MainLoop.runUntil(timeout: .seconds(5)) {
            guard let image = try? square() else { return false }
            // At 45° clockwise the bar passes (20, 20) and (40, 40); flat or upright it covers neither.
            if isRed(image.pixel(x: 20, y: 20)) && isRed(image.pixel(x: 40, y: 40)) { sawDiagonal = true }
            return isRed(image.pixel(x: 30, y: 12)) && !isRed(image.pixel(x: 12, y: 30))
        }
        #expect(ended, "the bar ends upright")
        #expect(sawDiagonal, "a frame between showed the bar on the diagonal")
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
