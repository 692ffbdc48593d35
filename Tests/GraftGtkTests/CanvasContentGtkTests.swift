import Foundation
import Graft
import GtkBridge
import Testing

@Suite("Canvas text, images, redraws, and paths through CGAffineTransform", .serialized)
@MainActor
struct CanvasContentGtkTests {
    /// The bounds of the pixels with some ink (alpha over 100), or `nil` for none.
    func ink(_ image: RGBAImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var found: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 100 {
                let f = found ?? (x, y, x, y)
                found = (min(f.0, x), min(f.1, y), max(f.2, x), max(f.3, y))
            }
        }
        return found.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test("draw(Text, at:anchor:) centres measured text on the point; anchor .topLeading hangs it from it")
    func text() throws {
        var measured = CGSize.zero
        let image = try renderCanvas(width: 200, height: 80) { context, size in
            let resolved = context.resolve(Text("Hello"))
            measured = resolved.measure(in: size)
            context.draw(resolved, at: CGPoint(x: 100, y: 20))
            context.draw(Text("Hi"), at: CGPoint(x: 0, y: 50), anchor: .topLeading)
        }
        #expect(measured.width > 20 && measured.height > 8, "measured by Pango: \(measured)")
        let top = try #require(ink(try image.cropped(y: 0, height: 40)))
        let centre = Double(top.minX + top.maxX) / 2
        #expect(abs(centre - 100) < 4, "ink centred on x 100: \(top)")
        #expect(top.minY > 20 - Int(measured.height / 2) - 1 && top.maxY < 20 + Int(measured.height / 2) + 1)
        let below = try #require(ink(try image.cropped(y: 40, height: 40)))
        #expect(below.minX < 4 && below.minY >= 10, "hangs right of and below (0, 50): \(below)")
        let dark = image.pixel(x: top.minX + 1, y: (top.minY + top.maxY) / 2)
        #expect(dark.red < 120 || dark.alpha < 255, "the light scheme's text colour is dark")
    }

    @Test("draw(Image, in:) scales a PNG file into the rectangle; resolve(Image).size is its pixel size")
    func image() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("graft-canvas-\(getpid()).png").path
        var pixels = RGBAImage(width: 4, height: 2, red: 0, green: 200, blue: 0)
        for y in 0..<2 { pixels.setPixel(x: 3, y: y, to: (0, 0, 255, 255)) }
        try Data(pixels.pngData()).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var natural = CGSize.zero
        let image = try renderCanvas(width: 80, height: 40) { context, _ in
            let resolved = context.resolve(Image(path: path))
            natural = resolved.size
            context.draw(resolved, in: CGRect(x: 0, y: 0, width: 40, height: 20))
            context.draw(Image(path: "/nonexistent/graft.png"), at: CGPoint(x: 60, y: 30))
        }
        #expect(natural == CGSize(width: 4, height: 2))
        #expect(isNear(image.pixel(x: 10, y: 10), (0, 200, 0)), "the green part, scaled ×10")
        #expect(isNear(image.pixel(x: 37, y: 10), (0, 0, 255)), "the blue column is the last 10 px")
        #expect(image.pixel(x: 10, y: 30).alpha == 0, "nothing below the rectangle")
        #expect(image.pixel(x: 60, y: 30).alpha == 0, "a file that cannot be read draws nothing")
    }

    @Test("A canvas redraws when state its renderer reads changes")
    func redraws() throws {
        struct Lamp: View {
            @State var lit = false
            var body: some View {
                VStack {
                    Button("toggle") { lit.toggle() }
                    Graft.Canvas { context, size in
                        let colour = lit ? Color(red: 1, green: 1, blue: 0) : Color(red: 0, green: 0, blue: 1)
                        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(colour))
                    }
                    .frame(width: 20, height: 20)
                }
            }
        }
        let host = try GtkTest.show { Lamp() }
        defer { host.close() }
        let area = try #require(host.root.first("GtkDrawingArea"))
        #expect(isNear(try WidgetRenderer.renderImage(of: area).pixel(x: 10, y: 10), (0, 0, 255)))
        _ = try #require(host.root.first("GtkButton")).emit("clicked")
        GtkTest.settle()
        #expect(isNear(try WidgetRenderer.renderImage(of: area).pixel(x: 10, y: 10), (255, 255, 0)))
    }

    @Test("Path.applying, addRect(_:transform:), addRelativeArc and Shape.transform draw through the transform")
    func paths() throws {
        let turn = CGAffineTransform(translationX: 20, y: 20).rotated(by: .pi / 4)
        var path = Path()
        path.addRect(CGRect(x: -10, y: -10, width: 20, height: 20), transform: turn)
        path.addRelativeArc(center: CGPoint(x: 60, y: 20), radius: 15, startAngle: .zero, delta: .degrees(180))
        path.closeSubpath()
        let images = try renderDrawingAreas(2) {
            HStack(spacing: 0) {
                path.fill(Color.black).frame(width: 80, height: 40)
                Rectangle().transform(CGAffineTransform(scaleX: 0.5, y: 1)).fill(Color.black)
                    .frame(width: 40, height: 40)
            }
        }
        let drawn = images[0]
        #expect(drawn.pixel(x: 32, y: 20).alpha > 240, "the turned square reaches 14 px right of its centre")
        #expect(drawn.pixel(x: 29, y: 29).alpha == 0, "its corner is turned away")
        #expect(drawn.pixel(x: 60, y: 30).alpha > 240, "the half disc below the centre (angles grow clockwise)")
        #expect(drawn.pixel(x: 60, y: 10).alpha == 0, "nothing above it")
        let half = images[1]
        #expect(half.pixel(x: 10, y: 20).alpha > 240 && half.pixel(x: 30, y: 20).alpha == 0)
        let inverse = turn.inverted()
        let back = CGPoint(x: 3, y: 4).applying(turn).applying(inverse)
        #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 4) < 1e-9)
        let undone = turn.concatenating(inverse)
        #expect(abs(undone.a - 1) < 1e-9 && abs(undone.b) < 1e-9 && abs(undone.tx) < 1e-9 && abs(undone.ty) < 1e-9)
        let box = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.width - 10) < 1e-9 && abs(box.height - 10) < 1e-9)
    }
}

extension RGBAImage {
    /// The rows `y ..< y + height`.
    func cropped(y: Int, height: Int) throws -> RGBAImage {
        let start = y * width * 4
        return try RGBAImage(width: width, height: height, pixels: Array(pixels[start..<start + height * width * 4]))
    }
}
